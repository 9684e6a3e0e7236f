/**
 * Bundles the Bitcoin test wallet (entry.ts and what it imports, @scure/btc-signer and the BIP-322 signer
 * included) into one self-contained IIFE script, as the other test wallets' build.ts do
 * (devstack/testing/cached-browser-bundle.ts): cached on disk, keyed by the sources and the dependencies' versions.
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachedBrowserBundle } from '../testing/cached-browser-bundle.js';

const here = dirname(fileURLToPath(import.meta.url));

/** Every file the bundle is made of (besides node_modules). Add a file here when entry.ts imports it. */
const SOURCES = [
  'entry.ts',
  'browser-config.ts',
  'base64.ts',
  'keys.ts',
  'ledger-client.ts',
  'prompts.ts',
  'psbt-signing.ts',
  'register.ts',
  'request-params.ts',
  'transfer.ts',
  'types.ts',
  'wallet.ts',
  '../bitcoin/regtest.ts',
  '../testing/message-signers/bip322-signer.ts',
  '../test-wallet/icon.ts',
];

export type BuildBitcoinTestWalletParameters = { force?: boolean };
export type BuildBitcoinTestWalletReturnType = Promise<string>;
export type BuildBitcoinTestWalletErrorType = Error;

let memo: Promise<string> | undefined;

/** The Bitcoin test wallet as one browser script (text). */
export function buildBitcoinTestWallet(parameters: BuildBitcoinTestWalletParameters = {}): BuildBitcoinTestWalletReturnType {
  if (parameters.force === true || memo === undefined) {
    memo = cachedBrowserBundle({
      name: 'bitcoin-test-wallet',
      root: here,
      sources: SOURCES,
      dependencies: ['@scure/btc-signer', '@noble/curves', '@noble/hashes', 'zod', 'vite'],
      globalName: 'WalletportBitcoinTestWalletBundle',
      force: parameters.force,
    });
    memo.catch(() => (memo = undefined));
  }
  return memo;
}
