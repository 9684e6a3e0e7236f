import { describe, expect, it } from 'vitest';
import { coinTypeFromChainId } from '../../../domain/entities/name/index.js';
import { chainIdFromCoinType } from './chain-id-from-coin-type.js';

describe('chainIdFromCoinType', () => {
  it('undoes coinTypeFromChainId', () => {
    for (const chainId of [0, 1, 10, 31337, 31338, 2147483647]) expect(chainIdFromCoinType(coinTypeFromChainId(chainId))).toBe(chainId);
  });

  it("reads SLIP-44's 60 as Ethereum mainnet", () => {
    expect(chainIdFromCoinType(60)).toBe(1);
  });

  it('names no chain for other coin types', () => {
    for (const coinType of [0, 501, 2147483647, 2 ** 32, 1.5, -1]) expect(chainIdFromCoinType(coinType)).toBeUndefined();
  });
});
