import { describe, expect, it } from 'vitest';
import { swapTokensResponseSchema } from '../../../domain/entities/api/blockchain-api.schema.js';
import { gasPriceTiers } from './gas-price-tiers.js';
import { swapTokens } from './swap-tokens.js';

const book = {
  tokens: [
    { symbol: 'DAI', name: 'Dai', decimals: 18, address: '0x00000000000000000000000000000000000000D1' as const },
    { symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, address: '0x00000000000000000000000000000000000000E1' as const },
    { symbol: 'USDC', name: 'USD Coin', decimals: 6, address: '0x00000000000000000000000000000000000000C1' as const },
  ],
  nft: undefined,
  prices: {},
};

describe('swapTokens', () => {
  it('lists the native currency and the tokens, popular first, as the client schema reads them', () => {
    const tokens = swapTokens({ caipId: 'eip155:31337', book, baseUrl: 'http://cloud' });
    expect(swapTokensResponseSchema.parse({ tokens }).tokens).toEqual(tokens);
    expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'WETH', 'DAI']);
    expect(tokens[0]).toEqual({
      name: 'Ether',
      symbol: 'ETH',
      address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      decimals: 18,
      logoUri: 'http://cloud/public/getTokenImage/ETH',
      eip2612: false,
    });
    expect(tokens[1]?.address).toBe('eip155:31337:0x00000000000000000000000000000000000000C1');
  });
});

describe('gasPriceTiers', () => {
  it('bids 25% and 50% over the chain price, in whole wei', () => {
    expect(gasPriceTiers(1_000_000_001n)).toEqual({ standard: '1000000001', fast: '1250000001', instant: '1500000001' });
    expect(gasPriceTiers(3n)).toEqual({ standard: '3', fast: '3', instant: '4' });
  });
});
