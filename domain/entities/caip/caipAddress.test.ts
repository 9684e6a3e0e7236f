import { describe, it, expect } from 'vitest';
import { isWalletportError } from '../errors/base.error.js';
import { formatCaipAddress, getPlainAddress, isCaipAddress, parseCaipAddress } from './caipAddress.js';

const evm = 'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb';
const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv';
const bitcoin = 'bip122:000000000019d6689c085ae165831e93:bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('parseCaipAddress', () => {
  it('splits a CAIP-10 id into its parts', () => {
    expect(parseCaipAddress(evm)).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
      caipNetworkId: 'eip155:1',
    });
    expect(parseCaipAddress(solana).namespace).toBe('solana');
    expect(parseCaipAddress(bitcoin).address).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect([evm, solana, bitcoin].every((id) => isCaipAddress(id))).toBe(true);
  });

  it.each([
    '',
    'eip155:1',
    'eip155:1:',
    'eip155::0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    ':1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    'tezos:1:tz1abc',
    'eip155:1:0xab:extra',
    'eip155:1:0x ab',
  ])('rejects %j with INVALID_CAIP10_ADDRESS', (id) => {
    expect(isCaipAddress(id)).toBe(false);
    const thrown = thrownBy(() => parseCaipAddress(id));
    expect(isWalletportError(thrown, 'INVALID_CAIP10_ADDRESS')).toBe(true);
    expect((thrown as Error & { shortMessage: string }).shortMessage).toBe('Invalid CAIP-10 address');
  });
});

describe('formatCaipAddress', () => {
  it('joins a network id and an address', () => {
    expect(formatCaipAddress('eip155:1', '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(evm);
  });

  it('refuses an address that would not parse back', () => {
    expect(() => formatCaipAddress('eip155:1', '')).toThrow('Invalid CAIP-10 address');
    expect(() => formatCaipAddress('eip155:1', 'a:b')).toThrow('Invalid CAIP-10 address');
    expect(() => formatCaipAddress('eip155:' as 'eip155:1', '0xab')).toThrow('Invalid CAIP-10 address');
  });
});

describe('getPlainAddress', () => {
  it('returns the address part, even on a namespace we do not know', () => {
    expect(getPlainAddress(evm)).toBe('0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb');
    expect(getPlainAddress('tezos:NetXdQprcVkpaWU:tz1abc')).toBe('tz1abc');
  });

  it.each(['', 'eip155:1', 'eip155:1:', 'a:b:c:d'])('rejects %j with INVALID_CAIP_ADDRESS', (id) => {
    const thrown = thrownBy(() => getPlainAddress(id));
    expect(isWalletportError(thrown, 'INVALID_CAIP_ADDRESS')).toBe(true);
    expect((thrown as Error & { shortMessage: string }).shortMessage).toBe('Invalid CAIP Address');
  });
});
