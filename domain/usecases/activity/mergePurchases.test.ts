import { describe, expect, it } from 'vitest';
import type { ActivityTransaction } from '../../entities/activity/transaction.js';
import { fakeActivityTransaction } from '../../../tests/fakes/blockchain-api.fake.js';
import { mergePurchases } from './mergePurchases.js';

const hash = (byte: string) => `0x${byte.repeat(32)}`;

const chainTx = (id: string, minedAt: string, txHash = hash(id.padStart(2, '0').slice(-2))): ActivityTransaction =>
  fakeActivityTransaction({ id, metadata: { minedAt, hash: txHash } });

const purchase = (id: string, minedAt: string, { status = 'confirmed', txHash = '' }: { status?: 'confirmed' | 'pending' | 'failed'; txHash?: string } = {}) =>
  fakeActivityTransaction({
    id,
    metadata: { operationType: 'buy', minedAt, hash: txHash, status },
    transfers: [{ fungible_info: { name: 'USD Coin', symbol: 'USDC' }, direction: 'in', quantity: { numeric: '49' } }],
  });

const ids = (transactions: readonly ActivityTransaction[]) => transactions.map((transaction) => transaction.id);

describe('mergePurchases', () => {
  it('places each purchase by time among the chain transactions, newest first, keeping the chain order', () => {
    const chain = [chainTx('c3', '2026-03-03T10:00:00Z'), chainTx('c2', '2026-03-02T10:00:00Z'), chainTx('c1', '2026-03-01T10:00:00Z')];
    const purchases = [purchase('p-old', '2026-03-01T12:00:00Z'), purchase('p-new', '2026-03-04T09:00:00Z')];
    expect(ids(mergePurchases({ chain, purchases, complete: true }))).toEqual(['p-new', 'c3', 'c2', 'p-old', 'c1']);
  });

  it('shows a delivery the chain also lists once, as the purchase (hashes compared without case)', () => {
    const delivery = hash('ab');
    const chain = [chainTx('c2', '2026-03-02T10:00:00Z'), chainTx('transfer', '2026-03-01T10:00:05Z', delivery), chainTx('c1', '2026-03-01T09:00:00Z')];
    const bought = purchase('order-1', '2026-03-01T10:00:05Z', { txHash: delivery.toUpperCase().replace('0X', '0x') });
    const merged = mergePurchases({ chain, purchases: [bought], complete: true });
    expect(ids(merged)).toEqual(['c2', 'order-1', 'c1']);
    expect(merged[1]?.metadata.operationType).toBe('buy');
  });

  it('matches no chain transaction for a purchase without a delivery hash yet (pending or failed)', () => {
    const chain = [chainTx('c1', '2026-03-01T09:00:00Z')];
    const pending = purchase('pending', '2026-03-02T09:00:00Z', { status: 'pending' });
    const failed = purchase('failed', '2026-03-01T08:00:00Z', { status: 'failed' });
    const merged = mergePurchases({ chain, purchases: [failed, pending], complete: true });
    expect(merged.map((transaction) => [transaction.id, transaction.metadata.status])).toEqual([
      ['pending', 'pending'],
      ['c1', 'confirmed'],
      ['failed', 'failed'],
    ]);
  });

  it('holds back a purchase older than the oldest loaded chain transaction while older pages are still to come', () => {
    const page = [chainTx('c2', '2026-03-02T10:00:00Z'), chainTx('c1', '2026-03-01T10:00:00Z')];
    const purchases = [purchase('older', '2026-02-01T10:00:00Z'), purchase('inside', '2026-03-01T10:00:00Z')];
    expect(ids(mergePurchases({ chain: page, purchases, complete: false }))).toEqual(['c2', 'c1', 'inside']);
    const allPages = [...page, chainTx('c0', '2026-01-15T10:00:00Z')];
    expect(ids(mergePurchases({ chain: allPages, purchases, complete: false }))).toEqual(['c2', 'c1', 'inside', 'older', 'c0']);
    expect(ids(mergePurchases({ chain: page, purchases, complete: true }))).toEqual(['c2', 'c1', 'inside', 'older']);
  });

  it('shows every purchase when no chain transaction was loaded', () => {
    const purchases = [purchase('a', '2026-02-01T10:00:00Z'), purchase('b', '2026-03-01T10:00:00Z')];
    expect(ids(mergePurchases({ chain: [], purchases, complete: false }))).toEqual(['b', 'a']);
  });

  it('leaves out a purchase whose time cannot be read, and keeps a chain transaction without one where the API put it', () => {
    const chain = [chainTx('c2', '2026-03-02T10:00:00Z'), chainTx('odd', 'not a date'), chainTx('c1', '2026-03-01T10:00:00Z')];
    const purchases = [purchase('undated', 'yesterday'), purchase('p', '2026-03-01T12:00:00Z')];
    expect(ids(mergePurchases({ chain, purchases, complete: true }))).toEqual(['c2', 'odd', 'p', 'c1']);
  });
});
