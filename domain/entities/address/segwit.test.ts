import { describe, it, expect } from 'vitest';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { decodeSegwitAddress, encodeSegwitAddress } from './segwit.js';

// BIP-350 segwit vectors: address, then the scriptPubKey (OP_n, push length, program).
const valid: readonly [address: string, hrp: string, scriptPubKey: string][] = [
  ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'bc', '0014751e76e8199196d454941c45d1b3a323f1433bd6'],
  [
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
    'tb',
    '00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262',
  ],
  [
    'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
    'bc',
    '5128751e76e8199196d454941c45d1b3a323f1433bd6751e76e8199196d454941c45d1b3a323f1433bd6',
  ],
  ['BC1SW50QGDZ25J', 'bc', '6002751e'],
  ['bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', 'bc', '5210751e76e8199196d454941c45d1b3a323'],
  [
    'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
    'tb',
    '0020000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433',
  ],
  [
    'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
    'tb',
    '5120000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433',
  ],
  [
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    'bc',
    '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
  ],
];

const invalid: readonly [address: string, hrp: string][] = [
  ['tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', 'tb'], // human-readable part
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'bc'], // bech32 instead of bech32m
  ['tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf', 'tb'], // bech32 instead of bech32m
  ['BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', 'bc'], // bech32 instead of bech32m
  ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'bc'], // bech32m instead of bech32
  ['tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47', 'tb'], // bech32m instead of bech32
  ['bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', 'bc'], // character in checksum
  ['BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', 'bc'], // witness version
  ['bc1pw5dgrnzv', 'bc'], // program of 1 byte
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav', 'bc'], // 41 bytes
  ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'bc'], // 16 bytes for version 0
  ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq', 'tb'], // mixed case
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf', 'bc'], // padding over 4 bits
  ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j', 'tb'], // non-zero padding
  ['bc1gmk9yu', 'bc'], // empty data section
];

function scriptPubKeyOf(version: number, program: Uint8Array): string {
  const opcode = version === 0 ? 0 : 0x50 + version;
  return bytesToHex(Uint8Array.of(opcode, program.length)) + bytesToHex(program);
}

describe('decodeSegwitAddress', () => {
  it.each(valid)('decodes %s', (address, hrp, scriptPubKey) => {
    const witness = decodeSegwitAddress(address, hrp);
    expect(witness).toBeDefined();
    if (!witness) return;
    expect(scriptPubKeyOf(witness.version, witness.program)).toBe(scriptPubKey);
  });

  it.each(invalid)('rejects %s', (address, hrp) => {
    expect(decodeSegwitAddress(address, hrp)).toBeUndefined();
  });
});

describe('encodeSegwitAddress', () => {
  it.each(valid)('re-encodes %s', (address, hrp, scriptPubKey) => {
    const version = Number.parseInt(scriptPubKey.slice(0, 2), 16);
    const program = hexToBytes(scriptPubKey.slice(4));
    expect(encodeSegwitAddress(hrp, version === 0 ? 0 : version - 0x50, program)).toBe(address.toLowerCase());
  });

  it('refuses a program no address can hold', () => {
    expect(() => encodeSegwitAddress('bc', 0, new Uint8Array(16))).toThrow(RangeError);
    expect(() => encodeSegwitAddress('bc', 17, new Uint8Array(32))).toThrow(RangeError);
  });
});
