/**
 * Journey 3 (issue 33): a page that uses only walletport/element, as the package builds it (React's names
 * mapped to preact/compat), under the strict Content Security Policy of the React page's journey
 * (e2e/security/strict-csp.e2e.test.ts): scripts and styles from its own origin only, connections to the
 * devstack only. All Wallets lists its grid, the injected test wallet connects and the Account view opens, all
 * styled (constructed sheets adopted by the shadow roots), and the policy reports nothing; the build bundled no
 * React module at all.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { guardRequests, launchChromium, type LaunchedChromium } from '../../devstack/browser/launch-chromium.js';
import { testWalletConfig, testWalletInitScript } from '../../devstack/test-wallet/index.js';
import { MODAL_WIDTH_PX } from '../../domain/entities/constants.js';
import { devstackQueryUrl } from '../built-page/devstack-query.js';
import { collectPolicyViolations, expectStyleElementRefused, policyViolations } from '../security/policy-violations.js';
import { serveUnderStrictPolicy, STRICT_POLICY } from '../security/strict-policy.js';
import { TEST_WALLET_NAME, walletOption } from '../wallet-journeys.js';
import { buildElementsPage } from './build-elements-page.js';

const site = serveUnderStrictPolicy(buildElementsPage);
let browser: LaunchedChromium | undefined;

afterAll(async () => {
  await browser?.close();
});

describe('an elements-only page with a strict Content Security Policy', () => {
  it('bundles no React, connects the test wallet, shows the styled Account view, and the policy reports nothing', async () => {
    // The built page's modules: walletport's, Preact's, no React's.
    expect(site.built.modules.some((id) => /node_modules\/preact\//.test(id))).toBe(true);
    expect(site.built.modules.some((id) => id.includes('/ui-react/components/ConnectButton/'))).toBe(true);
    expect(site.built.modules.filter((id) => /node_modules\/(react|react-dom|scheduler)\//.test(id))).toEqual([]);

    const devstack = inject('devstack');
    browser = await launchChromium();
    const guard = await guardRequests(browser.context);
    await collectPolicyViolations(browser.context);
    const chains = devstack.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl }));
    await browser.context.addInitScript({ content: await testWalletInitScript(testWalletConfig({ chains })) });
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const response = await page.goto(devstackQueryUrl(site.url, devstack));
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

    expect(await policyViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
    await expectStyleElementRefused(page);
    guard.assertNoViolations();
  });
});
