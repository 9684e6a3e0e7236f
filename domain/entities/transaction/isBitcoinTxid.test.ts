import { describe, expect, it } from 'vitest';
import { isBitcoinTxid } from './isBitcoinTxid.js';

describe('isBitcoinTxid', () => {
  it('takes 64 lower-case hex characters, and nothing else', () => {
    expect(isBitcoinTxid('d1dad90a99027355b0688dd2bfde3230759297fd542e02d8235b8b64ea747d5b')).toBe(true);
    expect(isBitcoinTxid(`0x${'ab'.repeat(32)}`)).toBe(false);
    expect(isBitcoinTxid('AB'.repeat(32))).toBe(false);
    expect(isBitcoinTxid('ab'.repeat(31))).toBe(false);
    expect(isBitcoinTxid(42)).toBe(false);
  });
});
