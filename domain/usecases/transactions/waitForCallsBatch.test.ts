import { describe, expect, it, vi } from 'vitest';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { waitForCallsBatch } from './waitForCallsBatch.js';

function wallet(statuses: unknown[]) {
  const request = vi.fn(async () => {
    const next = statuses.length > 1 ? statuses.shift() : statuses[0];
    if (next instanceof Error) throw next;
    return next;
  });
  return { provider: { request }, request };
}

describe('waitForCallsBatch', () => {
  it('asks wallet_getCallsStatus every second until the batch is confirmed', async () => {
    const scheduler = new VirtualScheduler();
    const { provider, request } = wallet([{ status: 100 }, { status: 100 }, { status: 200, receipts: [{ transactionHash: `0x${'ab'.repeat(32)}` }] }]);
    const done = waitForCallsBatch({ provider, id: 'batch-1', scheduler });
    await scheduler.advanceAsync(2_999);
    expect(request).toHaveBeenCalledTimes(2);
    await scheduler.advanceAsync(1);
    await expect(done).resolves.toBe(true);
    expect(request).toHaveBeenCalledWith({ method: 'wallet_getCallsStatus', params: ['batch-1'] });
  });

  it('counts a reverted batch as landed, and one that failed off chain as not', async () => {
    const scheduler = new VirtualScheduler();
    const reverted = waitForCallsBatch({ provider: wallet([{ status: 500 }]).provider, id: 'a', scheduler });
    const failed = waitForCallsBatch({ provider: wallet([{ status: 400 }]).provider, id: 'b', scheduler });
    const draft = waitForCallsBatch({ provider: wallet([{ status: 'CONFIRMED' }]).provider, id: 'c', scheduler });
    await scheduler.advanceAsync(1_000);
    await expect(reverted).resolves.toBe(true);
    await expect(failed).resolves.toBe(false);
    await expect(draft).resolves.toBe(true);
  });

  it('gives up after the 25 s confirmation timeout, malformed and failing answers counting as pending', async () => {
    const scheduler = new VirtualScheduler();
    const { provider, request } = wallet([{ nonsense: true }, new Error('not supported'), { status: 100 }]);
    const done = waitForCallsBatch({ provider, id: 'slow', scheduler });
    await scheduler.advanceAsync(25_000);
    await expect(done).resolves.toBe(false);
    expect(request).toHaveBeenCalledTimes(25);
    expect(scheduler.pendingTimers).toBe(0);
  });
});
