import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle } from '../testing/shadow.js';
import { TEST_ADDRESS, connectWallet } from '../views/Account/testing/world.js';
import { WalletStandardConnector } from '../../adapters/wallets/wallet-standard/wallet-standard-connector.adapter.js';
import { WalletStandardHandle } from '../../adapters/wallets/wallet-standard/wallet-standard-handle.js';
import { parseStandardWallet } from '../../adapters/wallets/wallet-standard/wallet-standard.schema.js';
import { walletportDevnetA } from '../../domain/entities/network/chains/walletportDevnets.js';
import { DEVSTACK_SOLANA, testSolanaWallet } from '../../tests/fakes/solana-test-wallets.js';
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

  it("hands out the connected Solana wallet on the solana namespace, and clears it on that namespace's disconnect", async () => {
    const { wallet: solanaWallet } = testSolanaWallet();
    const connector = new WalletStandardConnector({ handle: new WalletStandardHandle(solanaWallet, parseStandardWallet(solanaWallet)!), networks: [DEVSTACK_SOLANA] });
    const solanaNetwork = {
      id: DEVSTACK_SOLANA.split(':')[1]!,
      caipNetworkId: DEVSTACK_SOLANA,
      chainNamespace: 'solana' as const,
      name: 'Walletport Solana Devnet',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    };
    const { core, wrapper } = hookWorld({ options: { networks: [walletportDevnetA, solanaNetwork] }, ports: { extraConnectors: [connector] } });
    const { result } = renderHook(() => useWalletportProvider({ namespace: 'solana' }), { wrapper });
    await act(() => core.connection.connect({ connectorId: connector.info.id }));
    await settle();
    expect(result.current.status).toBe('connected');
    // The Solana shape is a chunk of its own: it arrives once that has loaded.
    await vi.waitFor(() => expect(result.current.provider).toBeDefined());
    expect(result.current.provider?.address).toBe('JBBgQwgvxKJZVYRdoVW4VsPNs2J9kwsvo9am64S5Nfce');
    expect(result.current.provider?.chain).toBe(DEVSTACK_SOLANA);
    await expect(result.current.provider?.signMessage(new Uint8Array([1, 2, 3]))).resolves.toHaveLength(64);

    await act(() => core.connection.disconnect('solana'));
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
