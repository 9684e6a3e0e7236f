import { describe, it, expect } from 'vitest';
import { caipAddressSchema, caipNetworkIdSchema, chainNamespaceSchema } from './caip.schema.js';

describe('CAIP schemas', () => {
  it('accept valid ids and keep their type', () => {
    expect(caipNetworkIdSchema.parse('eip155:1')).toBe('eip155:1');
    expect(caipAddressSchema.parse('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(
      'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    );
    expect(chainNamespaceSchema.parse('bip122')).toBe('bip122');
  });

  it('reject invalid ids with the catalogue messages', () => {
    const network = caipNetworkIdSchema.safeParse('eip155');
    expect(network.success).toBe(false);
    expect(network.error?.issues[0]?.message).toBe('Invalid CAIP-2 network id');

    const address = caipAddressSchema.safeParse('eip155:1');
    expect(address.success).toBe(false);
    expect(address.error?.issues[0]?.message).toBe('Invalid CAIP-10 address');

    expect(caipNetworkIdSchema.safeParse(1).success).toBe(false);
    expect(chainNamespaceSchema.safeParse('tezos').success).toBe(false);
  });
});
