// The EIP-1193 view over the fake WalletConnect client, which hands this very view out from getProvider():
// its session and requests are the fake's, the view is the production one under test.
import { describe, expect, it } from 'vitest';
import { WALLETCONNECT_REQUEST_TIMEOUT_MS } from '../../../domain/entities/constants.js';
import { isWalletportError } from '../../../domain/entities/errors/base.error.js';
import { ChainDisconnectedError, ProviderDisconnectedError, UserRejectedRequestError } from '../../../domain/entities/errors/rpc-errors.js';
import { flushMicrotasks, VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { FakeWalletConnectClient } from '../../../tests/fakes/walletconnect-client.fake.js';
import { WalletConnectEip1193Provider } from './walletconnect-eip1193-provider.js';

const ALICE = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

/** The fake client with a session on `chain` (none when null), and the view it hands out. */
async function view(chain: string | null = 'eip155:31337') {
  const scheduler = new VirtualScheduler();
  const client = new FakeWalletConnectClient(scheduler);
  if (chain !== null) {
    const connecting = client.connect({ optionalNamespaces: { eip155: { chains: [chain], methods: ['personal_sign'], events: [] } } });
    client.approve({ accounts: [chain.startsWith('solana:') ? '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' : ALICE], caipNetworkId: chain });
    await connecting;
  }
  const provider = await client.getProvider();
  expect(provider).toBeInstanceOf(WalletConnectEip1193Provider);
  return { client, scheduler, provider: provider as WalletConnectEip1193Provider };
}

describe('WalletConnectEip1193Provider', () => {
  it('sends requests on the active eip155 chain and answers eth_chainId in hex itself', async () => {
    const { client, provider } = await view();
    expect(await provider.request({ method: 'personal_sign', params: ['0x00', ALICE] })).toMatch(/^0x[0-9a-f]{130}$/);
    expect(client.requests).toEqual([{ method: 'personal_sign', params: ['0x00', ALICE], caipNetworkId: 'eip155:31337' }]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(client.requests).toHaveLength(1);
    expect(provider.isWalletConnect).toBe(true);
  });

  it('fails typed: no session (4900), no eip155 account (4901), a wallet rejection (4001)', async () => {
    await expect((await view(null)).provider.request({ method: 'eth_accounts' })).rejects.toBeInstanceOf(ProviderDisconnectedError);
    await expect((await view(SOLANA)).provider.request({ method: 'eth_accounts' })).rejects.toBeInstanceOf(ChainDisconnectedError);
    const { client, provider } = await view();
    client.failNext('personal_sign', { code: 5000, message: 'User rejected.' });
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', ALICE] })).rejects.toBeInstanceOf(UserRejectedRequestError);
  });

  it('turns client events into EIP-1193 events, and stops on removeListener', async () => {
    const { client, provider } = await view();
    const seen: unknown[][] = [];
    const onChain = (...args: unknown[]) => seen.push(['chainChanged', ...args]);
    const onAccounts = (...args: unknown[]) => seen.push(['accountsChanged', ...args]);
    const onDisconnect = (...args: unknown[]) => seen.push(['disconnect', (args[0] as { rpcCode: number }).rpcCode]);
    provider.on('chainChanged', onChain);
    provider.on('chainChanged', onChain);
    provider.on('accountsChanged', onAccounts);
    provider.on('disconnect', onDisconnect);

    client.emitChainChanged('eip155:31338');
    client.emitChainChanged(SOLANA);
    client.emitAccountsChanged(['0xabc'], 'eip155:31338');
    client.emitAccountsChanged(['So1'], SOLANA);
    client.emitSessionDelete();
    expect(seen).toEqual([['chainChanged', '0x7a6a'], ['accountsChanged', ['0xabc']], ['disconnect', 4900]]);

    provider.removeListener('chainChanged', onChain);
    provider.removeListener('accountsChanged', onAccounts);
    provider.removeListener('disconnect', onDisconnect);
    expect(client.listenerCount).toBe(0);
  });

  it('fails a request the wallet never answers with REQUEST_TIMEOUT after WALLETCONNECT_REQUEST_TIMEOUT_MS (issue 18, defect 8)', async () => {
    const { client, scheduler, provider } = await view();
    // Undeliverable: the page is no longer subscribed to the session topic, so the answer never comes back.
    client.handle('personal_sign', () => new Promise(() => undefined));
    let outcome: unknown = 'pending';
    provider.request({ method: 'personal_sign', params: ['0x00', ALICE] }).then(
      (value) => (outcome = value),
      (error: unknown) => (outcome = error),
    );
    await flushMicrotasks();
    await scheduler.advanceAsync(WALLETCONNECT_REQUEST_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await scheduler.advanceAsync(1);
    await flushMicrotasks();
    expect(isWalletportError(outcome) && outcome.code).toBe('REQUEST_TIMEOUT');
    expect(isWalletportError(outcome) && outcome.shortMessage).toBe('Request timed out');
    expect(WALLETCONNECT_REQUEST_TIMEOUT_MS).toBe(120_000);

    // The session is kept: the next request goes through, and an answer in time cancels the timer.
    client.handle('personal_sign', () => '0xsigned');
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', ALICE] })).resolves.toBe('0xsigned');
    expect(scheduler.pendingTimers).toBe(0);
  });
});

