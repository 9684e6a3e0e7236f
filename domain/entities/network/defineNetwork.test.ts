import { describe, expect, expectTypeOf, it } from 'vitest';
import { caipNetworkSchema } from './caipNetwork.schema.js';
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

  it("declares a page's own Solana cluster the same way, typed, and the schema accepts it", () => {
    const local = defineNetwork({
      id: 'gWrX94S2EYwdZDDp3Uu22AVvitZBW6A5',
      name: 'Local Solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      chainNamespace: 'solana',
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    });
    expectTypeOf(local.caipNetworkId).toEqualTypeOf<'solana:gWrX94S2EYwdZDDp3Uu22AVvitZBW6A5'>();
    expect(caipNetworkSchema.safeParse(local).success).toBe(true);
    // A reference that is not the genesis hash's first 32 base58 characters names no cluster.
    const mistyped = defineNetwork({ ...local, id: 'gWrX94S2EYwdZDDp3Uu22AVvitZBW6A' });
    expect(caipNetworkSchema.safeParse(mistyped).error?.issues.map((issue) => issue.message)).toContainEqual(
      expect.stringContaining('first 32 base58 characters'),
    );
  });
});
