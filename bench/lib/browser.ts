/**
 * The browser report: each host page loaded in Debian's chromium (playwright-core), every request off
 * 127.0.0.1 blocked and recorded by the request guard. One warm-up run, then `runs` measured runs, each in a
 * new tab: time from navigation start to the connect button, click to the first wallet row, the JS heap after
 * the modal opened (after a forced garbage collection), and the hosts the page tried to reach.
 */
import type { Page } from 'playwright-core';
import type { LaunchedChromium, RequestGuard } from '../../devstack/browser/launch-chromium.js';
import type { PageSpec } from './paths.js';
import { probeScript, type Target, type WatchResult, type WatchTrigger } from './probe.js';

export type BrowserRun = {
  timeToButtonMs: number;
  /**
   * The requests the page made to another origin than its own before anyone touched it (the page loaded and
   * sat idle, SETTLE_BEFORE_CLICK_MS), blocked or not: what a visitor who never opens the modal costs.
   */
  requestsBeforeAct: string[];
  /** Click to the modal's dialog on screen (its shell, before or with the list). */
  clickToDialogMs: number;
  clickToListMs: number;
  heapAfterOpenBytes: number;
  /** Blocked URLs this run tried to reach (off 127.0.0.1). */
  blocked: string[];
  pageErrors: string[];
};

export type PageContext = {
  browser: LaunchedChromium;
  guard: RequestGuard;
  url: string;
  /** Scripts that run before the page's own (after the probe), e.g. walletport's devstack addresses. */
  initScripts?: string[];
};

/** Settling time after the wallet list shows, before the heap is read (late requests, lazy views). */
const SETTLE_MS = 1_000;
/**
 * How long the page sits untouched after its button shows, before the click: a person needs at least this
 * long to see the button and reach it. The same for every library; what a page loads or asks for meanwhile
 * is what "ready before the click" means, and what `requestsBeforeAct` counts.
 */
export const SETTLE_BEFORE_CLICK_MS = 1_500;
const STEP_TIMEOUT_MS = 30_000;

export async function openPage(context: PageContext): Promise<{ page: Page; pageErrors: string[]; offOrigin: string[] }> {
  const page = await context.browser.newPage();
  const pageErrors: string[] = [];
  const offOrigin: string[] = [];
  const pageOrigin = new URL(context.url).origin;
  page.on('pageerror', (error) => pageErrors.push(error.message.split('\n')[0]!.slice(0, 200)));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== pageOrigin) offOrigin.push(url);
  });
  await page.addInitScript({ content: probeScript() });
  for (const script of context.initScripts ?? []) await page.addInitScript({ content: script });
  return { page, pageErrors, offOrigin };
}

export async function arm(page: Page, name: string, target: Target, trigger: WatchTrigger): Promise<void> {
  await page.evaluate(([watch, what, how]) => window.__bench.arm(watch, what, how), [name, target, trigger] as const);
}

/** Waits for a watch to see its target; returns foundAt - startAt in ms. */
export async function waitFor(page: Page, name: string): Promise<number> {
  await page.waitForFunction((watch) => window.__bench.result(watch)?.foundAt != null, name, { timeout: STEP_TIMEOUT_MS, polling: 50 });
  const result = (await page.evaluate((watch) => window.__bench.result(watch), name)) as WatchResult;
  return result.foundAt! - result.startAt!;
}

/** Clicks the (deep) element a target finds, as a person would (real mouse events). */
export async function clickTarget(page: Page, target: Target): Promise<void> {
  const handle = await page.evaluateHandle((what) => window.__bench.find(what), target);
  const element = handle.asElement();
  if (!element) throw new Error(`nothing visible matches ${JSON.stringify(target)}`);
  await element.click();
  await handle.dispose();
}

