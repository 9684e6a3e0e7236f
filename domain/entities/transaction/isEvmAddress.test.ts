import { describe, expect, it } from 'vitest';
import { isEvmAddress } from './isEvmAddress.js';

describe('isEvmAddress', () => {
  it('accepts the checksum, all lower case and all upper case', () => {
    expect(isEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(true);
    expect(isEvmAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true);
    expect(isEvmAddress('0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBe(true);
  });

  it.each([
    ['a broken checksum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'],
    ['39 hex characters', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beae'],
    ['no prefix', '5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'],
    ['a non-hex character', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaeg'],
  ])('rejects %s', (_, value) => {
    expect(isEvmAddress(value)).toBe(false);
  });
});
