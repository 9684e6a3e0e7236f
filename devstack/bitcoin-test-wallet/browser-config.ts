/**
 * What the browser script of the Bitcoin test wallet reads (entry.ts) and what the Node side writes into the page
 * before it (init-script.ts). Kept apart from the rest so the browser bundle imports no Node code.
 */
import type { BitcoinTestWalletMode } from './types.js';

/** The global entry.ts reads its config from. */
export const BITCOIN_TEST_WALLET_CONFIG_GLOBAL = '__WALLETPORT_BITCOIN_TEST_WALLET_CONFIG__';
/** The global a test drives the (first) injected Bitcoin wallet through. */
export const BITCOIN_TEST_WALLET_CONTROL_GLOBAL = '__walletportBitcoinTestWallet';
/** Where the first wallet's provider object lives on window: its sats-connect provider id (`window.btc_providers[i].id`). */
export const BITCOIN_TEST_WALLET_PROVIDER_KEY = 'WalletportBitcoinTestWalletProvider';

/** One account: the secp256k1 private keys (32 bytes, hex) of its payment (P2WPKH) and ordinals (P2TR) addresses. */
export type BitcoinTestWalletAccountKeys = { payment: string; ordinals: string };

export type BitcoinTestWalletBrowserConfig = {
  /** The wallet's accounts: the devstack's public dev keys (bitcoinTestWalletConfig) or a journey's own. */
  accounts: readonly BitcoinTestWalletAccountKeys[];
  /** The ledger's Esplora API; absent: window.__WALLETPORT_DEVSTACK__.bitcoin.url (the demo page's config, read at each call). */
  url?: string;
  name?: string;
  accountIndex?: number;
  /** How the wallet treats signPsbt (README.md): 'honest' by default. */
  mode?: BitcoinTestWalletMode;
  /** Every prompting call waits for approveNext() / rejectNext() (default false: approved at once). */
  manual?: boolean;
  /** The localStorage key the wallet remembers the trusted page under; default per wallet name. */
  storageKey?: string;
  /** Where the control goes; absent: window.__walletportBitcoinTestWallet (if no earlier wallet took it). */
  controlKey?: string;
  /** Where the provider object goes on window (its sats-connect id); default BITCOIN_TEST_WALLET_PROVIDER_KEY. */
  providerKey?: string;
  /** Only in the top frame (default true), as an extension's content script runs. */
  topFrameOnly?: boolean;
};
