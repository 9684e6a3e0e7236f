import { describe, expect, it } from 'vitest';
import { eip155CaipNetworkId, eip155ChainIdHex, eip155ChainIdOf, walletChainIdSchema } from './eip155-chain-id.js';

describe('eip155 chain ids', () => {
  it('reads a wallet chain id: hex quantities, and plain positive integers', () => {
    expect(walletChainIdSchema.parse('0x1')).toBe(1);
    expect(walletChainIdSchema.parse('0x7A69')).toBe(31337);
    expect(walletChainIdSchema.parse(137)).toBe(137);
  });

  it.each(['1', '0x', '0x0', '0xg1', ' 0x1', '0x1 ', 0, -1, 1.5, Number.MAX_SAFE_INTEGER + 1, '0x20000000000000', null, {}])(
    'refuses %j as a wallet chain id',
    (value) => {
      expect(walletChainIdSchema.safeParse(value).success).toBe(false);
    },
  );

  it('converts between CAIP-2 and numbers / hex', () => {
    expect(eip155CaipNetworkId(31337)).toBe('eip155:31337');
    expect(eip155ChainIdOf('eip155:137')).toBe(137);
    expect(eip155ChainIdHex('eip155:137')).toBe('0x89');
  });

  it('refuses malformed and non-EVM ids with typed errors', () => {
    expect(() => eip155ChainIdOf('eip155:01')).toThrow(expect.objectContaining({ code: 'INVALID_CAIP2_NETWORK_ID' }));
    expect(() => eip155ChainIdOf('eip155:abc')).toThrow(expect.objectContaining({ code: 'INVALID_CAIP2_NETWORK_ID' }));
    expect(() => eip155ChainIdOf('eip155')).toThrow(expect.objectContaining({ code: 'INVALID_CAIP2_NETWORK_ID' }));
    expect(() => eip155ChainIdOf('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toThrow(
      expect.objectContaining({ code: 'CHAIN_NOT_SUPPORTED' }),
    );
  });
});
