import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { walletportDevnetA, walletportDevnetB } from '../../domain/entities/network/chains/walletportDevnets.js';
import { deferred } from '../../domain/usecases/shared/deferred.js';
import { userRejectedError } from '../../tests/fakes/wallet-connector.fake.js';
import { settle } from '../testing/shadow.js';
import { connectWallet } from '../views/Account/testing/world.js';
import { useWalletportNetwork } from './useWalletportNetwork.js';
import { hookWorld } from './testing/hook-world.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const setup = () =>
  hookWorld({ options: { networks: [walletportDevnetA, walletportDevnetB] }, wallet: { knownNetworks: [walletportDevnetB.caipNetworkId] } });

describe('useWalletportNetwork', () => {
  it('gives the active network, its id and chain id, and the configured networks', () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useWalletportNetwork(), { wrapper });
    expect(result.current.caipNetwork).toBe(walletportDevnetA);
    expect(result.current.caipNetworkId).toBe('eip155:31337');
    expect(result.current.chainId).toBe(31337);
    expect(result.current.networks).toEqual([walletportDevnetA, walletportDevnetB]);
    expect(result.current.switching).toBe(false);
    expect(result.current.isUnsupportedChain).toBe(false);
  });

  it('switches without a wallet directly', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useWalletportNetwork(), { wrapper });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.switchNetwork(walletportDevnetB);
    });
    expect(outcome).toBe('switched');
    expect(result.current.caipNetworkId).toBe(walletportDevnetB.caipNetworkId);
    expect(result.current.chainId).toBe(31338);
  });

  it('is switching while the wallet is asked, then on the new network; a rejection rejects with the typed error', async () => {
    const { core, ports, wallet, wrapper } = setup();
    const { result } = renderHook(() => useWalletportNetwork(), { wrapper });
    await act(() => connectWallet(core, ports.connectorDiscovery, wallet));
    const gate = deferred<void>();
    const original = wallet.switchNetwork.bind(wallet);
    wallet.switchNetwork = async (network) => {
      await gate.promise;
      return original(network);
    };
    let switching!: Promise<unknown>;
    act(() => {
      switching = result.current.switchNetwork('eip155:31338');
    });
    expect(result.current.switching).toBe(true);
    gate.resolve();
    await act(() => switching);
    expect(result.current.switching).toBe(false);
    expect(result.current.caipNetworkId).toBe('eip155:31338');

    wallet.switchNetwork = original;
    wallet.failSwitchWith = userRejectedError();
    let error: unknown;
    await act(async () => {
      error = await result.current.switchNetwork(walletportDevnetA).catch((caught: unknown) => caught);
    });
    expect(error).toMatchObject({ code: 'USER_REJECTED_REQUEST' });
    expect(result.current.caipNetworkId).toBe('eip155:31338');
  });

  it('follows the wallet, and flags an unconfigured network', async () => {
    const { core, ports, wallet, wrapper } = setup();
    const { result } = renderHook(() => useWalletportNetwork(), { wrapper });
    await act(() => connectWallet(core, ports.connectorDiscovery, wallet));
    act(() => wallet.emitChainChanged(walletportDevnetB.caipNetworkId));
    expect(result.current.caipNetworkId).toBe(walletportDevnetB.caipNetworkId);
    act(() => wallet.emitChainChanged('eip155:999'));
    expect(result.current.isUnsupportedChain).toBe(true);
    await settle();
  });

  it('keeps switchNetwork stable across renders', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useWalletportNetwork(), { wrapper });
    const { switchNetwork } = result.current;
    await act(() => result.current.switchNetwork(walletportDevnetB));
    expect(result.current.switchNetwork).toBe(switchNetwork);
  });
});
