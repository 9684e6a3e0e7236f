import { describe, expect, it } from 'vitest';
import { decodeBitcoinAddress, type BitcoinNetwork } from './bitcoinAddress.js';
import { bitcoinOutputScript } from './bitcoinOutputScript.js';

function scriptOf(address: string, network: BitcoinNetwork): string {
  const decoded = decodeBitcoinAddress({ address, network });
  if (!decoded) throw new Error(`not an address: ${address}`);
  return Buffer.from(bitcoinOutputScript(decoded)).toString('hex');
}

describe('bitcoinOutputScript', () => {
  // Scripts from BIP-173, BIP-350 and the genesis block's address.
  it.each([
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'mainnet', '76a91462e907b15cbf27d5425399ebf6f0fb50ebb88f1888ac'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'mainnet', 'a914b472a266d0bd89c13706a4132ccfb16f7c3b9fcb87'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mainnet', '0014751e76e8199196d454941c45d1b3a323f1433bd6'],
    ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', 'testnet', '00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'mainnet', '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798'],
    ['BC1SW50QGDZ25J', 'mainnet', '6002751e'],
  ] as const)('%s pays to %s script %s', (address, network, script) => {
    expect(scriptOf(address, network)).toBe(script);
  });
});
