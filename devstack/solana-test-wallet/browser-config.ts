/**
 * What the browser script of the Solana test wallet reads (entry.ts) and what the Node side writes into the page
 * before it (init-script.ts). Kept apart from types.ts so the browser bundle imports no Node code.
 */

/** The global entry.ts reads its config from. */
export const SOLANA_TEST_WALLET_CONFIG_GLOBAL = '__WALLETPORT_SOLANA_TEST_WALLET_CONFIG__';
/** The global a test drives the (first) injected Solana wallet through. */
export const SOLANA_TEST_WALLET_CONTROL_GLOBAL = '__walletportSolanaTestWallet';

export type SolanaTestWalletBrowserConfig = {
  /** The ed25519 seeds (32 bytes, hex) of the wallet's accounts: the devstack's public dev keys. */
  seeds: readonly string[];
  /** The chain's JSON-RPC; absent: window.__WALLETPORT_DEVSTACK__.solana.rpcUrl (the demo page's config). */
  rpcUrl?: string;
  /** The chain the wallet serves; absent: the devstack chain (SOLANA_DEVSTACK_CAIP2). */
  chain?: `solana:${string}`;
  name?: string;
  accountIndex?: number;
  /** The localStorage key the wallet remembers the trusted page under; default per wallet name. */
  storageKey?: string;
  /** Where the control goes; absent: window.__walletportSolanaTestWallet. */
  controlKey?: string;
  /** Only in the top frame (default true), as an extension's content script runs. */
  topFrameOnly?: boolean;
};
