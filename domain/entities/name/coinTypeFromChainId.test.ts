import { describe, expect, it } from 'vitest';
import { isWalletportError } from '../errors/base.error.js';
import { coinTypeFromChainId } from './coinTypeFromChainId.js';

describe('coinTypeFromChainId', () => {
  it('maps Ethereum mainnet to 2147483649, as the production client sends (not SLIP-44 60)', () => {
    expect(coinTypeFromChainId(1)).toBe(2147483649);
    expect(coinTypeFromChainId(1)).toBe(0x80000001);
  });

  it('sets the ENSIP-11 high bit for other EVM chains', () => {
    expect(coinTypeFromChainId(10)).toBe(2147483658);
    expect(coinTypeFromChainId(137)).toBe(0x80000089);
    expect(coinTypeFromChainId(8453)).toBe(2147492101);
    expect(coinTypeFromChainId(0)).toBe(0x80000000);
  });

  it('returns an unsigned number at the top of the range', () => {
    expect(coinTypeFromChainId(2147483647)).toBe(4294967295);
  });

  it.each([2147483648, 2 ** 32, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'throws Invalid chainId for %s',
    (chainId) => {
      expect(() => coinTypeFromChainId(chainId)).toThrow('Invalid chainId');
      try {
        coinTypeFromChainId(chainId);
      } catch (error) {
        expect(isWalletportError(error, 'INVALID_CHAIN_ID')).toBe(true);
      }
    },
  );
});
