/**
 * Journey 3 (issue 33): a page that uses only walletport/element, as the package builds it (React's names
 * mapped to preact/compat), under the strict Content Security Policy of the React page's journey
 * (e2e/security/strict-csp.e2e.test.ts): scripts and styles from its own origin only, connections to the
 * devstack only. All Wallets lists its grid, the injected test wallet connects and the Account view opens, all
 * styled (constructed sheets adopted by the shadow roots), and the policy reports nothing; the build bundled no
 * React module at all.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { guardRequests, launchChromium, type LaunchedChromium } from '../../devstack/browser/launch-chromium.js';
import { testWalletConfig, testWalletInitScript } from '../../devstack/test-wallet/index.js';
import { MODAL_WIDTH_PX } from '../../domain/entities/constants.js';
import { serveStatic, type StaticServer } from '../a11y/static-server.js';
import { TEST_WALLET_NAME, walletOption } from '../wallet-journeys.js';
import { buildElementsPage, type BuiltElementsPage } from './build-elements-page.js';

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

let built: BuiltElementsPage | undefined;
let server: StaticServer | undefined;
let browser: LaunchedChromium | undefined;

beforeAll(async () => {
  built = await buildElementsPage();
  server = await serveStatic(built.dir, { headers: { 'Content-Security-Policy': STRICT_POLICY } });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await built?.remove();
});

function violations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);
}

describe('an elements-only page with a strict Content Security Policy', () => {
  it('bundles no React, connects the test wallet, shows the styled Account view, and the policy reports nothing', async () => {
    // The built page's modules: walletport's, Preact's, no React's.
    expect(built!.modules.some((id) => /node_modules\/preact\//.test(id))).toBe(true);
    expect(built!.modules.some((id) => id.includes('/ui-react/components/ConnectButton/'))).toBe(true);
    expect(built!.modules.filter((id) => /node_modules\/(react|react-dom|scheduler)\//.test(id))).toEqual([]);

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
    const chains = devstack.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl }));
    await browser.context.addInitScript({ content: await testWalletInitScript(testWalletConfig({ chains })) });
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const config = JSON.stringify({ cloudUrl: devstack.cloudUrl, chains: devstack.chains });
    const response = await page.goto(`${server!.url}/?config=${encodeURIComponent(config)}`);
    expect(response?.headers()['content-security-policy']).toBe(STRICT_POLICY);

    await page.locator('walletport-connect-button').getByRole('button', { name: 'Connect Wallet', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
    await dialog.waitFor();
    // Styled by the modal's own sheet: its width.
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(MODAL_WIDTH_PX);
    // A lazily loaded view with its own sheet, and the grid's virtualizer (our hook over @tanstack/virtual-core)
    // running under Preact: the All Wallets rows laid out in columns.
    await dialog.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: /^All wallets\b/ }).click();
    const row = page.locator('.wp-wallet-grid-row').first();
    await row.waitFor();
    expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe('grid');
    await page.getByRole('dialog').getByRole('button', { name: 'Back', exact: true }).click();
    await walletOption(dialog, TEST_WALLET_NAME).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator('#status').textContent()).toBe('connected');

    // The account button the connect button became opens the Account view, itself styled.
    await page.locator('walletport-connect-button [data-walletport="account-button"]').getByRole('button').click();
    const account = page.getByRole('dialog');
    await account.getByTestId('account-balance').waitFor();
    await expect.poll(async () => (await account.boundingBox())?.width).toBe(MODAL_WIDTH_PX);
    const title = account.locator('.wp-title');
    expect(await title.evaluate((element) => getComputedStyle(element).textAlign)).toBe('center');

    expect(await violations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
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
