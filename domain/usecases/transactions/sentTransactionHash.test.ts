import { describe, expect, it } from 'vitest';
import { sentTransactionHash } from './sentTransactionHash.js';

const HASH = `0x${'ab'.repeat(32)}`;

describe('sentTransactionHash', () => {
  it('reads the hash eth_sendTransaction and eth_sendRawTransaction answer', () => {
    expect(sentTransactionHash('eth_sendTransaction', HASH)).toBe(HASH);
    expect(sentTransactionHash('eth_sendRawTransaction', HASH)).toBe(HASH);
  });

  it('reads a wallet_sendCalls batch id only when it is a transaction hash', () => {
    expect(sentTransactionHash('wallet_sendCalls', { id: HASH })).toBe(HASH);
    expect(sentTransactionHash('wallet_sendCalls', HASH)).toBe(HASH);
    expect(sentTransactionHash('wallet_sendCalls', { id: 'batch-1' })).toBeUndefined();
    expect(sentTransactionHash('wallet_sendCalls', null)).toBeUndefined();
  });

  it('ignores other methods and answers that are not hashes', () => {
    expect(sentTransactionHash('personal_sign', HASH)).toBeUndefined();
    expect(sentTransactionHash('eth_sendTransaction', '0x1234')).toBeUndefined();
    expect(sentTransactionHash('eth_sendTransaction', undefined)).toBeUndefined();
  });
});
