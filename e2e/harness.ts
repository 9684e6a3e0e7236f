/**
 * What every journey needs: a fresh chromium profile with the request guard on, the demo page opened (with the
 * demo's own test wallet, or `?nowallet` plus wallets the test injects), and helpers that reach into the
 * modal's shadow root the way a person's eyes would (by role and text).
 */
import { inject } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { guardRequests, launchChromium, type LaunchedChromium, type RequestGuard } from '../devstack/browser/launch-chromium.js';
import { bitcoinTestWalletConfig, bitcoinTestWalletInitScript, type BitcoinTestWalletConfigParameters } from '../devstack/bitcoin-test-wallet/init-script.js';
import { solanaTestWalletConfig, solanaTestWalletInitScript, type SolanaTestWalletConfigParameters } from '../devstack/solana-test-wallet/init-script.js';
import { testWalletConfig, testWalletInitScript, type TestWalletConfig } from '../devstack/test-wallet/index.js';

export type Journey = {
  browser: LaunchedChromium;
  page: Page;
  guard: RequestGuard;
  devstack: ReturnType<typeof inject<'devstack'>>;
  /** The modal dialog (playwright pierces open shadow roots with its role and text selectors). */
  dialog(): Locator;
  close(): Promise<void>;
};

export type OpenDemoOptions = {
  /** Wallets to inject instead of the demo's built-in one (each a partial test-wallet config). */
  wallets?: Partial<TestWalletConfig>[];
  /**
   * The Solana test wallet (window.__walletportSolanaTestWallet), injected by the test: for a `nowallet` page (with
   * `wallets`), where the demo injects none. A `?solana` page without `wallets` has the demo's own already.
   */
  solanaWallet?: true | SolanaTestWalletConfigParameters;
  /**
   * The Bitcoin test wallet (window.__walletportBitcoinTestWallet, sats-connect's window.btc_providers), injected by
   * the test: for a `nowallet` page, or one of the journey's own keys (`accounts: [bitcoinTestWalletAccount({ label })]`)
   * or mode. A `?bitcoin` page without `wallets` has the demo's own already. The ledger is the page's
   * (window.__WALLETPORT_DEVSTACK__.bitcoin.url) unless `url` says otherwise.
   */
  bitcoinWallet?: true | BitcoinTestWalletConfigParameters;
  /** Extra query string for the demo page. */
  query?: string;
  /** The demo's page to open: '' (the React page, the default) or 'elements.html' (the custom elements, no React). */
  path?: '' | 'elements.html';
  /** Scripts run in the page after the injected wallets' (e.g. a hostile wallet built on one of them). */
  initScripts?: string[];
};

export async function openDemo(options: OpenDemoOptions = {}): Promise<Journey> {
  const devstack = inject('devstack');
  const browser = await launchChromium();
  const guard = await guardRequests(browser.context);
  if (options.wallets) {
    const chains = devstack.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl }));
    const configs = options.wallets.map((wallet) => testWalletConfig({ chains, ...wallet }));
    await browser.context.addInitScript({ content: await testWalletInitScript(...configs) });
  }
  if (options.solanaWallet) {
    const overrides = options.solanaWallet === true ? {} : options.solanaWallet;
    const config = solanaTestWalletConfig({ rpcUrl: devstack.solana.rpcUrl, ...overrides });
    await browser.context.addInitScript({ content: await solanaTestWalletInitScript(config) });
  }
  if (options.bitcoinWallet) {
    const config = bitcoinTestWalletConfig(options.bitcoinWallet === true ? {} : options.bitcoinWallet);
    await browser.context.addInitScript({ content: await bitcoinTestWalletInitScript(config) });
  }
  for (const content of options.initScripts ?? []) await browser.context.addInitScript({ content });
  const page = await browser.newPage();
  const query = [options.wallets ? 'nowallet' : '', options.query ?? ''].filter(Boolean).join('&');
  await page.goto(`${devstack.demoUrl}/${options.path ?? ''}${query ? `?${query}` : ''}`);
  return {
    browser,
    page,
    guard,
    devstack,
    dialog: () => page.getByRole('dialog'),
    async close() {
      await browser.close();
    },
  };
}

/** Calls the test wallet's control surface in the page (window.__walletportTestWallet). */
export async function walletControl(page: Page, script: string): Promise<unknown> {
  return page.evaluate(`(async () => { const wallet = window.__walletportTestWallet; return ${script}; })()`);
}

/** Calls the Solana test wallet's control surface in the page (window.__walletportSolanaTestWallet). */
export async function solanaWalletControl(page: Page, script: string): Promise<unknown> {
  return page.evaluate(`(async () => { const wallet = window.__walletportSolanaTestWallet; return ${script}; })()`);
}

/** Calls the Bitcoin test wallet's control surface in the page (window.__walletportBitcoinTestWallet). */
export async function bitcoinWalletControl(page: Page, script: string): Promise<unknown> {
  return page.evaluate(`(async () => { const wallet = window.__walletportBitcoinTestWallet; return ${script}; })()`);
}
