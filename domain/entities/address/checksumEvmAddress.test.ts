import { describe, it, expect } from 'vitest';
import { isWalletportError } from '../errors/base.error.js';
import { checksumEvmAddress } from './checksumEvmAddress.js';

// The examples of EIP-55.
const eip55Examples = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

describe('checksumEvmAddress', () => {
  it.each(eip55Examples)('gives %s from any casing', (expected) => {
    expect(checksumEvmAddress(expected)).toBe(expected);
    expect(checksumEvmAddress(expected.toLowerCase())).toBe(expected);
    expect(checksumEvmAddress(`0x${expected.slice(2).toUpperCase()}`)).toBe(expected);
  });

  it('returns the same answer from its cache', () => {
    const first = checksumEvmAddress('0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359');
    expect(checksumEvmAddress('0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359')).toBe(first);
  });

  it.each(['', '0x', 'fb6916095ca1df60bb79ce92ce3ea74c37c5d359', '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d35', '0xZZ'])(
    'rejects %j with INVALID_ADDRESS',
    (value) => {
      let thrown: unknown;
      try {
        checksumEvmAddress(value);
      } catch (error) {
        thrown = error;
      }
      expect(isWalletportError(thrown, 'INVALID_ADDRESS')).toBe(true);
      expect((thrown as Error & { shortMessage: string }).shortMessage).toBe(`Address "${value}" is invalid.`);
    },
  );
});
