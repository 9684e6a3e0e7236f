/**
 * Browser entry of the injected test wallet (bundled into one IIFE script by build.ts). It reads
 * window.__WALLETPORT_TEST_WALLET_CONFIG__, creates the wallet, announces it over EIP-6963, optionally sets
 * window.ethereum, and exposes the control surface. Run it once per wallet to inject several.
 */
import type { Hex } from 'viem';
import { DEV_ACCOUNTS, DEVSTACK_CHAINS } from '../config.js';
import { testWalletIcon } from './icon.js';
import {
  DEFAULT_TEST_WALLET_NAME,
  DEFAULT_TEST_WALLET_RDNS,
  TEST_WALLET_CONFIG_GLOBAL,
  TEST_WALLET_CONTROL_GLOBAL,
  TEST_WALLET_REGISTRY_GLOBAL,
  type TestWalletConfig,
  type TestWalletControl,
} from './types.js';
import { createTestWallet, type KeyValueStore } from './wallet.js';

function uuidV4(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function localStore(key: string): KeyValueStore | undefined {
  try {
    const storage = window.localStorage; // Throws on opaque origins (about:blank, sandboxed frames).
    return {
      get: () => storage.getItem(key),
      set: (value) => storage.setItem(key, value),
      remove: () => storage.removeItem(key),
    };
  } catch {
    return undefined;
  }
}

function inject(): void {
  const page = window as unknown as Record<string, unknown>;
  const config = page[TEST_WALLET_CONFIG_GLOBAL] as TestWalletConfig | undefined;
  if (config === undefined || !Array.isArray(config.chains)) {
    console.error(`Walletport test wallet: set window.${TEST_WALLET_CONFIG_GLOBAL} = { chains: [...] } before the script.`);
    return;
  }
  if ((config.topFrameOnly ?? true) && window.top !== window) return;

  const knownChainIds = config.knownChainIds ?? [DEVSTACK_CHAINS.a.chainId, DEVSTACK_CHAINS.b.chainId];
  const rdns = config.rdns ?? DEFAULT_TEST_WALLET_RDNS;
  const name = config.name ?? DEFAULT_TEST_WALLET_NAME;
  const info = Object.freeze({
    uuid: config.uuid ?? uuidV4(),
    name,
    icon: config.icon ?? testWalletIcon(rdns),
    rdns,
  });

  let listening = false;
  // Function declarations: hoisted, and only called once `detail` below is set.
  function announce(): void {
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  }
  function announceAndListen(): void {
    if (!listening) {
      listening = true;
      window.addEventListener('eip6963:requestProvider', announce);
    }
    announce();
  }

  const { provider, control } = createTestWallet({
    config: {
      chains: config.chains,
      knownChainIds,
      privateKeys: config.privateKeys ?? DEV_ACCOUNTS.map((account) => account.privateKey as Hex),
      switchOnAddChain: config.switchOnAddChain ?? true,
      initialChainId: config.initialChainId ?? knownChainIds[0] ?? DEVSTACK_CHAINS.a.chainId,
      accountIndex: config.accountIndex ?? 0,
      delegationContract: config.delegationContract,
    },
    info,
    storage: localStore(config.storageKey ?? `walletport-test-wallet:${rdns}`),
    origin: window.location.origin,
    announce: announceAndListen,
  });
  const detail = Object.freeze({ info, provider });

  const registry = (page[TEST_WALLET_REGISTRY_GLOBAL] ??= {}) as Record<string, TestWalletControl>;
  registry[rdns] = control;
  if (config.controlKey !== undefined) page[config.controlKey] = control;
  else if (page[TEST_WALLET_CONTROL_GLOBAL] === undefined) page[TEST_WALLET_CONTROL_GLOBAL] = control;

  if (config.injectWindowEthereum === true) {
    Object.defineProperty(window, 'ethereum', { value: provider, configurable: true, writable: true, enumerable: true });
    window.dispatchEvent(new Event('ethereum#initialized'));
  }

  if (config.announce ?? true) announceAndListen();
}

inject();
