/**
 * Bitcoin address rules on mainnet, testnet and regtest, property-tested against @scure/btc-signer: what it
 * encodes decodes to the same kind and payload, the output script is the one btc-signer writes, an address
 * belongs to its own network only (bcrt1 is not testnet's, tb1 not regtest's), and a changed character is
 * refused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { Address, NETWORK, OutScript, TEST_NETWORK } from '@scure/btc-signer';
import { BITCOIN_NETWORKS, decodeBitcoinAddress, type BitcoinNetwork } from '../../domain/entities/address/bitcoinAddress.js';
import { bitcoinOutputScript } from '../../domain/entities/address/bitcoinOutputScript.js';

const runs = { numRuns: 200 };
const REFERENCE_NETWORKS = { mainnet: NETWORK, testnet: TEST_NETWORK, regtest: { ...TEST_NETWORK, bech32: 'bcrt' } } as const;
const network = fc.constantFrom<BitcoinNetwork>(...BITCOIN_NETWORKS);
const hash20 = fc.uint8Array({ minLength: 20, maxLength: 20 });
const hash32 = fc.uint8Array({ minLength: 32, maxLength: 32 });
// btc-signer takes only curve points as P2TR output keys: made from secret keys.
const xOnlyKey = fc.uint8Array({ minLength: 32, maxLength: 32 }).filter((bytes) => secp256k1.utils.isValidSecretKey(bytes)).map((secret) => schnorr.getPublicKey(secret));
const output = fc.oneof(
  xOnlyKey.map((pubkey) => ({ type: 'tr' as const, pubkey, expected: 'p2tr' })),
  hash20.map((hash) => ({ type: 'pkh' as const, hash, expected: 'p2pkh' })),
  hash20.map((hash) => ({ type: 'sh' as const, hash, expected: 'p2sh' })),
  hash20.map((hash) => ({ type: 'wpkh' as const, hash, expected: 'p2wpkh' })),
  hash32.map((hash) => ({ type: 'wsh' as const, hash, expected: 'p2wsh' })),
);
const isLegacy = (type: string) => type === 'pkh' || type === 'sh';

describe('Bitcoin addresses on three networks (property, against @scure/btc-signer)', () => {
  it('decodes what btc-signer encodes, to the same kind and the same output script', () => {
    fc.assert(
      fc.property(network, output, (net, { expected, ...out }) => {
        const address = Address(REFERENCE_NETWORKS[net]).encode(out);
        const decoded = decodeBitcoinAddress({ address, network: net });
        expect(decoded?.type).toBe(expected);
        if (!decoded) return;
        expect(bitcoinOutputScript(decoded)).toEqual(OutScript.encode(out));
      }),
      runs,
    );
  });

  it('an address belongs to its own network only (legacy testnet and regtest addresses are one and the same)', () => {
    fc.assert(
      fc.property(network, network, output, (net, other, { expected: _expected, ...out }) => {
        const address = Address(REFERENCE_NETWORKS[net]).encode(out);
        const sameLegacyForm = isLegacy(out.type) && net !== 'mainnet' && other !== 'mainnet';
        expect(decodeBitcoinAddress({ address, network: other }) !== undefined).toBe(net === other || sameLegacyForm);
      }),
      runs,
    );
  });

  it('a changed character is refused on every network', () => {
    fc.assert(
      fc.property(network, output, fc.nat(), fc.constantFrom(...'qpzry9x8gf2tvdw0s3jn54khce6mua7lABCDEFGHJKLMNPQRSTUVWXYZ123456789'), (net, { expected: _expected, ...out }, pick, char) => {
        const address = Address(REFERENCE_NETWORKS[net]).encode(out);
        const at = pick % address.length;
        if (address[at] === char) return;
        const changed = address.slice(0, at) + char + address.slice(at + 1);
        for (const candidate of BITCOIN_NETWORKS) expect(decodeBitcoinAddress({ address: changed, network: candidate })).toBeUndefined();
      }),
      runs,
    );
  });
});
