/**
 * A host page under a strict Content Security Policy: scripts and styles from its own origin only (no
 * 'unsafe-inline', no nonce for walletport), connections to the devstack only. The modal must look as it
 * does anywhere else, and neither the policy nor the network may report a failure: walletport's stylesheets are constructed sheets
 * adopted by its shadow roots, never `<style>` elements, and it runs no inline script and loads no remote code.
 *
 * The page is a production build (build-host-page.ts): vite's dev server would inject inline code of its own.
 * A `<style>` element added by the test afterwards is refused and reported, which proves the policy is on.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { guardRequests, launchChromium, type LaunchedChromium } from '../../devstack/browser/launch-chromium.js';
import { MODAL_WIDTH_PX } from '../../domain/entities/constants.js';
import { serveStatic, type StaticServer } from '../a11y/static-server.js';
import { buildHostPage, type BuiltHostPage } from './build-host-page.js';

const STRICT_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  'img-src data: blob: http://127.0.0.1:*',
  "connect-src 'self' http://127.0.0.1:*",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

type Violation = { directive: string; blocked: string; sample: string };

let built: BuiltHostPage | undefined;
let server: StaticServer | undefined;
let browser: LaunchedChromium | undefined;

beforeAll(async () => {
  built = await buildHostPage();
  server = await serveStatic(built.dir, { headers: { 'Content-Security-Policy': STRICT_POLICY } });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await built?.remove();
});

/** Every report of the policy in the page so far (collected from the first script on). */
function violations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);
}

describe('a host page with a strict Content Security Policy', () => {
  it('shows a fully styled modal, lazy views included, and the policy reports nothing', async () => {
    const devstack = inject('devstack');
    browser = await launchChromium();
    const guard = await guardRequests(browser.context);
    await browser.context.addInitScript(() => {
      const collected: { directive: string; blocked: string; sample: string }[] = [];
      (window as unknown as { __violations: typeof collected }).__violations = collected;
      document.addEventListener('securitypolicyviolation', (event) =>
        collected.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample }),
      );
    });
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // Nothing shows in the host's devtools as failed either (a cancelled response body would: net::ERR_ABORTED).
    const failedRequests: string[] = [];
    page.on('requestfailed', (request) => failedRequests.push(`${request.method()} ${request.url()} ${request.failure()?.errorText}`));
    const config = JSON.stringify({ cloudUrl: devstack.cloudUrl, chains: devstack.chains });
    const response = await page.goto(`${server!.url}/?config=${encodeURIComponent(config)}`);
    expect(response?.headers()['content-security-policy']).toBe(STRICT_POLICY);

    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
    await dialog.waitFor();
    // Styled by the modal's own sheet: its width, and the title in the theme's size.
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(MODAL_WIDTH_PX);
    const title = dialog.locator('.wp-title');
    expect(await title.evaluate((element) => getComputedStyle(element).fontSize)).toBe('16px');
    expect(await title.evaluate((element) => getComputedStyle(element).textAlign)).toBe('center');

    // A lazily loaded view brings its own sheet: the All Wallets grid lays its rows out in columns.
    await dialog.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: /^All wallets\b/ }).click();
    const row = page.locator('.wp-wallet-grid-row').first();
    await row.waitFor();
    expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe('grid');

    expect(await violations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(failedRequests).toEqual([]);

    // The policy is really on: a <style> element the page adds is refused and reported.
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { background: red; }';
      document.head.append(style);
    });
    await expect.poll(async () => (await violations(page)).map((violation) => violation.directive)).toEqual(['style-src-elem']);
    guard.assertNoViolations();
  });
});
