import { describe, it, expect } from 'vitest';
import { decodeBitcoinAddress, getBitcoinAddressType, isBitcoinAddress, type BitcoinAddressType } from './bitcoinAddress.js';

const mainnet: readonly [string, BitcoinAddressType][] = [
  ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'p2pkh'], // the genesis block reward
  ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'p2pkh'],
  ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'p2sh'],
  ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'p2wpkh'],
  ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'p2wpkh'],
  ['bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', 'p2wsh'],
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'p2tr'],
  ['bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y', 'witness-unknown'],
  ['BC1SW50QGDZ25J', 'witness-unknown'],
  ['bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', 'witness-unknown'],
];

const testnet: readonly [string, BitcoinAddressType][] = [
  ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'p2pkh'],
  ['2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', 'p2sh'],
  ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', 'p2wsh'],
  ['tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy', 'p2wsh'],
  ['tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', 'p2tr'],
];

const regtest: readonly [string, BitcoinAddressType][] = [
  ['bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', 'p2wpkh'],
  ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'p2pkh'], // legacy version bytes are testnet's
  ['2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', 'p2sh'],
];

describe('getBitcoinAddressType', () => {
  it.each(mainnet)('reads %s as mainnet %s', (address, type) => {
    expect(getBitcoinAddressType(address, 'mainnet')).toBe(type);
    expect(isBitcoinAddress(address, 'mainnet')).toBe(true);
    expect(isBitcoinAddress(address, 'testnet')).toBe(false);
  });

  it.each(testnet)('reads %s as testnet %s', (address, type) => {
    expect(getBitcoinAddressType(address, 'testnet')).toBe(type);
    expect(isBitcoinAddress(address, 'testnet')).toBe(true);
    expect(isBitcoinAddress(address, 'mainnet')).toBe(false);
  });

  it.each(regtest)('reads %s as regtest %s', (address, type) => {
    expect(getBitcoinAddressType(address, 'regtest')).toBe(type);
    expect(isBitcoinAddress(address, 'mainnet')).toBe(false);
  });

  it('keeps regtest segwit addresses off testnet and testnet ones off regtest', () => {
    expect(isBitcoinAddress('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', 'testnet')).toBe(false);
    expect(isBitcoinAddress('tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', 'regtest')).toBe(false);
  });
});

describe('decodeBitcoinAddress', () => {
  it('gives the hash of a legacy address and the witness program of a segwit one', () => {
    const legacy = decodeBitcoinAddress({ address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', network: 'mainnet' });
    expect(legacy).toEqual({ type: 'p2pkh', network: 'mainnet', hash: Uint8Array.from(Buffer.from('62e907b15cbf27d5425399ebf6f0fb50ebb88f18', 'hex')) });
    const segwit = decodeBitcoinAddress({ address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', network: 'mainnet' });
    expect(segwit).toEqual({
      type: 'p2wpkh',
      network: 'mainnet',
      version: 0,
      program: Uint8Array.from(Buffer.from('751e76e8199196d454941c45d1b3a323f1433bd6', 'hex')),
    });
    expect(decodeBitcoinAddress({ address: 42, network: 'mainnet' })).toBeUndefined();
  });
});

describe('isBitcoinAddress', () => {
  it.each([
    ['a wrong Base58Check checksum', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb'],
    ['an unknown version byte', '4J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
    ['bech32 used for taproot', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd'],
    ['bech32m used for version 0', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh'],
    ['a v0 program of 16 bytes', 'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P'],
    ['mixed case', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7Kv8f3t4'],
    ['an unknown human-readable part', 'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut'],
    ['an EVM address', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['an empty string', ''],
  ])('rejects %s', (_reason, value) => {
    expect(isBitcoinAddress(value, 'mainnet')).toBe(false);
    expect(isBitcoinAddress(value, 'testnet')).toBe(false);
    expect(isBitcoinAddress(value, 'regtest')).toBe(false);
  });

  it('rejects values that are not strings', () => {
    expect(getBitcoinAddressType(undefined, 'mainnet')).toBeUndefined();
  });
});
