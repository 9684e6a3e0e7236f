import { describe, it, expect } from 'vitest';
import { addressSchema, evmAddressSchema } from './address.schema.js';

describe('address schemas', () => {
  it('accept a valid address of the namespace', () => {
    expect(addressSchema('solana').parse('11111111111111111111111111111111')).toBe('11111111111111111111111111111111');
    expect(evmAddressSchema.parse('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    );
  });

  it('fail with the INVALID_ADDRESS message', () => {
    const result = addressSchema('eip155').safeParse('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Address "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD" is invalid.');
    expect(evmAddressSchema.safeParse('0x1234').error?.issues[0]?.message).toBe('Address "0x1234" is invalid.');
  });

  it('pass options through', () => {
    const osmosis = addressSchema('cosmos', { cosmosPrefix: 'osmo' });
    expect(osmosis.safeParse('osmo1hsk6jryyqjfhp5dhc55tc9jtckygx0eplp7aec').success).toBe(true);
    expect(osmosis.safeParse('cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02').success).toBe(false);
  });
});
