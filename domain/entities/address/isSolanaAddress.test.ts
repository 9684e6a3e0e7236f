import { describe, it, expect } from 'vitest';
import { isSolanaAddress } from './isSolanaAddress.js';

describe('isSolanaAddress', () => {
  it.each([
    '11111111111111111111111111111111', // system program: 32 zero bytes
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', // SPL token program
    'So11111111111111111111111111111111111111112', // wrapped SOL mint
    'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', // USDC mint
    'JEKNVnkbo3jma5nREBBJCDoXFVeKkD56V3xKrvRmWxFG', // 32 bytes of 0xff, the largest key
  ])('accepts %s', (address) => {
    expect(isSolanaAddress(address)).toBe(true);
  });

  it.each([
    ['too short', '1111111111111111111111111111111'],
    ['too long', '111111111111111111111111111111111111111111111'],
    ['not base58 (0)', '0PjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'],
    ['not base58 (l)', 'lPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'],
    ['decodes to 33 bytes', 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz'],
    ['decodes to fewer than 32 bytes', '2222222222222222222222222222222222'],
    ['an EVM address', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
  ])('rejects %s', (_reason, value) => {
    expect(isSolanaAddress(value)).toBe(false);
  });

  it('rejects values that are not strings', () => {
    expect(isSolanaAddress(null)).toBe(false);
  });
});
