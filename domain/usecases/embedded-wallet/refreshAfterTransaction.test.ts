import { describe, expect, it, vi } from 'vitest';
import { FakeChainAdapter } from '../../../tests/fakes/chain-adapter.fake.js';
import { RecordingLogger } from '../../../tests/fakes/recording-logger.fake.js';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { TRANSACTION_CONFIRMATION_TIMEOUT_MS } from '../../entities/constants.js';
import { refreshAfterTransaction } from './refreshAfterTransaction.js';

const HASH = `0x${'ab'.repeat(32)}`;

function world() {
  const scheduler = new VirtualScheduler();
  const adapter = new FakeChainAdapter(scheduler);
  const account = { refresh: vi.fn(async () => undefined) };
  const chainAdapters = new Map([['eip155' as const, adapter]]);
  return { scheduler, adapter, account, chainAdapters, logger: new RecordingLogger() };
}

describe('refreshAfterTransaction', () => {
  it('reloads the account data once the receipt arrives, waiting at most 25 s for it', async () => {
    const { adapter, account, chainAdapters, logger, scheduler } = world();
    adapter.mineAfterMs = 5_000;
    const done = refreshAfterTransaction({ hash: HASH, caipNetworkId: 'eip155:31337', chainAdapters, account, logger });
    expect(TRANSACTION_CONFIRMATION_TIMEOUT_MS).toBe(25_000);
    await scheduler.advanceAsync(4_999);
    expect(account.refresh).not.toHaveBeenCalled();
    await scheduler.advanceAsync(1);
    await done;
    expect(account.refresh).toHaveBeenCalledWith({ force: true });
    expect(adapter.calls.find((call) => call.method === 'waitForTransaction')?.params).toMatchObject({ hash: HASH, timeoutMs: 25_000 });
  });

  it('leaves the balance alone when the transaction does not confirm in time, and never throws', async () => {
    const { adapter, account, chainAdapters, logger, scheduler } = world();
    adapter.mineAfterMs = 60_000;
    const done = refreshAfterTransaction({ hash: HASH, caipNetworkId: 'eip155:31337', chainAdapters, account, logger });
    await scheduler.advanceAsync(25_000);
    await expect(done).resolves.toBeUndefined();
    expect(account.refresh).not.toHaveBeenCalled();
  });

  it('ignores an answer that is not a transaction hash', async () => {
    const { account, chainAdapters, logger } = world();
    await refreshAfterTransaction({ hash: '0x1234', caipNetworkId: 'eip155:31337', chainAdapters, account, logger });
    await refreshAfterTransaction({ hash: HASH, caipNetworkId: undefined, chainAdapters, account, logger });
    expect(account.refresh).not.toHaveBeenCalled();
  });
});
