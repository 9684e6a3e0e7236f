import { describe, expect, it, vi } from 'vitest';
import { FakeChainAdapter } from '../../../tests/fakes/chain-adapter.fake.js';
import { RecordingLogger } from '../../../tests/fakes/recording-logger.fake.js';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import { TRANSACTION_CONFIRMATION_TIMEOUT_MS } from '../../entities/constants.js';
import { TransactionFollowUseCase, type BatchFollow, type PendingTransactionsPolling } from './transaction-follow.usecase.js';

const NETWORK = 'eip155:31337';
const FROM = '0x1111111111111111111111111111111111111111';

function world(pendingPolling?: PendingTransactionsPolling, batches?: BatchFollow) {
  const scheduler = new VirtualScheduler();
  const adapter = new FakeChainAdapter(scheduler);
  const account = { refresh: vi.fn(async (_options: { force: boolean }) => undefined) };
  const activity = { refresh: vi.fn(async () => undefined) };
  const logger = new RecordingLogger();
  const follower = new TransactionFollowUseCase({
    chainAdapters: new Map([['eip155' as const, adapter]]),
    account,
    activity,
    scheduler,
    logger,
    pendingPolling,
    batches,
  });
  return { scheduler, adapter, account, activity, logger, follower };
}

/** A transaction the fake chain knows, sent while its switches are as set. */
async function sent(adapter: FakeChainAdapter): Promise<string> {
  return adapter.sendTransaction({ provider: { request: async () => undefined }, from: FROM, caipNetworkId: NETWORK, transaction: { to: FROM, value: 1n } });
}

/** A wallet provider whose eth_sendTransaction answers `answer` (or rejects with it). */
function wallet(answer: () => Promise<unknown>) {
  const request = vi.fn(async ({ method }: { method: string }) => (method === 'eth_sendTransaction' ? answer() : '0x7a69'));
  const provider: Eip1193Provider = { request, on: vi.fn(), removeListener: vi.fn() };
  return { provider, request };
}

