import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settle } from '../testing/shadow.js';
import { TEST_ADDRESS, connectWallet } from '../views/Account/testing/world.js';
import { useWalletportProvider } from './useWalletportProvider.js';
import { hookWorld } from './testing/hook-world.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const setup = () => hookWorld();

describe('useWalletportProvider', () => {
  it("resolves the connected wallet's EIP-1193 provider, usable for requests, and clears it on disconnect", async () => {
    const { core, ports, wallet, wrapper } = setup();
    const { result } = renderHook(() => useWalletportProvider(), { wrapper });
    expect(result.current).toEqual({ provider: undefined, status: 'disconnected' });
    await act(() => connectWallet(core, ports.connectorDiscovery, wallet));
    await settle();
    expect(result.current.status).toBe('connected');
    // viem's EIP-1193 view of the wallet's own provider: requests and events reach the wallet.
    await expect(result.current.provider?.request({ method: 'eth_accounts' })).resolves.toEqual([TEST_ADDRESS]);
    expect(wallet.provider.requests.at(-1)).toMatchObject({ method: 'eth_accounts' });

    await act(() => core.connection.disconnect());
    expect(result.current).toEqual({ provider: undefined, status: 'disconnected' });
  });

  it('asks the wallet once per connection', async () => {
    const { core, ports, wallet, wrapper } = setup();
    const { result, rerender } = renderHook(() => useWalletportProvider({ namespace: 'eip155' }), { wrapper });
    await act(() => connectWallet(core, ports.connectorDiscovery, wallet));
    await settle();
    const first = result.current.provider;
    expect(first).toBeDefined();
    rerender();
    act(() => wallet.emitChainChanged('eip155:31338'));
    await settle();
    expect(result.current.provider).toBe(first);
    expect(wallet.calls.filter((call) => call.method === 'getProvider')).toHaveLength(1);
  });

  it('stays undefined on a namespace nobody connected', async () => {
    const { core, ports, wallet, wrapper } = setup();
    const { result } = renderHook(() => useWalletportProvider({ namespace: 'solana' }), { wrapper });
    await act(() => connectWallet(core, ports.connectorDiscovery, wallet));
    await settle();
    expect(result.current).toEqual({ provider: undefined, status: 'disconnected' });
  });

  it('ignores a provider that resolves after the wallet disconnected', async () => {
    const { core, ports, wallet, wrapper } = setup();
    let release!: () => void;
    const original = wallet.getProvider.bind(wallet);
    wallet.getProvider = () => new Promise((resolve) => (release = () => void original().then(resolve)));
    const { result } = renderHook(() => useWalletportProvider(), { wrapper });
    await act(() => connectWallet(core, ports.connectorDiscovery, wallet));
    await act(() => core.connection.disconnect());
    await act(async () => release());
    await settle();
    expect(result.current.provider).toBeUndefined();
  });
});
