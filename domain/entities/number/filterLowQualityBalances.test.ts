import { describe, expect, it } from 'vitest';
import { filterLowQualityBalances } from './filterLowQualityBalances.js';

const balance = (symbol: string, decimals: string | number, address?: string) => ({
  symbol,
  address,
  quantity: { decimals, numeric: '1' },
});

describe('filterLowQualityBalances', () => {
  it('drops native entries with zero decimals, as string or number', () => {
    const kept = filterLowQualityBalances([balance('ETH', '18'), balance('BAD', '0'), balance('BAD2', 0)]);
    expect(kept.map((entry) => entry.symbol)).toEqual(['ETH']);
  });

  it('keeps tokens with an address even with zero decimals', () => {
    const token = balance('NFTISH', '0', '0x0000000000000000000000000000000000000001');
    expect(filterLowQualityBalances([token])).toEqual([token]);
  });

  it('treats an empty address as native', () => {
    expect(filterLowQualityBalances([balance('X', '0', '')])).toEqual([]);
  });

  it('keeps order and the entries themselves', () => {
    const entries = [balance('A', '6', '0xa'), balance('B', '18'), balance('C', '0'), balance('D', '9')];
    const kept = filterLowQualityBalances(entries);
    expect(kept).toEqual([entries[0], entries[1], entries[3]]);
    expect(kept[0]).toBe(entries[0]);
  });

  it('returns an empty list for an empty list', () => {
    expect(filterLowQualityBalances([])).toEqual([]);
  });
});
