/**
 * axe-core in a real page: the library's own source injected as a script tag, run with the WCAG 2.1 A and AA
 * rules. axe walks open shadow roots by itself; scoping to walletport's shadow hosts (`[data-walletport]`)
 * checks our markup and leaves the host page (Ladle's frame, the demo's own markup) out.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

/** Where axe-core's minified source is on disk (to serve it, so the browser caches and compiles it once). */
export function axeCoreFile(): string {
  return require.resolve('axe-core/axe.min.js');
}

/** axe-core's minified source, read once. */
export function axeCoreSource(): string {
  return (axeSource ??= readFileSync(axeCoreFile(), 'utf8'));
}

export const WCAG21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;
/**
 * Best-practice rules run as well, because the issue asks for them outright: every view's dialog has an
 * accessible name.
 */
export const EXTRA_RULES = ['aria-dialog-name'] as const;

/** walletport's shadow hosts: the modal, and each button's inline host. */
export const OUR_HOSTS = '[data-walletport]';

export type AxeNode = { target: unknown[]; html: string; failureSummary?: string };
export type AxeViolation = { id: string; impact: string | null; help: string; helpUrl: string; nodes: AxeNode[] };
export type AxeResults = { violations: AxeViolation[]; incomplete: AxeViolation[]; passes: { id: string }[] };

export type RunAxeOptions = {
  /** CSS selector of the parts to check (each match and its shadow trees). Default: walletport's hosts. */
  include?: string;
  /** Rule ids to leave out. */
  disableRules?: readonly string[];
  /** Rules to run beyond the WCAG tags (default EXTRA_RULES). */
  enableRules?: readonly string[];
  /** Load axe from this address (a served copy of axeCoreFile()) instead of inlining its source. */
  axeUrl?: string;
};

/** Injects axe-core once per document (a reload needs it again), inline or from a served copy. */
export async function injectAxe(page: Page | Frame, axeUrl?: string): Promise<void> {
  const present = await page.evaluate(() => typeof (globalThis as { axe?: unknown }).axe === 'object');
  if (!present) await page.addScriptTag(axeUrl ? { url: axeUrl } : { content: axeCoreSource() });
}

/** Runs axe with the WCAG 2.1 A/AA rules; violations, incomplete ("needs review") and passes. */
export async function runAxe(page: Page | Frame, options: RunAxeOptions = {}): Promise<AxeResults> {
  await injectAxe(page, options.axeUrl);
  return page.evaluate(
    async ({ include, tags, disable, enable }) => {
      const axe = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<unknown> } }).axe;
      if (document.querySelector(include) === null) throw new Error(`axe: nothing matches ${include}`);
      const rules = Object.fromEntries([...enable.map((id) => [id, { enabled: true }]), ...disable.map((id) => [id, { enabled: false }])]);
      const results = (await axe.run(
        { include: [include] },
        { runOnly: { type: 'tag', values: tags }, rules, resultTypes: ['violations', 'incomplete'] },
      )) as {
        violations: { id: string; impact: string | null; help: string; helpUrl: string; nodes: AxeNode[] }[];
        incomplete: { id: string; impact: string | null; help: string; helpUrl: string; nodes: AxeNode[] }[];
        passes: { id: string }[];
      };
      // Plain data only (the results hold DOM references).
      const plain = (list: typeof results.violations) =>
        list.map(({ id, impact, help, helpUrl, nodes }) => ({
          id,
          impact,
          help,
          helpUrl,
          nodes: nodes.map(({ target, html, failureSummary }) => ({ target, html, failureSummary })),
        }));
      return { violations: plain(results.violations), incomplete: plain(results.incomplete), passes: results.passes.map(({ id }) => ({ id })) };
    },
    {
      include: options.include ?? OUR_HOSTS,
      tags: [...WCAG21_AA_TAGS],
      disable: [...(options.disableRules ?? [])],
      enable: [...(options.enableRules ?? EXTRA_RULES)],
    },
  );
}

/** A readable list of violations for a failure message: rule, impact, help, and each node's target and HTML. */
export function formatViolations(violations: readonly AxeViolation[], label = ''): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map((node) => `    - ${JSON.stringify(node.target)}\n      ${node.html.slice(0, 240)}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n');
      const more = violation.nodes.length > 8 ? `\n    ... and ${violation.nodes.length - 8} more` : '';
      return `${label}${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${nodes}${more}`;
    })
    .join('\n');
}
