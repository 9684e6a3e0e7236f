/**
 * Bundles the test wallet (entry.ts and what it imports, viem included) into one self-contained IIFE script,
 * cached on disk keyed by the sources and the viem and vite versions (devstack/testing/cached-browser-bundle.ts),
 * so only the first call after a change pays for the build (~1-2 s).
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachedBrowserBundle } from '../testing/cached-browser-bundle.js';

const here = dirname(fileURLToPath(import.meta.url));

/** Every file the bundle is made of (besides node_modules). Add a file here when entry.ts imports it. */
const SOURCES = ['entry.ts', 'wallet.ts', 'batch-calls.ts', 'provider-error.ts', 'icon.ts', 'types.ts', '../config.ts'];

export type BuildTestWalletOptions = {
  /** Rebuild even when the cache holds this version. */
  force?: boolean;
};

let memo: Promise<string> | undefined;

/** The test wallet as one browser script (text). */
export function buildTestWallet(options: BuildTestWalletOptions = {}): Promise<string> {
  if (options.force === true || memo === undefined) {
    memo = cachedBrowserBundle({
      name: 'test-wallet',
      root: here,
      sources: SOURCES,
      dependencies: ['viem', 'vite'],
      globalName: 'WalletportTestWallet',
      force: options.force,
    });
    memo.catch(() => (memo = undefined));
  }
  return memo;
}
