import { describe, expect, it } from 'vitest';
import { truncateAddress } from './truncateAddress.js';

describe('truncateAddress', () => {
  it('keeps the first 4 characters, 0x included, and the last 6', () => {
    expect(truncateAddress('0x1234567890abcdef1234567890abcdef12abcdef')).toBe('0x12\u2026abcdef');
  });

  it('shortens a Solana address the same way', () => {
    expect(truncateAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe('9WzD\u2026YtAWWM');
  });

  it('returns strings that would not get shorter unchanged', () => {
    expect(truncateAddress('')).toBe('');
    expect(truncateAddress('0x12')).toBe('0x12');
    expect(truncateAddress('0x12345abcd')).toBe('0x12345abcd');
  });

  it('truncates from 12 characters on', () => {
    expect(truncateAddress('0x123456abcd')).toBe('0x12\u202656abcd');
  });
});
