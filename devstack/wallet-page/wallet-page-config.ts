/**
 * What the wallet page server tells the page, shared by both sides: the page reads it from
 * `window.__WALLETPORT_WALLET_PAGE__`, set by the classic script at WALLET_PAGE_CONFIG_PATH, which runs before
 * any module (and so before the WalletConnect client loads).
 */
export type WalletPageChain = { chainId: number; name: string; rpcUrl: string };

/**
 * The local Solana chain the wallet also serves: its CAIP-2 id, its RPC, and the ed25519 seed (hex) of the dev
 * account it signs with (a public development key of devstack/solana: solanaDevKeypair(1), an account no
 * other journey moves funds from).
 */
export type WalletPageSolana = { caipNetworkId: string; rpcUrl: string; seed: string };

/**
 * The local Bitcoin ledger the wallet also serves (bip122): its CAIP-2 id, its Esplora API, and the secp256k1
 * private keys (hex) of the account it signs with: a payment P2WPKH and an ordinals P2TR key, public development
 * keys of devstack/bitcoin.
 */
export type WalletPageBitcoin = { caipNetworkId: string; url: string; payment: string; ordinals: string };

/**
 * Keys for the namespaces that need no chain, only signatures: an sr25519 seed (Polkadot, shown on prefix 0 or
 * 2) and a secp256k1 key (a cosmos1 account), 32 bytes of hex each, public development keys.
 */
export type WalletPageSignatureKeys = { polkadotSeed: string; cosmosPrivateKey: string };

/**
 * The ERC-4337 bundler the page names in its session properties: `name` is what the local cloud's /v1/bundler
 * knows it by (with the chain it picks that chain's bundler), `url` an endpoint a dapp may call directly.
 */
export type WalletPageBundler = { name: string; url?: string | undefined };

/** The name the local cloud's /v1/bundler route knows the devstack's bundlers by (alto is Pimlico's bundler). */
export const WALLET_PAGE_BUNDLER_NAME = 'pimlico';

export type WalletPageConfig = {
  /** The bundler announced in session properties; none: the session names no bundler. */
  bundler?: WalletPageBundler | undefined;
  /** The local Solana chain, when the devstack runs one. */
  solana?: WalletPageSolana | undefined;
  /** The local Bitcoin ledger, when the devstack runs one. */
  bitcoin?: WalletPageBitcoin | undefined;
  /** The Polkadot and Cosmos keys; absent: the wallet has neither namespace. */
  signatureKeys?: WalletPageSignatureKeys | undefined;
  /** ws://127.0.0.1:<port> of the local relay. */
  relayUrl: string;
  /** The local chains the wallet signs for and sends to; the first is the default. */
  chains: readonly WalletPageChain[];
  /** Any string: the local relay does not check it. */
  projectId: string;
};

export const WALLET_PAGE_CONFIG_GLOBAL = '__WALLETPORT_WALLET_PAGE__';

export const WALLET_PAGE_CONFIG_PATH = '/wallet-page-config.js';

/**
 * The config script. Besides the config it switches the WalletConnect clients' Verify and telemetry calls off,
 * for this devstack page only: `isTestRun()` in @walletconnect/utils (process.env.IS_VITEST === 'true') is the
 * one switch that skips both verify.walletconnect.org (a hidden frame on every pairing and request) and
 * pulse.walletconnect.org. `global` is what the clients read for React Native hooks; browsers lack it.
 */
export function walletPageConfigScript(config: WalletPageConfig): string {
  return [
    '// walletport devstack: the wallet page config, and the WalletConnect clients kept on 127.0.0.1.',
    'globalThis.process ??= { env: {} };',
    'globalThis.process.env ??= {};',
    "globalThis.process.env.IS_VITEST = 'true';",
    'globalThis.global ??= globalThis;',
    `window[${JSON.stringify(WALLET_PAGE_CONFIG_GLOBAL)}] = ${JSON.stringify(config).replace(/</g, '\\u003c')};`,
    '',
  ].join('\n');
}
