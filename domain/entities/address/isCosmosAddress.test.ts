import { describe, it, expect } from 'vitest';
import { isCosmosAddress } from './isCosmosAddress.js';

const cosmosAccount = 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02';
// The same 20-byte key under the Osmosis prefix.
const osmosisAccount = 'osmo1hsk6jryyqjfhp5dhc55tc9jtckygx0eplp7aec';
// A 32-byte payload (module and contract accounts).
const cosmosModule = 'cosmos1qyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqs2m6sx4';

describe('isCosmosAddress', () => {
  it('accepts 20- and 32-byte payloads under the cosmos prefix by default', () => {
    expect(isCosmosAddress(cosmosAccount)).toBe(true);
    expect(isCosmosAddress(cosmosModule)).toBe(true);
    expect(isCosmosAddress(cosmosAccount.toUpperCase())).toBe(true);
  });

  it('wants the prefix of the chain asked for', () => {
    expect(isCosmosAddress(osmosisAccount)).toBe(false);
    expect(isCosmosAddress(osmosisAccount, 'osmo')).toBe(true);
    expect(isCosmosAddress(cosmosAccount, 'osmo')).toBe(false);
  });

  it.each([
    ['a wrong checksum', 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd03'],
    ['a 16-byte payload', 'cosmos1qyqszqgpqyqszqgpqyqszqgpqy66879a'],
    ['a bech32m checksum', 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0epzxap2g'],
    ['a Bitcoin address', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    ['an empty string', ''],
  ])('rejects %s', (_reason, value) => {
    expect(isCosmosAddress(value)).toBe(false);
  });
});
