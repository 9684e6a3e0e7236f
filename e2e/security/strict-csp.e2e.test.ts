/**
 * A host page under a strict Content Security Policy: scripts and styles from its own origin only (no
 * 'unsafe-inline', no nonce for walletport), connections to the devstack only. The modal must look as it
 * does anywhere else, and neither the policy nor the network may report a failure: walletport's stylesheets are constructed sheets
 * adopted by its shadow roots, never `<style>` elements, and it runs no inline script and loads no remote code.
 *
 * The page is a production build (build-host-page.ts): vite's dev server would inject inline code of its own.
 * A `<style>` element added by the test afterwards is refused and reported, which proves the policy is on.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { guardRequests, launchChromium, type LaunchedChromium } from '../../devstack/browser/launch-chromium.js';
import { MODAL_WIDTH_PX } from '../../domain/entities/constants.js';
import { devstackQueryUrl } from '../built-page/devstack-query.js';
import { buildHostPage } from './build-host-page.js';
import { collectPolicyViolations, expectStyleElementRefused, policyViolations } from './policy-violations.js';
import { serveUnderStrictPolicy, STRICT_POLICY } from './strict-policy.js';

const site = serveUnderStrictPolicy(buildHostPage);
let browser: LaunchedChromium | undefined;

afterAll(async () => {
  await browser?.close();
});

describe('a host page with a strict Content Security Policy', () => {
  it('shows a fully styled modal, lazy views included, and the policy reports nothing', async () => {
    const devstack = inject('devstack');
    browser = await launchChromium();
    const guard = await guardRequests(browser.context);
    await collectPolicyViolations(browser.context);
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // Nothing shows in the host's devtools as failed either (a cancelled response body would: net::ERR_ABORTED).
    const failedRequests: string[] = [];
    page.on('requestfailed', (request) => failedRequests.push(`${request.method()} ${request.url()} ${request.failure()?.errorText}`));
    const response = await page.goto(devstackQueryUrl(site.url, devstack));
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

    expect(await policyViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(failedRequests).toEqual([]);

    await expectStyleElementRefused(page);
    guard.assertNoViolations();
  });
});
