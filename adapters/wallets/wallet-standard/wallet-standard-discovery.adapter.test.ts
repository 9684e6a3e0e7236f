import { describe, expect, it } from 'vitest';
import type { WalletConnector } from '../../../ports/wallet-connector.port.js';
import { fakePage, registerSolanaWallet, SOLANA_MAINNET, DEVSTACK_SOLANA, TEST_ICON, testSolanaWallet } from '../../../tests/fakes/solana-test-wallets.js';
import { WalletStandardDiscovery } from './wallet-standard-discovery.adapter.js';

function discoveryOn(page: Window): { discovery: WalletStandardDiscovery; seen: (readonly WalletConnector[])[] } {
  const discovery = new WalletStandardDiscovery({ networks: [DEVSTACK_SOLANA, SOLANA_MAINNET], window: () => page });
  const seen: (readonly WalletConnector[])[] = [];
  discovery.connectors$.subscribe((list) => seen.push(list));
  return { discovery, seen };
}

/** A wallet-side registration of any object (what a hostile script can do). */
function registerRaw(page: Window, wallet: unknown): void {
  page.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: ({ register }: { register: (w: unknown) => void }) => register(wallet) }));
}

/** A well-formed Solana wallet object, to be broken one field at a time. */
function walletObject(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const noop = { version: '1.0.0', connect: async () => ({ accounts: [] }), signMessage: async () => [] };
  return {
    version: '1.0.0',
    name: 'Other Wallet',
    icon: TEST_ICON,
    chains: ['solana:mainnet'],
    features: { 'standard:connect': noop, 'standard:events': { version: '1.0.0', on: () => () => undefined }, 'solana:signMessage': noop },
    accounts: [],
    ...overrides,
  };
}

describe('WalletStandardDiscovery', () => {
  it('does nothing before start()', () => {
    const page = fakePage();
    const { seen } = discoveryOn(page);
    registerSolanaWallet({ wallet: testSolanaWallet().wallet, target: page });
    expect(seen).toEqual([[]]);
  });

  it('finds a wallet that loaded before the page (it answers app-ready) as an ANNOUNCED solana connector', () => {
    const page = fakePage();
    registerSolanaWallet({ wallet: testSolanaWallet().wallet, target: page });
    const { discovery } = discoveryOn(page);
    discovery.start();
    expect(discovery.snapshot.map((connector) => connector.info)).toEqual([
      { id: 'wallet-standard:Walletport Solana Test Wallet', name: 'Walletport Solana Test Wallet', type: 'ANNOUNCED', chain: 'solana', imageUrl: TEST_ICON },
    ]);
  });

  it('finds a wallet that loads after the page started, and lists it once however often it registers', () => {
    const page = fakePage();
    const { discovery, seen } = discoveryOn(page);
    discovery.start();
    const { wallet } = testSolanaWallet();
    registerSolanaWallet({ wallet, target: page });
    registerSolanaWallet({ wallet, target: page });
    page.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: { register: () => () => undefined } }));
    expect(discovery.snapshot).toHaveLength(1);
    expect(seen.map((list) => list.length)).toEqual([0, 1]);
    discovery.start(); // idempotent: no second app-ready, no second entry
    expect(discovery.snapshot).toHaveLength(1);
  });

  it('lists two wallets of one name once (the first stays)', () => {
    const page = fakePage();
    const { discovery } = discoveryOn(page);
    discovery.start();
    const first = testSolanaWallet().wallet;
    registerSolanaWallet({ wallet: first, target: page });
    registerSolanaWallet({ wallet: testSolanaWallet().wallet, target: page });
    expect(discovery.snapshot).toHaveLength(1);
  });

  it('drops a wallet when its registration is undone', () => {
    const page = fakePage();
    const { discovery } = discoveryOn(page);
    discovery.start();
    let unregister: () => void = () => undefined;
    page.dispatchEvent(
      new CustomEvent('wallet-standard:register-wallet', {
        detail: ({ register }: { register: (w: unknown) => () => void }) => (unregister = register(testSolanaWallet().wallet)),
      }),
    );
    expect(discovery.snapshot).toHaveLength(1);
    unregister();
    expect(discovery.snapshot).toHaveLength(0);
  });

  it.each<[string, unknown]>([
    ['no solana chain', walletObject({ chains: ['eip155:1'] })],
    ['no signing feature', walletObject({ features: { 'standard:connect': { connect: async () => ({ accounts: [] }) } } })],
    ['no connect feature', walletObject({ features: { 'solana:signMessage': { signMessage: async () => [] } } })],
    ['a javascript: icon', walletObject({ icon: 'javascript:alert(1)' })],
    ['an http: icon', walletObject({ icon: 'http://evil.example/icon.png' })],
    ['an empty name', walletObject({ name: '   ' })],
    ['a name of 1000 characters', walletObject({ name: 'x'.repeat(1000) })],
    ['a chain that is not CAIP-2', walletObject({ chains: ['solana'] })],
    ['an account with a bad address', walletObject({ accounts: [{ address: '0xabc', publicKey: new Uint8Array(32), chains: [], features: [] }] })],
    ['features that are not an object', walletObject({ features: 'all of them' })],
    ['a getter that throws', Object.defineProperty(walletObject(), 'name', { get: () => { throw new Error('boom'); } })],
    ['a Proxy whose traps throw', new Proxy(walletObject(), { get: () => { throw new Error('trap'); } })],
    ['a string', 'wallet'],
    ['null', null],
  ])('refuses a wallet object with %s', (_, wallet) => {
    const page = fakePage();
    const { discovery } = discoveryOn(page);
    discovery.start();
    registerRaw(page, wallet);
    expect(discovery.snapshot).toEqual([]);
  });

  it('keeps a well-formed wallet object of another source, with an https icon not loaded', () => {
    const page = fakePage();
    const { discovery } = discoveryOn(page);
    discovery.start();
    registerRaw(page, walletObject({ icon: 'https://wallet.example/icon.png' }));
    expect(discovery.snapshot.map((connector) => connector.info)).toEqual([
      { id: 'wallet-standard:Other Wallet', name: 'Other Wallet', type: 'ANNOUNCED', chain: 'solana', imageUrl: undefined },
    ]);
  });

  it('survives a register-wallet event without a callback and a callback that throws', () => {
    const page = fakePage();
    const { discovery } = discoveryOn(page);
    discovery.start();
    page.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: 'not a function' }));
    page.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: () => { throw new Error('wallet bug'); } }));
    registerSolanaWallet({ wallet: testSolanaWallet().wallet, target: page });
    expect(discovery.snapshot).toHaveLength(1);
  });

  it('stops listening on stop() and keeps the list', () => {
    const page = fakePage();
    const { discovery } = discoveryOn(page);
    discovery.start();
    registerSolanaWallet({ wallet: testSolanaWallet().wallet, target: page });
    discovery.stop();
    registerSolanaWallet({ wallet: testSolanaWallet({ name: 'Late Wallet' }).wallet, target: page });
    expect(discovery.snapshot.map((connector) => connector.info.name)).toEqual(['Walletport Solana Test Wallet']);
  });

  it('does nothing without a window', () => {
    const discovery = new WalletStandardDiscovery({ networks: [DEVSTACK_SOLANA], window: () => undefined });
    expect(() => discovery.start()).not.toThrow();
    expect(discovery.snapshot).toEqual([]);
  });
});
