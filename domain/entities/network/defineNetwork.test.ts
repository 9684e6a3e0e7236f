import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineNetwork } from './defineNetwork.js';

describe('defineNetwork', () => {
  const definition = {
    id: 42,
    name: 'Example',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    chainNamespace: 'eip155',
    rpcUrls: { default: { http: ['https://example.org'] } },
  } as const;

  it('derives caipNetworkId from namespace and id', () => {
    const network = defineNetwork(definition);
    expect(network.caipNetworkId).toBe('eip155:42');
    expectTypeOf(network.caipNetworkId).toEqualTypeOf<'eip155:42'>();
  });

  it('keeps every other field as given', () => {
    const { caipNetworkId: _derived, ...rest } = defineNetwork({ ...definition, testnet: true });
    expect(rest).toEqual({ ...definition, testnet: true });
  });

  it('works for string references', () => {
    const network = defineNetwork({ ...definition, id: 'abc', chainNamespace: 'cosmos' });
    expect(network.caipNetworkId).toBe('cosmos:abc');
  });
});
