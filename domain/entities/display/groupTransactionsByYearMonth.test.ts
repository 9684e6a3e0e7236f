import { describe, expect, it } from 'vitest';
import { groupTransactionsByYearMonth } from './groupTransactionsByYearMonth.js';

type Tx = { id: string; minedAt: string };
const tx = (id: string, minedAt: string): Tx => ({ id, minedAt });
const NOW = Date.UTC(2025, 5, 15);
const group = (transactions: Tx[]) => groupTransactionsByYearMonth(transactions, (t) => t.minedAt, NOW);

describe('groupTransactionsByYearMonth', () => {
  it('groups by year and month, newest month first, titled', () => {
    const groups = group([
      tx('a', '2025-06-10T10:00:00Z'),
      tx('b', '2025-06-01T00:00:00Z'),
      tx('c', '2025-03-20T00:00:00Z'),
      tx('d', '2024-12-31T23:59:59Z'),
      tx('e', '2024-03-05T00:00:00Z'),
    ]);
    expect(groups.map(({ year, month, title }) => ({ year, month, title }))).toEqual([
      { year: 2025, month: 6, title: 'June' },
      { year: 2025, month: 3, title: 'March' },
      { year: 2024, month: 12, title: 'December 2024' },
      { year: 2024, month: 3, title: 'March 2024' },
    ]);
    expect(groups[0]?.items.map((t) => t.id)).toEqual(['a', 'b']);
  });

  it('orders months even when the input is not sorted, keeping input order inside a month', () => {
    const groups = group([
      tx('old', '2023-01-02T00:00:00Z'),
      tx('new1', '2025-02-01T00:00:00Z'),
      tx('mid', '2024-07-01T00:00:00Z'),
      tx('new2', '2025-02-28T00:00:00Z'),
    ]);
    expect(groups.map((g) => g.title)).toEqual(['February', 'July 2024', 'January 2023']);
    expect(groups[0]?.items.map((t) => t.id)).toEqual(['new1', 'new2']);
  });

  it('uses UTC months regardless of the offset in the date string', () => {
    const groups = group([tx('x', '2025-04-30T23:30:00-02:00')]);
    expect(groups[0]).toMatchObject({ year: 2025, month: 5, title: 'May' });
  });

  it('accepts millisecond timestamps', () => {
    const groups = groupTransactionsByYearMonth([{ at: Date.UTC(2024, 0, 9) }], (t) => t.at, NOW);
    expect(groups).toEqual([{ year: 2024, month: 1, title: 'January 2024', items: [{ at: Date.UTC(2024, 0, 9) }] }]);
  });

  it('returns no groups for no transactions', () => {
    expect(group([])).toEqual([]);
  });

  it('throws INVALID_NUMBER for a date that does not parse', () => {
    expect(() => group([tx('bad', 'not a date')])).toThrow('Invalid number: not a date');
  });
});
