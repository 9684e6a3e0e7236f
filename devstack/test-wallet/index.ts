/**
 * Node side of the injected test wallet: build the browser script and produce the init script that puts one
 * or more wallets into a page.
 *
 *   const script = await testWalletInitScript(testWalletConfig({ injectWindowEthereum: true }));
 *   await context.addInitScript({ content: script });      // playwright: before any page script runs
 *   await page.evaluate(() => window.__walletportTestWallet.rejectNext());
 */
import { SIMPLE_7702_ACCOUNT_ADDRESS } from '../chains/account-abstraction.js';
import { DEVSTACK_CHAINS, DEVSTACK_HOST, devstackPorts } from '../config.js';
import { buildTestWallet } from './build.js';
import { TEST_WALLET_CONFIG_GLOBAL, type TestWalletChain, type TestWalletConfig } from './types.js';

export * from './types.js';
export { buildTestWallet, type BuildTestWalletOptions } from './build.js';
export { testWalletIcon } from './icon.js';

/** The devstack chains at their configured ports (what `npm start` runs). */
export function defaultTestWalletChains(): TestWalletChain[] {
  const ports = devstackPorts();
  return [
    { ...DEVSTACK_CHAINS.a, rpcUrl: `http://${DEVSTACK_HOST}:${ports.chainA}` },
    { ...DEVSTACK_CHAINS.b, rpcUrl: `http://${DEVSTACK_HOST}:${ports.chainB}` },
    { ...DEVSTACK_CHAINS.c, rpcUrl: `http://${DEVSTACK_HOST}:${ports.chainC}` },
  ].map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl }));
}

/**
 * A full config: the default chains, batching (EIP-5792) through the devstack's Simple7702Account (startChains
 * deploys it on every chain), overridden by `overrides` (e.g. the chains of startChains()).
 */
export function testWalletConfig(overrides: Partial<TestWalletConfig> = {}): TestWalletConfig {
  return { chains: defaultTestWalletChains(), delegationContract: SIMPLE_7702_ACCOUNT_ADDRESS, ...overrides };
}

/**
 * A script that injects one wallet per config, in order: for each, it sets the config global and runs the
 * bundle. Safe to inline in an HTML <script> element.
 */
export async function testWalletInitScript(...configs: TestWalletConfig[]): Promise<string> {
  const wallet = await buildTestWallet();
  const parts = (configs.length === 0 ? [testWalletConfig()] : configs).map((config) => {
    const json = JSON.stringify(config).replace(/</g, '\\u003c');
    return `window[${JSON.stringify(TEST_WALLET_CONFIG_GLOBAL)}] = ${json};\n${wallet}`;
  });
  return parts.join('\n;\n');
}
