import { describe, it, expect } from 'vitest';
import { isWalletportError } from '../errors/base.error.js';
import { formatCaipNetworkId, isCaipNetworkId, parseCaipNetworkId } from './caipNetworkId.js';

describe('parseCaipNetworkId', () => {
  it.each([
    ['eip155:1', 'eip155', '1'],
    ['eip155:42161', 'eip155', '42161'],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['bip122:000000000019d6689c085ae165831e93', 'bip122', '000000000019d6689c085ae165831e93'],
    ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'polkadot', '91b171bb158e2d3848fa23a9f1c25182'],
    ['cosmos:cosmoshub-4', 'cosmos', 'cosmoshub-4'],
  ])('splits %s', (id, namespace, reference) => {
    expect(parseCaipNetworkId(id)).toEqual({ namespace, reference });
    expect(isCaipNetworkId(id)).toBe(true);
  });

  it.each([
    '',
    'eip155',
    'eip155:',
    ':1',
    'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    'eip155:1:',
    'unknown:1',
    'EIP155:1',
    'eip155:1 ',
    'eip155:a b',
    `eip155:${'1'.repeat(33)}`,
  ])('rejects %j with INVALID_CAIP2_NETWORK_ID', (id) => {
    expect(isCaipNetworkId(id)).toBe(false);
    let thrown: unknown;
    try {
      parseCaipNetworkId(id);
    } catch (error) {
      thrown = error;
    }
    expect(isWalletportError(thrown, 'INVALID_CAIP2_NETWORK_ID')).toBe(true);
    expect((thrown as Error & { shortMessage: string }).shortMessage).toBe('Invalid CAIP-2 network id');
  });

  it('is not fooled by values that are not strings', () => {
    expect(isCaipNetworkId(1)).toBe(false);
    expect(isCaipNetworkId(undefined)).toBe(false);
    expect(() => parseCaipNetworkId(undefined as unknown as string)).toThrow('Invalid CAIP-2 network id');
  });
});

describe('formatCaipNetworkId', () => {
  it('joins a namespace and a reference', () => {
    expect(formatCaipNetworkId('eip155', '1')).toBe('eip155:1');
    expect(formatCaipNetworkId('cosmos', 'cosmoshub-4')).toBe('cosmos:cosmoshub-4');
  });

  it('refuses parts that would not parse back', () => {
    expect(() => formatCaipNetworkId('eip155', '')).toThrow('Invalid CAIP-2 network id');
    expect(() => formatCaipNetworkId('eip155', '1:2')).toThrow('Invalid CAIP-2 network id');
    expect(() => formatCaipNetworkId('tezos' as 'eip155', '1')).toThrow('Invalid CAIP-2 network id');
  });
});
