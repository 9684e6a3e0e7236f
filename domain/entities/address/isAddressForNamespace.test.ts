import { describe, it, expect } from 'vitest';
import type { ChainNamespace } from '../caip/chainNamespace.js';
import { CHAIN_NAMESPACES } from '../constants.js';
import { isAddressForNamespace } from './isAddressForNamespace.js';

const examples: Readonly<Record<ChainNamespace, string>> = {
  eip155: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  solana: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  polkadot: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
  bip122: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  cosmos: 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02',
};

describe('isAddressForNamespace', () => {
  it('accepts each namespace its own address and no other namespace\'s', () => {
    for (const namespace of CHAIN_NAMESPACES) {
      for (const [owner, address] of Object.entries(examples)) {
        expect([namespace, owner, isAddressForNamespace(namespace, address)]).toEqual([
          namespace,
          owner,
          namespace === owner,
        ]);
      }
    }
  });

  it('checks EVM checksums unless told not to', () => {
    const badChecksum = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD';
    expect(isAddressForNamespace('eip155', badChecksum)).toBe(false);
    expect(isAddressForNamespace('eip155', badChecksum, { strict: false })).toBe(true);
  });

  it('accepts either Bitcoin network unless one is named', () => {
    const testnet = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7';
    expect(isAddressForNamespace('bip122', testnet)).toBe(true);
    expect(isAddressForNamespace('bip122', testnet, { bitcoinNetwork: 'testnet' })).toBe(true);
    expect(isAddressForNamespace('bip122', testnet, { bitcoinNetwork: 'mainnet' })).toBe(false);
  });

  it('passes the Cosmos and SS58 prefixes through', () => {
    expect(isAddressForNamespace('cosmos', 'osmo1hsk6jryyqjfhp5dhc55tc9jtckygx0eplp7aec', { cosmosPrefix: 'osmo' })).toBe(
      true,
    );
    expect(isAddressForNamespace('polkadot', examples.polkadot, { ss58Prefix: 2 })).toBe(false);
    expect(isAddressForNamespace('polkadot', examples.polkadot, { ss58Prefix: 0 })).toBe(true);
  });

  it('rejects an unknown namespace at run time', () => {
    expect(isAddressForNamespace('tezos' as ChainNamespace, examples.eip155)).toBe(false);
  });
});