describe('TransactionFollowUseCase', () => {
  it('reloads the balances past their caches, and the activity, once the receipt arrives (within 25 s)', async () => {
    const { scheduler, adapter, account, activity, follower } = world();
    adapter.mineAfterMs = 12_000;
    const hash = await sent(adapter);
    const done = follower.follow({ hash, caipNetworkId: NETWORK });
    await scheduler.advanceAsync(11_999);
    expect(account.refresh).not.toHaveBeenCalled();
    await scheduler.advanceAsync(1);
    await done;
    expect(account.refresh).toHaveBeenCalledTimes(1);
    expect(account.refresh).toHaveBeenCalledWith({ force: true });
    expect(activity.refresh).toHaveBeenCalledTimes(1);
    expect(adapter.calls.find((call) => call.method === 'waitForTransaction')?.params).toMatchObject({ hash, timeoutMs: 25_000 });
    expect(TRANSACTION_CONFIRMATION_TIMEOUT_MS).toBe(25_000);
  });

  it('reloads once for a hash reported twice (the embedded wallet approval and its provider answer)', async () => {
    const { scheduler, adapter, account, follower } = world();
    adapter.mineAfterMs = 1_000;
    const hash = await sent(adapter);
    const first = follower.follow({ hash, caipNetworkId: NETWORK });
    const second = follower.follow({ hash, caipNetworkId: NETWORK });
    await scheduler.advanceAsync(1_000);
    await Promise.all([first, second]);
    await follower.follow({ hash, caipNetworkId: NETWORK });
    expect(account.refresh).toHaveBeenCalledTimes(1);
  });

  it('follows a Solana signature through the solana chain adapter, once it confirms', async () => {
    const { scheduler, account, activity, logger } = world();
    const solana = new FakeChainAdapter(scheduler, { namespace: 'solana' });
    solana.mineAfterMs = 2_000;
    const follower = new TransactionFollowUseCase({ chainAdapters: new Map([['solana' as const, solana]]), account, activity, scheduler, logger });
    const caipNetworkId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
    const from = 'JBBgQwgvxKJZVYRdoVW4VsPNs2J9kwsvo9am64S5Nfce';
    const signature = await solana.transfer({ provider: { request: async () => undefined }, from, to: from, caipNetworkId, amount: 1n });
    const done = follower.follow({ hash: signature, caipNetworkId });
    await scheduler.advanceAsync(1_999);
    expect(account.refresh).not.toHaveBeenCalled();
    await scheduler.advanceAsync(1);
    await done;
    expect(solana.calls.filter((call) => call.method === 'waitForTransaction')).toHaveLength(1);
    expect(account.refresh).toHaveBeenCalledWith({ force: true });
    expect(activity.refresh).toHaveBeenCalledTimes(1);
  });

  it('follows a Bitcoin txid through the bip122 chain adapter, on a bip122 network only', async () => {
    const { scheduler, account, activity, logger } = world();
    const bitcoin = new FakeChainAdapter(scheduler, { namespace: 'bip122' });
    bitcoin.mineAfterMs = 1_000;
    const follower = new TransactionFollowUseCase({ chainAdapters: new Map([['bip122' as const, bitcoin]]), account, activity, scheduler, logger });
    const caipNetworkId = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
    const from = 'bcrt1qwerepfw0m9wmxlfg274xa8ep6dyyws39evv6e4';
    const txid = await bitcoin.transfer({ provider: { request: async () => undefined }, from, to: from, caipNetworkId, amount: 1_000n });
    // A txid has no 0x: on another namespace's network it is not a transaction hash.
    await follower.follow({ hash: txid, caipNetworkId: NETWORK });
    const done = follower.follow({ hash: txid, caipNetworkId });
    await scheduler.advanceAsync(1_000);
    await done;
    expect(bitcoin.calls.filter((call) => call.method === 'waitForTransaction')).toEqual([
      { method: 'waitForTransaction', params: { hash: txid, caipNetworkId, timeoutMs: 25_000 } },
    ]);
    expect(account.refresh).toHaveBeenCalledWith({ force: true });
    expect(activity.refresh).toHaveBeenCalledTimes(1);
  });

  it('still reloads after a reverted transaction: the gas was paid', async () => {
    const { scheduler, adapter, account, follower } = world();
    adapter.revertNext = true;
    adapter.mineAfterMs = 3_000;
    const hash = await sent(adapter);
    const done = follower.follow({ hash, caipNetworkId: NETWORK });
    await scheduler.advanceAsync(3_000);
    await done;
    expect(account.refresh).toHaveBeenCalledTimes(1);
  });

  it('reloads nothing and logs when no receipt arrives within 25 s; nothing keeps polling by default', async () => {
    const { scheduler, adapter, account, activity, logger, follower } = world();
    adapter.neverMine = true;
    const hash = await sent(adapter);
    const done = follower.follow({ hash, caipNetworkId: NETWORK });
    await scheduler.advanceAsync(24_999);
    expect(logger.messages('warn')).toEqual([]);
    await scheduler.advanceAsync(1);
    await expect(done).resolves.toBeUndefined();
    expect(account.refresh).not.toHaveBeenCalled();
    expect(activity.refresh).not.toHaveBeenCalled();
    expect(logger.messages('warn')).toEqual(['The transaction was not confirmed within 25 s; the balances were not reloaded']);
    expect(scheduler.pendingTimers).toBe(0);
  });

  it('ignores what is not a transaction hash, and networks without a chain adapter', async () => {
    const { adapter, account, follower } = world();
    await follower.follow({ hash: '0x1234', caipNetworkId: NETWORK });
    await follower.follow({ hash: undefined, caipNetworkId: NETWORK });
    await follower.follow({ hash: `0x${'cd'.repeat(32)}`, caipNetworkId: undefined });
    await follower.follow({ hash: `0x${'cd'.repeat(32)}`, caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' });
    expect(adapter.calls).toEqual([]);
    expect(account.refresh).not.toHaveBeenCalled();
  });

  it('logs a reload that fails and never rejects', async () => {
    const { adapter, account, logger, follower } = world();
    account.refresh.mockRejectedValueOnce(new Error('API down'));
    const hash = await sent(adapter);
    await expect(follower.follow({ hash, caipNetworkId: NETWORK })).resolves.toBeUndefined();
    expect(logger.messages('error')).toEqual(['The account data was not reloaded after a transaction']);
  });

  describe('the provider handed out', () => {
    it('follows a transaction sent through it and hands the caller the wallet answer untouched', async () => {
      const { scheduler, adapter, account, follower } = world();
      adapter.mineAfterMs = 2_000;
      const hash = await sent(adapter);
      const { provider, request } = wallet(async () => hash);
      const followed = follower.providerFor(provider, () => NETWORK);
      const answer = followed.request({ method: 'eth_sendTransaction', params: [{ from: FROM, to: FROM }] });
      await expect(answer).resolves.toBe(hash);
      expect(request).toHaveBeenCalledWith({ method: 'eth_sendTransaction', params: [{ from: FROM, to: FROM }] });
      await scheduler.advanceAsync(2_000);
      expect(account.refresh).toHaveBeenCalledTimes(1);
      expect(adapter.calls.find((call) => call.method === 'waitForTransaction')?.params).toMatchObject({ hash, caipNetworkId: NETWORK });
    });

    it('follows on the chain the transaction names, read before the wallet answers', async () => {
      const { scheduler, adapter, follower } = world();
      const hash = await sent(adapter);
      let network = 'eip155:1';
      const { provider } = wallet(async () => {
        network = 'eip155:10';
        return hash;
      });
      const followed = follower.providerFor(provider, () => network);
      await followed.request({ method: 'eth_sendTransaction', params: [{ from: FROM, chainId: '0x7a69' }] });
      await followed.request({ method: 'eth_sendTransaction', params: [{ from: FROM }] });
      await scheduler.advanceAsync(0);
      const waits = adapter.calls.filter((call) => call.method === 'waitForTransaction').map((call) => (call.params as { caipNetworkId: string }).caipNetworkId);
      expect(waits).toEqual([NETWORK]); // the second is the same hash: followed once
    });

    it('rethrows the wallet error as it is and reloads nothing when the request fails', async () => {
      const { scheduler, account, adapter, follower } = world();
      const rejection = { code: 4001, message: 'User rejected the request.' };
      const { provider } = wallet(async () => {
        throw rejection;
      });
      const followed = follower.providerFor(provider, () => NETWORK);
      await expect(followed.request({ method: 'eth_sendTransaction', params: [{}] })).rejects.toBe(rejection);
      await scheduler.advanceAsync(TRANSACTION_CONFIRMATION_TIMEOUT_MS);
      expect(adapter.calls).toEqual([]);
      expect(account.refresh).not.toHaveBeenCalled();
    });

    it('passes reads and signatures through without following anything', async () => {
      const { adapter, follower } = world();
      const { provider } = wallet(async () => undefined);
      const followed = follower.providerFor(provider, () => NETWORK);
      await expect(followed.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69');
      expect(adapter.calls).toEqual([]);
    });

    it('is one object per wallet provider (React and wagmi key on it), with the wallet events passed through', () => {
      const { follower } = world();
      const { provider } = wallet(async () => undefined);
      const followed = follower.providerFor(provider, () => NETWORK);
      expect(follower.providerFor(provider, () => NETWORK)).toBe(followed);
      const listener = () => undefined;
      followed.on?.('chainChanged', listener);
      followed.removeListener?.('chainChanged', listener);
      expect(provider.on).toHaveBeenCalledWith('chainChanged', listener);
      expect(provider.removeListener).toHaveBeenCalledWith('chainChanged', listener);
    });
  });

  it('follows a wallet_sendCalls batch whose id is no hash through wallet_getCallsStatus, once', async () => {
    const { scheduler, account, follower } = world();
    const statuses = [{ status: 100 }, { status: 200, receipts: [{ transactionHash: `0x${'ef'.repeat(32)}` }] }];
    const request = vi.fn(async ({ method }: { method: string }) => (method === 'wallet_sendCalls' ? { id: 'batch-7' } : statuses.shift() ?? statuses[0]));
    const followed = follower.providerFor({ request }, () => NETWORK);
    await expect(followed.request({ method: 'wallet_sendCalls', params: [{ chainId: '0x7a69', calls: [] }] })).resolves.toEqual({ id: 'batch-7' });
    await followed.request({ method: 'wallet_sendCalls', params: [{ chainId: '0x7a69', calls: [] }] });
    await scheduler.advanceAsync(1_000);
    expect(account.refresh).not.toHaveBeenCalled();
    await scheduler.advanceAsync(1_000);
    expect(account.refresh).toHaveBeenCalledTimes(1);
    expect(request.mock.calls.filter(([args]) => args.method === 'wallet_getCallsStatus')).toHaveLength(2);
  });

  it("follows a batch whose id is a user operation hash through its status (the bundler's receipt), reloading once when it lands", async () => {
    const userOperation = `0x${'ab'.repeat(32)}`;
    let land: (landed: boolean) => void = () => undefined;
    const landed = vi.fn((_batch: { id: string; caipNetworkId: string | undefined }) => new Promise<boolean | undefined>((resolve) => (land = resolve)));
    const { adapter, account, activity, follower } = world(undefined, { landed });
    const request = vi.fn(async () => ({ id: userOperation }));
    const followed = follower.providerFor({ request }, () => 'eip155:1');
    await followed.request({ method: 'wallet_sendCalls', params: [{ chainId: '0x7a69', calls: [] }] });
    await followed.request({ method: 'wallet_sendCalls', params: [{ chainId: '0x7a69', calls: [] }] });
    expect(landed.mock.calls).toEqual([[{ id: userOperation, caipNetworkId: NETWORK }]]);
    expect(account.refresh).not.toHaveBeenCalled();
    land(true);
    await vi.waitFor(() => expect(account.refresh).toHaveBeenCalledTimes(1));
    expect(activity.refresh).toHaveBeenCalledTimes(1);
    // A user operation hash is no transaction: the chain is never asked for its receipt.
    expect(adapter.calls.some((call) => call.method === 'waitForTransaction')).toBe(false);
  });

  it('reloads nothing for a batch that failed off chain, and follows a transaction-hash id as a transaction when its status cannot be read', async () => {
    const failed = world(undefined, { landed: async () => false });
    const followedFailed = failed.follower.providerFor({ request: async () => ({ id: 'batch-1' }) }, () => NETWORK);
    await followedFailed.request({ method: 'wallet_sendCalls', params: [{ calls: [] }] });
    await failed.scheduler.advanceAsync(30_000);
    expect(failed.account.refresh).not.toHaveBeenCalled();

    const unreadable = world(undefined, { landed: async () => undefined });
    unreadable.adapter.mineAfterMs = 1_000;
    const hash = await sent(unreadable.adapter);
    const followed = unreadable.follower.providerFor({ request: async () => ({ id: hash }) }, () => NETWORK);
    await followed.request({ method: 'wallet_sendCalls', params: [{ calls: [] }] });
    await unreadable.scheduler.advanceAsync(1_000);
    await vi.waitFor(() => expect(unreadable.account.refresh).toHaveBeenCalledTimes(1));
  });
});
