import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { walletportDevnetA, walletportDevnetB } from '../../domain/entities/network/chains/walletportDevnets.js';
import { FakeChainAdapter } from '../../tests/fakes/chain-adapter.fake.js';
import { VirtualScheduler } from '../../tests/fakes/virtual-scheduler.fake.js';
import { settle } from '../testing/shadow.js';
import { TEST_ADDRESS, connectWallet } from '../views/Account/testing/world.js';
import { useWalletportAccount } from './useWalletportAccount.js';
import { hookWorld } from './testing/hook-world.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function setup() {
  const scheduler = new VirtualScheduler();
  const chainAdapter = new FakeChainAdapter(scheduler);
  chainAdapter.setBalance(TEST_ADDRESS, walletportDevnetA.caipNetworkId, 2_000_000_000_000_000_000n);
  const world = hookWorld({
    options: { networks: [walletportDevnetA, walletportDevnetB] },
    ports: { scheduler, chainAdapters: new Map([['eip155', chainAdapter]]) },
    wallet: { knownNetworks: [walletportDevnetB.caipNetworkId] },
  });
  return { ...world, chainAdapter };
}

describe('useWalletportAccount', () => {
  it('is disconnected before a wallet connects', () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useWalletportAccount(), { wrapper });
    expect(result.current).toEqual({
      namespace: 'eip155',
      address: undefined,
      caipAddress: undefined,
      status: 'disconnected',
      isConnected: false,
      allAccounts: [],
      embeddedWalletInfo: undefined,
      balance: undefined,
      balanceSymbol: undefined,
      balanceLoading: false,
      profileName: undefined,
      profileImage: undefined,
    });
  });

  it('follows connecting, connected (with the balance), the wallet switching account, and disconnect', async () => {
    const { core, ports, wallet, wrapper } = setup();
    const { result } = renderHook(() => useWalletportAccount(), { wrapper });
    await settle();
    wallet.hangConnect = true;
    let connecting!: Promise<void>;
    act(() => {
      connecting = connectWallet(core, ports.connectorDiscovery, wallet);
    });
    await settle();
    expect(wallet.pendingConnects).toBe(1);
    expect(result.current.status).toBe('connecting');
    expect(result.current.isConnected).toBe(false);
    wallet.release();
    await act(() => connecting);
    await settle();
    expect(result.current).toMatchObject({
      status: 'connected',
      isConnected: true,
      address: TEST_ADDRESS,
      caipAddress: `${walletportDevnetA.caipNetworkId}:${TEST_ADDRESS}`,
      allAccounts: [{ address: TEST_ADDRESS, type: 'eoa' }], // a browser wallet's account is an EOA (issue 29: types from what the wallet says)
      balance: '2',
      balanceSymbol: 'ETH',
      embeddedWalletInfo: undefined,
    });

    act(() => wallet.emitAccountsChanged([BOB]));
    expect(result.current.address).toBe(BOB);
    // The balance shown is never the previous account's.
    expect(result.current.balance).not.toBe('2');

    await act(() => core.connection.disconnect());
    expect(result.current).toMatchObject({ status: 'disconnected', isConnected: false, address: undefined, balance: undefined });
  });

  it('reads another namespace when told: a namespace nobody connected is disconnected', async () => {
    const { core, ports, wallet, wrapper } = setup();
    const { result } = renderHook(() => useWalletportAccount({ namespace: 'solana' }), { wrapper });
    await act(() => connectWallet(core, ports.connectorDiscovery, wallet));
    expect(result.current).toMatchObject({ namespace: 'solana', status: 'disconnected', isConnected: false, address: undefined });
  });

  it('keeps the same object while nothing it returns changed', async () => {
    const { core, ports, wallet, wrapper } = setup();
    const { result, rerender } = renderHook(() => useWalletportAccount(), { wrapper });
    await act(() => connectWallet(core, ports.connectorDiscovery, wallet));
    await settle();
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    act(() => core.modal.open());
    expect(result.current).toBe(first);
  });
});
