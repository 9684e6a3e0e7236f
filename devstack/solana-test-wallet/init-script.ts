/**
 * Node side of the injected Solana test wallet: the config (the devstack's dev seeds) and the init script that
 * puts the wallet into a page (a playwright init script, or the demo server's /solana-test-wallet.js).
 */
import { SOLANA_DEV_ACCOUNT_COUNT, solanaDevKeypair } from '../solana/dev-keys.js';
import { SOLANA_TEST_WALLET_CONFIG_GLOBAL, type SolanaTestWalletBrowserConfig } from './browser-config.js';
import { buildSolanaTestWallet } from './build.js';

export type SolanaTestWalletConfigParameters = Partial<Omit<SolanaTestWalletBrowserConfig, 'seeds'>>;
export type SolanaTestWalletConfigReturnType = SolanaTestWalletBrowserConfig;

/** Every devstack dev account, plus `overrides` (rpcUrl, accountIndex, name, ...). */
export function solanaTestWalletConfig(overrides: SolanaTestWalletConfigParameters = {}): SolanaTestWalletConfigReturnType {
  const seeds = Array.from({ length: SOLANA_DEV_ACCOUNT_COUNT }, (_, index) => Buffer.from(solanaDevKeypair(index).secretKey.slice(0, 32)).toString('hex'));
  return { seeds, ...overrides };
}

export type SolanaTestWalletInitScriptReturnType = Promise<string>;

/** A script injecting one wallet per config, in order. Safe to inline in an HTML <script> element. */
export async function solanaTestWalletInitScript(...configs: SolanaTestWalletBrowserConfig[]): SolanaTestWalletInitScriptReturnType {
  const wallet = await buildSolanaTestWallet();
  const parts = (configs.length === 0 ? [solanaTestWalletConfig()] : configs).map((config) => {
    const json = JSON.stringify(config).replace(/</g, '\\u003c');
    return `window[${JSON.stringify(SOLANA_TEST_WALLET_CONFIG_GLOBAL)}] = ${json};\n${wallet}`;
  });
  return parts.join('\n;\n');
}
