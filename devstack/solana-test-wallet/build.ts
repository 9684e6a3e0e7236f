/**
 * Bundles the Solana test wallet (entry.ts and what it imports, web3.js and kit included) into one
 * self-contained IIFE script, as the EVM test wallet's build.ts does (devstack/testing/cached-browser-bundle.ts):
 * cached on disk, keyed by the sources and the dependencies' versions.
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachedBrowserBundle } from '../testing/cached-browser-bundle.js';

const here = dirname(fileURLToPath(import.meta.url));

/** Every file the bundle is made of (besides node_modules). Add a file here when entry.ts imports it. */
const SOURCES = ['entry.ts', 'browser-config.ts', 'wallet.ts', 'prompts.ts', 'register.ts', 'types.ts', '../solana/genesis.ts', '../test-wallet/icon.ts'];

export type BuildSolanaTestWalletParameters = { force?: boolean };
export type BuildSolanaTestWalletReturnType = Promise<string>;
export type BuildSolanaTestWalletErrorType = Error;

let memo: Promise<string> | undefined;

/** The Solana test wallet as one browser script (text). */
export function buildSolanaTestWallet(parameters: BuildSolanaTestWalletParameters = {}): BuildSolanaTestWalletReturnType {
  if (parameters.force === true || memo === undefined) {
    memo = cachedBrowserBundle({
      name: 'solana-test-wallet',
      root: here,
      sources: SOURCES,
      dependencies: ['@solana/web3.js', '@solana/kit', 'vite'],
      globalName: 'WalletportSolanaTestWallet',
      force: parameters.force,
    });
    memo.catch(() => (memo = undefined));
  }
  return memo;
}
