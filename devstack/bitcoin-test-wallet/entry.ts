/**
 * Browser entry of the injected Bitcoin test wallet (bundled into one IIFE by build.ts): reads
 * window.__WALLETPORT_BITCOIN_TEST_WALLET_CONFIG__, builds the wallet over the given keys, registers it for
 * sats-connect discovery (window.btc_providers) and puts its control on window.__walletportBitcoinTestWallet.
 */
import { testWalletIcon } from '../test-wallet/icon.js';
import {
  BITCOIN_TEST_WALLET_CONFIG_GLOBAL,
  BITCOIN_TEST_WALLET_CONTROL_GLOBAL,
  BITCOIN_TEST_WALLET_PROVIDER_KEY,
  type BitcoinTestWalletBrowserConfig,
} from './browser-config.js';
import { walletAccountOf } from './keys.js';
import { createLedgerClient } from './ledger-client.js';
import { RPC_ERROR, SatsConnectRpcError } from './prompts.js';
import { registerBitcoinWallet } from './register.js';
import { BITCOIN_TEST_WALLET_METHODS, createBitcoinTestWallet, DEFAULT_BITCOIN_TEST_WALLET_NAME, type BitcoinTestWalletStore } from './wallet.js';

function localStore(key: string): BitcoinTestWalletStore | undefined {
  try {
    const storage = window.localStorage; // Throws on opaque origins (about:blank, sandboxed frames).
    return { get: () => storage.getItem(key), set: (value) => storage.setItem(key, value), remove: () => storage.removeItem(key) };
  } catch {
    return undefined;
  }
}

/** The demo page's ledger, read when the wallet first needs it: the page's config script runs after this one. */
function devstackLedgerUrl(page: Record<string, unknown>): string {
  const devstack = page['__WALLETPORT_DEVSTACK__'] as { bitcoin?: { url?: unknown } } | undefined;
  const url = devstack?.bitcoin?.url;
  if (typeof url !== 'string') throw new SatsConnectRpcError(RPC_ERROR.internal, 'Walletport Bitcoin test wallet: no url in its config nor in window.__WALLETPORT_DEVSTACK__.bitcoin.');
  return url;
}

function inject(): void {
  const page = window as unknown as Record<string, unknown>;
  const config = page[BITCOIN_TEST_WALLET_CONFIG_GLOBAL] as BitcoinTestWalletBrowserConfig | undefined;
  if (config === undefined || !Array.isArray(config.accounts)) {
    console.error(`Walletport Bitcoin test wallet: set window.${BITCOIN_TEST_WALLET_CONFIG_GLOBAL} = { accounts: [...] } before the script.`);
    return;
  }
  if ((config.topFrameOnly ?? true) && window.top !== window) return;
  const configured = config.url;
  const name = config.name ?? DEFAULT_BITCOIN_TEST_WALLET_NAME;
  const { provider, control } = createBitcoinTestWallet({
    accounts: config.accounts.map(walletAccountOf),
    ledger: createLedgerClient({ url: configured ?? (() => devstackLedgerUrl(page)) }),
    // The page stays trusted across reloads, as with a real wallet (and the other test wallets).
    storage: localStore(config.storageKey ?? `walletport-bitcoin-test-wallet:${name}`),
    ...(config.accountIndex === undefined ? {} : { accountIndex: config.accountIndex }),
    ...(config.mode === undefined ? {} : { mode: config.mode }),
    ...(config.manual === undefined ? {} : { manual: config.manual }),
  });
  if (config.controlKey !== undefined) page[config.controlKey] = control;
  else if (page[BITCOIN_TEST_WALLET_CONTROL_GLOBAL] === undefined) page[BITCOIN_TEST_WALLET_CONTROL_GLOBAL] = control;
  const info = { id: config.providerKey ?? BITCOIN_TEST_WALLET_PROVIDER_KEY, name, icon: testWalletIcon(name), webUrl: 'https://walletport.dev/', methods: BITCOIN_TEST_WALLET_METHODS };
  registerBitcoinWallet({ provider, info, target: page });
}

inject();
