import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { walletportDevnetA } from '../../domain/entities/network/chains/walletportDevnets.js';
import { createTestClient } from '../../tests/fakes/create-test-client.js';
import { FakeWalletConnector } from '../../tests/fakes/wallet-connector.fake.js';
import { WalletportProvider } from '../provider/WalletportProvider.js';
import { settle } from '../testing/shadow.js';
import { TEST_ADDRESS, TEST_WALLET_INFO, connectWallet } from '../views/Account/testing/world.js';
import { useProvider } from './useProvider.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

function setup() {
  const { client, ports } = createTestClient();
  const wallet = new FakeWalletConnector({ info: TEST_WALLET_INFO, accounts: [TEST_ADDRESS], caipNetworkId: walletportDevnetA.caipNetworkId });
  const wrapper = ({ children }: { children?: ReactNode }) => <WalletportProvider client={client}>{children}</WalletportProvider>;
  return { client, ports, wallet, wrapper };
}

describe('useProvider', () => {
  it("resolves the connected wallet's EIP-1193 provider, usable for requests, and clears it on disconnect", async () => {
    const { client, ports, wallet, wrapper } = setup();
    const { result } = renderHook(() => useProvider(), { wrapper });
    expect(result.current).toEqual({ provider: undefined, status: 'disconnected' });
    await act(() => connectWallet(client, ports.connectorDiscovery, wallet));
    await settle();
    expect(result.current.status).toBe('connected');
    expect(result.current.provider).toBe(wallet.provider);
    await expect(result.current.provider?.request({ method: 'eth_accounts' })).resolves.toEqual([TEST_ADDRESS]);

    await act(() => client.connection.disconnect());
    expect(result.current).toEqual({ provider: undefined, status: 'disconnected' });
  });

  it('asks the wallet once per connection', async () => {
    const { client, ports, wallet, wrapper } = setup();
    const { result, rerender } = renderHook(() => useProvider('eip155'), { wrapper });
    await act(() => connectWallet(client, ports.connectorDiscovery, wallet));
    await settle();
    rerender();
    act(() => wallet.emitChainChanged('eip155:31338'));
    await settle();
    expect(result.current.provider).toBe(wallet.provider);
    expect(wallet.calls.filter((call) => call.method === 'getProvider')).toHaveLength(1);
  });

  it('stays undefined on a namespace nobody connected', async () => {
    const { client, ports, wallet, wrapper } = setup();
    const { result } = renderHook(() => useProvider('solana'), { wrapper });
    await act(() => connectWallet(client, ports.connectorDiscovery, wallet));
    await settle();
    expect(result.current).toEqual({ provider: undefined, status: 'disconnected' });
  });

  it('ignores a provider that resolves after the wallet disconnected', async () => {
    const { client, ports, wallet, wrapper } = setup();
    let release!: () => void;
    const original = wallet.getProvider.bind(wallet);
    wallet.getProvider = () => new Promise((resolve) => (release = () => void original().then(resolve)));
    const { result } = renderHook(() => useProvider(), { wrapper });
    await act(() => connectWallet(client, ports.connectorDiscovery, wallet));
    await act(() => client.connection.disconnect());
    await act(async () => release());
    await settle();
    expect(result.current.provider).toBeUndefined();
  });
});
