/**
 * The reports of a page's Content Security Policy, as the page sees them (`securitypolicyviolation` events),
 * collected from its first script on, and the proof that a policy is really enforced.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

export type PolicyViolation = { directive: string; blocked: string; sample: string };

/** Collects every report in each page the context opens from now on (call it before opening the page). */
export async function collectPolicyViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const collected: { directive: string; blocked: string; sample: string }[] = [];
    (window as unknown as { __violations: typeof collected }).__violations = collected;
    document.addEventListener('securitypolicyviolation', (event) =>
      collected.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample }),
    );
  });
}

export type CollectPolicyViolationsParameters = Parameters<typeof collectPolicyViolations>;
export type CollectPolicyViolationsReturnType = ReturnType<typeof collectPolicyViolations>;

/** Every report of the policy in the page so far. */
export function policyViolations(page: Page): Promise<PolicyViolation[]> {
  return page.evaluate(() => (window as unknown as { __violations: PolicyViolation[] }).__violations);
}

export type PolicyViolationsParameters = Parameters<typeof policyViolations>;
export type PolicyViolationsReturnType = ReturnType<typeof policyViolations>;

/**
 * The policy is really on: a `<style>` element the page adds is refused and reported (the page has reported
 * nothing before).
 */
export async function expectStyleElementRefused(page: Page): Promise<void> {
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { background: red; }';
    document.head.append(style);
  });
  await expect.poll(async () => (await policyViolations(page)).map((violation) => violation.directive)).toEqual(['style-src-elem']);
}

export type ExpectStyleElementRefusedParameters = Parameters<typeof expectStyleElementRefused>;
export type ExpectStyleElementRefusedReturnType = ReturnType<typeof expectStyleElementRefused>;