/** Loads the page and opens its modal: returns the page, still open, and the two timings. */
export async function loadAndOpen(
  context: PageContext,
  spec: PageSpec,
): Promise<{ page: Page; pageErrors: string[]; timeToButtonMs: number; requestsBeforeAct: string[]; clickToDialogMs: number; clickToListMs: number }> {
  const { page, pageErrors, offOrigin } = await openPage(context);
  try {
    await page.addInitScript({ content: `window.__bench.arm('button', ${JSON.stringify(spec.button)}, 'navigation');` });
    await page.goto(context.url, { waitUntil: 'commit' });
    const timeToButtonMs = await waitFor(page, 'button');
    await page.waitForTimeout(SETTLE_BEFORE_CLICK_MS);
    const requestsBeforeAct = [...offOrigin];
    await arm(page, 'dialog', spec.dialog, 'click');
    await arm(page, 'list', spec.walletList, 'click');
    await clickTarget(page, spec.button);
    const clickToListMs = await waitFor(page, 'list');
    const clickToDialogMs = await waitFor(page, 'dialog');
    return { page, pageErrors, timeToButtonMs, requestsBeforeAct, clickToDialogMs, clickToListMs };
  } catch (error) {
    const shot = `/tmp/walletport-bench-${spec.name}-failure.png`;
    await page.screenshot({ path: shot }).catch(() => undefined);
    await page.close().catch(() => undefined);
    throw new Error(`${spec.name}: ${(error as Error).message.split('\n')[0]} (screenshot: ${shot}; page errors: ${pageErrors.join(' | ') || 'none'})`, { cause: error });
  }
}

export async function heapUsedBytes(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const usage = await cdp.send('Runtime.getHeapUsage');
    return usage.usedSize;
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

export async function measureOnce(context: PageContext, spec: PageSpec): Promise<BrowserRun> {
  context.guard.clear();
  const { page, pageErrors, timeToButtonMs, requestsBeforeAct, clickToDialogMs, clickToListMs } = await loadAndOpen(context, spec);
  try {
    await page.waitForTimeout(SETTLE_MS);
    const heapAfterOpenBytes = await heapUsedBytes(page);
    return { timeToButtonMs, requestsBeforeAct, clickToDialogMs, clickToListMs, heapAfterOpenBytes, blocked: [...context.guard.violations], pageErrors };
  } finally {
    await page.close();
  }
}

export async function measurePage(context: PageContext, spec: PageSpec, runs: number, log: (line: string) => void): Promise<BrowserRun[]> {
  await measureOnce(context, spec); // warm-up
  const results: BrowserRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await measureOnce(context, spec);
    results.push(result);
    log(
      `  ${spec.name} run ${run + 1}/${runs}: button ${result.timeToButtonMs.toFixed(0)} ms, dialog ${result.clickToDialogMs.toFixed(0)} ms, list ${result.clickToListMs.toFixed(0)} ms, ` +
        `heap ${(result.heapAfterOpenBytes / 1e6).toFixed(1)} MB, ${result.blocked.length} blocked`,
    );
  }
  return results;
}

/**
 * Loads the page and leaves it alone (SETTLE_BEFORE_CLICK_MS after its button shows, then as long again):
 * the requests it made to another origin meanwhile, per run. For the pages as a visitor who never opens the
 * modal meets them.
 */
export async function measureRequestsBeforeAct(context: PageContext, spec: PageSpec, runs: number): Promise<string[][]> {
  const results: string[][] = [];
  for (let run = 0; run < runs; run += 1) {
    const { page, offOrigin } = await openPage(context);
    try {
      await page.addInitScript({ content: `window.__bench.arm('button', ${JSON.stringify(spec.button)}, 'navigation');` });
      await page.goto(context.url, { waitUntil: 'commit' });
      await waitFor(page, 'button');
      await page.waitForTimeout(2 * SETTLE_BEFORE_CLICK_MS);
      results.push([...offOrigin]);
    } finally {
      await page.close();
    }
  }
  return results;
}
