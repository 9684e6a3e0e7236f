import { describe, expect, it } from 'vitest';
import { ChainDisconnectedError, ProviderDisconnectedError, UserRejectedRequestError } from '../../../domain/entities/errors/rpc-errors.js';
import type { WalletConnectEvent } from '../../../ports/walletconnect.port.js';
import { WalletConnectEip1193Provider, type SessionRequester } from './walletconnect-eip1193-provider.js';

function view(requester: Partial<SessionRequester> = {}) {
  const listeners = new Set<(event: WalletConnectEvent) => void>();
  const requests: { method: string; params: unknown; chain: string }[] = [];
  const provider = new WalletConnectEip1193Provider({
    requester: async () => ({
      hasSession: () => true,
      activeChain: (namespace) => (namespace === 'eip155' ? 'eip155:31337' : undefined),
      request: async (args, chain) => {
        requests.push({ method: args.method, params: args.params, chain });
        return 'answer';
      },
      ...requester,
    }),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
  const emit = (event: WalletConnectEvent) => listeners.forEach((listener) => listener(event));
  return { provider, requests, emit, listeners };
}

describe('WalletConnectEip1193Provider', () => {
  it('sends requests on the active eip155 chain and answers eth_chainId in hex itself', async () => {
    const { provider, requests } = view();
    expect(await provider.request({ method: 'personal_sign', params: ['0x00', '0xabc'] })).toBe('answer');
    expect(requests).toEqual([{ method: 'personal_sign', params: ['0x00', '0xabc'], chain: 'eip155:31337' }]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(requests).toHaveLength(1);
    expect(provider.isWalletConnect).toBe(true);
  });

  it('fails typed: no session (4900), no eip155 account (4901), a wallet rejection (4001)', async () => {
    await expect(view({ hasSession: () => false }).provider.request({ method: 'eth_accounts' })).rejects.toBeInstanceOf(
      ProviderDisconnectedError,
    );
    await expect(view({ activeChain: () => undefined }).provider.request({ method: 'eth_accounts' })).rejects.toBeInstanceOf(
      ChainDisconnectedError,
    );
    const rejecting = view({
      request: async () => {
        throw { code: 5000, message: 'User rejected.' };
      },
    });
    await expect(rejecting.provider.request({ method: 'personal_sign' })).rejects.toBeInstanceOf(UserRejectedRequestError);
  });

  it('turns client events into EIP-1193 events, and stops on removeListener', () => {
    const { provider, emit, listeners } = view();
    const seen: unknown[][] = [];
    const onChain = (...args: unknown[]) => seen.push(['chainChanged', ...args]);
    const onAccounts = (...args: unknown[]) => seen.push(['accountsChanged', ...args]);
    const onDisconnect = (...args: unknown[]) => seen.push(['disconnect', (args[0] as { rpcCode: number }).rpcCode]);
    provider.on('chainChanged', onChain);
    provider.on('chainChanged', onChain);
    provider.on('accountsChanged', onAccounts);
    provider.on('disconnect', onDisconnect);

    emit({ type: 'chainChanged', caipNetworkId: 'eip155:31338' });
    emit({ type: 'chainChanged', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' });
    emit({ type: 'accountsChanged', accounts: ['0xabc'], caipNetworkId: 'eip155:31338' });
    emit({ type: 'accountsChanged', accounts: ['So1'], caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' });
    emit({ type: 'session_delete', topic: 't' });
    expect(seen).toEqual([['chainChanged', '0x7a6a'], ['accountsChanged', ['0xabc']], ['disconnect', 4900]]);

    provider.removeListener('chainChanged', onChain);
    provider.removeListener('accountsChanged', onAccounts);
    provider.removeListener('disconnect', onDisconnect);
    expect(listeners.size).toBe(0);
  });
});
