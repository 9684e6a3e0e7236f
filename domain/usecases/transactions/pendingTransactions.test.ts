import { describe, expect, it, vi } from 'vitest';
import { FakeChainAdapter } from '../../../tests/fakes/chain-adapter.fake.js';
import { RecordingLogger } from '../../../tests/fakes/recording-logger.fake.js';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { PENDING_TRANSACTIONS_LIMIT, PENDING_TRANSACTIONS_POLL_INTERVAL_MS, PENDING_TRANSACTIONS_POLLING_ENABLED_BY_DEFAULT } from '../../entities/constants.js';
import { TransactionFollowUseCase, type PendingTransactionsPolling } from './transaction-follow.usecase.js';

const NETWORK = 'eip155:31337';
const FROM = '0x1111111111111111111111111111111111111111';

function world(pendingPolling?: PendingTransactionsPolling) {
  const scheduler = new VirtualScheduler();
  const adapter = new FakeChainAdapter(scheduler);
  const account = { refresh: vi.fn(async (_options: { force: boolean }) => undefined) };
  const logger = new RecordingLogger();
  const follower = new TransactionFollowUseCase({ chainAdapters: new Map([['eip155' as const, adapter]]), account, scheduler, logger, pendingPolling });
  const send = () => adapter.sendTransaction({ provider: { request: async () => undefined }, from: FROM, caipNetworkId: NETWORK, transaction: { to: FROM } });
  return { scheduler, adapter, account, logger, follower, send };
}

describe('pending-transaction polling', () => {
  it('is off by default, every 30 s when on, at most 99 watched (SPEC.md section 9)', () => {
    expect(PENDING_TRANSACTIONS_POLLING_ENABLED_BY_DEFAULT).toBe(false);
    expect(PENDING_TRANSACTIONS_POLL_INTERVAL_MS).toBe(30_000);
    expect(PENDING_TRANSACTIONS_LIMIT).toBe(99);
  });

  it('watches a transaction that missed the confirmation timeout and reloads once it is mined', async () => {
    const { scheduler, adapter, account, logger, follower, send } = world({ enabled: true });
    adapter.neverMine = true;
    const hash = await send();
    void follower.follow({ hash, caipNetworkId: NETWORK });
    await scheduler.advanceAsync(25_000);
    expect(logger.messages('warn')).toEqual(['The transaction was not confirmed within 25 s; the balances were not reloaded (it is watched)']);
    // The first poll 30 s later finds it still pending.
    await scheduler.advanceAsync(30_000);
    expect(account.refresh).not.toHaveBeenCalled();
    adapter.setOutcome(hash, 'success');
    // The poll in progress waits out its 25 s; the next one finds the receipt.
    await scheduler.advanceAsync(25_000 + 5_000);
    expect(account.refresh).toHaveBeenCalledTimes(1);
    expect(scheduler.pendingTimers).toBe(0);
  });

  it('polls at the interval the page chose', async () => {
    const { scheduler, adapter, account, follower, send } = world({ enabled: true, intervalMs: 60_000 });
    adapter.neverMine = true;
    const hash = await send();
    void follower.follow({ hash, caipNetworkId: NETWORK });
    await scheduler.advanceAsync(25_000);
    adapter.setOutcome(hash, 'reverted');
    await scheduler.advanceAsync(59_999);
    expect(account.refresh).not.toHaveBeenCalled();
    await scheduler.advanceAsync(1);
    expect(account.refresh).toHaveBeenCalledTimes(1);
  });

  it('watches at most 99 transactions at once; the next one is only logged', async () => {
    const { scheduler, adapter, logger, follower, send } = world({ enabled: true });
    adapter.neverMine = true;
    const hashes = await Promise.all(Array.from({ length: PENDING_TRANSACTIONS_LIMIT + 1 }, () => send()));
    for (const hash of hashes) void follower.follow({ hash, caipNetworkId: NETWORK });
    await scheduler.advanceAsync(25_000);
    const warnings = logger.messages('warn');
    expect(warnings.filter((line) => line.endsWith('(it is watched)'))).toHaveLength(PENDING_TRANSACTIONS_LIMIT);
    expect(warnings).toContain('At most 99 pending transactions are watched; this one is not');
  });

  it('stops polling on dispose', async () => {
    const { scheduler, adapter, follower, send } = world({ enabled: true });
    adapter.neverMine = true;
    void follower.follow({ hash: await send(), caipNetworkId: NETWORK });
    await scheduler.advanceAsync(25_000);
    expect(scheduler.pendingTimers).toBe(1);
    follower.dispose();
    expect(scheduler.pendingTimers).toBe(0);
  });
});
