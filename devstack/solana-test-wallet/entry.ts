/**
 * Browser entry of the injected Solana test wallet (bundled into one IIFE by build.ts): reads
 * window.__WALLETPORT_SOLANA_TEST_WALLET_CONFIG__, builds the wallet over the given dev seeds, registers it over
 * the Wallet Standard events (as an extension would) and puts its control on window.__walletportSolanaTestWallet.
 */
import { Keypair } from '@solana/web3.js';
import { SOLANA_DEVSTACK_CAIP2 } from '../solana/genesis.js';
import { testWalletIcon } from '../test-wallet/icon.js';
import { SOLANA_TEST_WALLET_CONFIG_GLOBAL, SOLANA_TEST_WALLET_CONTROL_GLOBAL, type SolanaTestWalletBrowserConfig } from './browser-config.js';
import { registerSolanaWallet } from './register.js';
import { createSolanaTestWallet, DEFAULT_SOLANA_TEST_WALLET_NAME, type SolanaTestWalletStore } from './wallet.js';

function seedBytes(hex: string): Uint8Array {
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error('Walletport Solana test wallet: a seed is 32 bytes of hex.');
  return Uint8Array.from(hex.match(/../g)!.map((byte) => Number.parseInt(byte, 16)));
}

function localStore(key: string): SolanaTestWalletStore | undefined {
  try {
    const storage = window.localStorage; // Throws on opaque origins (about:blank, sandboxed frames).
    return { get: () => storage.getItem(key), set: (value) => storage.setItem(key, value), remove: () => storage.removeItem(key) };
  } catch {
    return undefined;
  }
}

function devstackRpcUrl(page: Record<string, unknown>): string | undefined {
  const devstack = page['__WALLETPORT_DEVSTACK__'] as { solana?: { rpcUrl?: unknown } } | undefined;
  const rpcUrl = devstack?.solana?.rpcUrl;
  return typeof rpcUrl === 'string' ? rpcUrl : undefined;
}

function inject(): void {
  const page = window as unknown as Record<string, unknown>;
  const config = page[SOLANA_TEST_WALLET_CONFIG_GLOBAL] as SolanaTestWalletBrowserConfig | undefined;
  if (config === undefined || !Array.isArray(config.seeds)) {
    console.error(`Walletport Solana test wallet: set window.${SOLANA_TEST_WALLET_CONFIG_GLOBAL} = { seeds: [...] } before the script.`);
    return;
  }
  if ((config.topFrameOnly ?? true) && window.top !== window) return;
  const rpcUrl = config.rpcUrl ?? devstackRpcUrl(page);
  if (rpcUrl === undefined) {
    console.error('Walletport Solana test wallet: no rpcUrl in its config nor in window.__WALLETPORT_DEVSTACK__.solana.');
    return;
  }
  const name = config.name ?? DEFAULT_SOLANA_TEST_WALLET_NAME;
  const { wallet, control } = createSolanaTestWallet({
    keypairs: config.seeds.map((seed) => Keypair.fromSeed(seedBytes(seed))),
    rpcUrl,
    chain: config.chain ?? SOLANA_DEVSTACK_CAIP2,
    name,
    icon: testWalletIcon(name) as `data:image/${string}`,
    // The page stays trusted across reloads, as with a real wallet (and the EVM test wallet).
    storage: localStore(config.storageKey ?? `walletport-solana-test-wallet:${name}`),
    ...(config.accountIndex === undefined ? {} : { accountIndex: config.accountIndex }),
  });
  if (config.controlKey !== undefined) page[config.controlKey] = control;
  else if (page[SOLANA_TEST_WALLET_CONTROL_GLOBAL] === undefined) page[SOLANA_TEST_WALLET_CONTROL_GLOBAL] = control;
  registerSolanaWallet({ wallet, target: window });
}

inject();
