/**
 * Address rules against independent implementations: viem for EIP-55, the `bech32` package for bech32 and
 * bech32m, @polkadot/util-crypto for SS58 and base58, @solana/web3.js for Solana keys, and node:crypto for
 * the Base58Check hash. None of these is imported by domain code.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { bech32, bech32m } from 'bech32';
import { getAddress, isAddress } from 'viem';
import { PublicKey } from '@solana/web3.js';
import {
  base58Decode,
  base58Encode,
  checkAddress,
  checkAddressChecksum,
  cryptoWaitReady,
  decodeAddress,
  encodeAddress,
} from '@polkadot/util-crypto';
import {
  checksumEvmAddress,
  decodeBase58,
  decodeBech32,
  decodeSs58,
  encodeBase58,
  encodeBase58Check,
  encodeBech32,
  encodeSegwitAddress,
  encodeSs58,
  getBitcoinAddressType,
  isBitcoinAddress,
  isCosmosAddress,
  isEvmAddress,
  isEvmAddressLenient,
  isPolkadotAddress,
  isSolanaAddress,
  type BitcoinAddressType,
} from '../../domain/entities/address/index.js';

const runs = { numRuns: 200 };

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

const toHex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');
// size 'max': lengths spread over the whole range, not just the small end fast-check prefers by default.
const bytes = (minLength: number, maxLength: number = minLength) => fc.uint8Array({ minLength, maxLength, size: 'max' });

/** Replaces the character at `index` (taken modulo the length) by `char`, or undefined when nothing changes. */
function substitute(value: string, index: number, char: string): string | undefined {
  const at = index % value.length;
  if (value[at] === char) return undefined;
  return value.slice(0, at) + char + value.slice(at + 1);
}

function viemAccepts(value: string, strict: boolean): boolean {
  return isAddress(value, { strict });
}

/** EIP-55 takes all-uppercase hex as valid; viem's strict check does not, so the reference adds it back. */
function referenceStrictAccepts(value: string): boolean {
  const hex = value.slice(2);
  return viemAccepts(value, true) || (viemAccepts(value, false) && hex === hex.toUpperCase());
}

describe('EVM addresses (property, against viem)', () => {
  const lowerAddress = bytes(20).map((raw) => `0x${toHex(raw)}`);
  // Any casing of a random address: a mask says which letters to upper-case.
  const anyCasing = fc
    .tuple(lowerAddress, fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }))
    .map(([address, mask]) => `0x${[...address.slice(2)].map((char, i) => (mask[i] ? char.toUpperCase() : char)).join('')}`);

  it('checksums exactly as viem getAddress does', () => {
    fc.assert(
      fc.property(anyCasing, (address) => {
        expect(checksumEvmAddress(address)).toBe(getAddress(address));
      }),
      runs,
    );
  });

  it('is stable: checksum of a checksum, and of the lowercased or uppercased address, is the same', () => {
    fc.assert(
      fc.property(anyCasing, (address) => {
        const checksummed = checksumEvmAddress(address);
        expect(checksumEvmAddress(checksummed)).toBe(checksummed);
        expect(checksumEvmAddress(address.toLowerCase())).toBe(checksummed);
        expect(checksumEvmAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(checksummed);
        expect(isEvmAddress(checksummed)).toBe(true);
      }),
      runs,
    );
  });

  it('strict check agrees with viem, except that all-uppercase hex is also accepted (EIP-55)', () => {
    fc.assert(
      fc.property(anyCasing, (address) => {
        expect(isEvmAddress(address, { strict: true })).toBe(referenceStrictAccepts(address));
        expect(isEvmAddress(address, { strict: false })).toBe(true);
      }),
      runs,
    );
  });

  it('flipping the case of one letter of a checksummed address fails the strict check, unless it is then single-case', () => {
    const withLetterIndex = fc
      .tuple(lowerAddress, fc.nat())
      .map(([address, pick]) => {
        const checksummed = checksumEvmAddress(address);
        const letters = [...checksummed.slice(2)].flatMap((char, i) => (/[a-f]/i.test(char) ? [i + 2] : []));
        return { checksummed, at: letters.length ? letters[pick % letters.length] : undefined };
      })
      .filter((pair): pair is { checksummed: `0x${string}`; at: number } => pair.at !== undefined);
    fc.assert(
      fc.property(withLetterIndex, ({ checksummed, at }) => {
        const char = checksummed.charAt(at);
        const flipped = char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase();
        const mutated = checksummed.slice(0, at) + flipped + checksummed.slice(at + 1);
        const hex = mutated.slice(2);
        const singleCase = hex === hex.toLowerCase() || hex === hex.toUpperCase();
        expect(isEvmAddress(mutated, { strict: true })).toBe(singleCase);
        expect(isEvmAddress(mutated, { strict: false })).toBe(true);
      }),
      runs,
    );
  });

  it('any single-character substitution is judged as viem judges it', () => {
    const substitutionChar = fc.constantFrom(...'0123456789abcdefABCDEFgxX ');
    fc.assert(
      fc.property(lowerAddress, fc.nat(), substitutionChar, (address, index, char) => {
        const mutated = substitute(checksumEvmAddress(address), index, char);
        if (mutated === undefined) return;
        expect(isEvmAddress(mutated, { strict: true })).toBe(referenceStrictAccepts(mutated));
        expect(isEvmAddress(mutated, { strict: false })).toBe(viemAccepts(mutated, false));
      }),
      runs,
    );
  });

  it('the lenient check is the non-strict check with an optional 0x', () => {
    const hexish = fc.string({
      unit: fc.constantFrom(...'0123456789abcdefABCDEFx'),
      minLength: 38,
      maxLength: 43,
      size: 'max',
    });
    fc.assert(
      fc.property(fc.oneof(anyCasing, anyCasing.map((address) => address.slice(2)), hexish), (value) => {
        const prefixed = value.startsWith('0x') ? value : `0x${value}`;
        expect(isEvmAddressLenient(value)).toBe(viemAccepts(prefixed, false));
      }),
      runs,
    );
  });
});

describe('base58 and Solana addresses (property, against @solana/web3.js and @polkadot/util-crypto)', () => {
  // Leading zero bytes are where base58 codecs usually go wrong, so put some there on purpose.
  const withLeadingZeros = fc
    .tuple(fc.nat({ max: 4 }), bytes(0, 48))
    .map(([zeros, rest]) => Uint8Array.from([...new Array<number>(zeros).fill(0), ...rest]));

  it('encodes like the reference and decodes back to the same bytes', () => {
    fc.assert(
      fc.property(withLeadingZeros, (raw) => {
        const text = encodeBase58(raw);
        expect(text).toBe(base58Encode(raw));
        expect(decodeBase58(text)).toEqual(raw);
        expect(decodeBase58(base58Encode(raw))).toEqual(raw);
      }),
      runs,
    );
  });

  it('every 32-byte key is a Solana address, written as PublicKey writes it', () => {
    const key = fc.oneof(
      bytes(32),
      fc.tuple(fc.nat({ max: 4 }), bytes(32)).map(([zeros, raw]) => raw.fill(0, 0, zeros)),
      fc.constant(new Uint8Array(32)),
    );
    fc.assert(
      fc.property(key, (raw) => {
        const address = new PublicKey(raw).toBase58();
        expect(encodeBase58(raw)).toBe(address);
        expect(isSolanaAddress(address)).toBe(true);
        expect(decodeBase58(address)).toEqual(raw);
      }),
      runs,
    );
  });

  it('accepts a base58 string exactly when it has 32 to 44 characters and PublicKey accepts it', () => {
    const base58Text = fc.string({
      unit: fc.constantFrom(...BASE58_ALPHABET),
      minLength: 28,
      maxLength: 48,
      size: 'max',
    });
    fc.assert(
      fc.property(base58Text, (text) => {
        let publicKeyAccepts = true;
        try {
          new PublicKey(text);
        } catch {
          publicKeyAccepts = false;
        }
        const expected = text.length >= 32 && text.length <= 44 && publicKeyAccepts;
        expect(isSolanaAddress(text)).toBe(expected);
      }),
      runs,
    );
  });
});

describe('bech32 and bech32m (property, against the bech32 package)', () => {
  const hrp = fc.string({
    unit: fc.integer({ min: 33, max: 126 }).map((code) => String.fromCharCode(code).toLowerCase()),
    minLength: 1,
    maxLength: 20,
  });
  const words = fc.array(fc.integer({ min: 0, max: 31 }), { maxLength: 60, size: 'max' });
  const encoding = fc.constantFrom('bech32' as const, 'bech32m' as const);
  const reference = { bech32, bech32m };

  it('encodes like the reference and decodes what the reference encodes', () => {
    fc.assert(
      fc.property(hrp, words, encoding, (prefix, data, kind) => {
        const text = reference[kind].encode(prefix, data);
        expect(encodeBech32(prefix, data, kind)).toBe(text);
        expect(decodeBech32(text)).toEqual({ hrp: prefix, words: data, encoding: kind });
        expect(decodeBech32(text.toUpperCase())?.encoding).toBe(kind);
      }),
      runs,
    );
  });

  it('accepts a mutated string exactly when the reference does, under the same encoding', () => {
    const mutationChar = fc.constantFrom(...`${BECH32_CHARSET}1QPZbio!~ `);
    fc.assert(
      fc.property(hrp, words, encoding, fc.nat(), mutationChar, (prefix, data, kind, index, char) => {
        const text = substitute(reference[kind].encode(prefix, data), index, char);
        if (text === undefined) return;
        const decoded = decodeBech32(text);
        expect(decoded?.encoding === 'bech32').toBe(bech32.decodeUnsafe(text) !== undefined);
        expect(decoded?.encoding === 'bech32m').toBe(bech32m.decodeUnsafe(text) !== undefined);
      }),
      runs,
    );
  });
});

describe('Bitcoin addresses (property)', () => {
  const network = fc.constantFrom('mainnet' as const, 'testnet' as const);
  const hrpOf = { mainnet: 'bc', testnet: 'tb' } as const;
  const other = { mainnet: 'testnet', testnet: 'mainnet' } as const;

  function segwitType(version: number, length: number): BitcoinAddressType | undefined {
    if (version === 0) return length === 20 ? 'p2wpkh' : length === 32 ? 'p2wsh' : undefined;
    return version === 1 && length === 32 ? 'p2tr' : 'witness-unknown';
  }

  const witness = fc.oneof(
    fc.record({ version: fc.constant(0), program: fc.oneof(bytes(20), bytes(32), bytes(2, 40)) }),
    fc.record({ version: fc.constant(1), program: fc.oneof(bytes(32), bytes(2, 40)) }),
    fc.record({ version: fc.integer({ min: 2, max: 16 }), program: bytes(2, 40) }),
  );

  function referenceSegwit(hrp: string, version: number, program: Uint8Array, swapEncoding = false): string {
    const useBech32 = (version === 0) !== swapEncoding;
    return (useBech32 ? bech32 : bech32m).encode(hrp, [version, ...bech32.toWords(program)]);
  }

  it('recognises segwit addresses the reference builds, by version and program length', () => {
    fc.assert(
      fc.property(network, witness, (net, { version, program }) => {
        const address = referenceSegwit(hrpOf[net], version, program);
        const expected = segwitType(version, program.length);
        expect(getBitcoinAddressType(address, net)).toBe(expected);
        expect(getBitcoinAddressType(address.toUpperCase(), net)).toBe(expected);
        expect(isBitcoinAddress(address, other[net])).toBe(false);
        if (expected) expect(encodeSegwitAddress(hrpOf[net], version, program)).toBe(address);
      }),
      runs,
    );
  });

  it('rejects a segwit address written with the other checksum (bech32 for v1+, bech32m for v0)', () => {
    fc.assert(
      fc.property(network, witness, (net, { version, program }) => {
        expect(isBitcoinAddress(referenceSegwit(hrpOf[net], version, program, true), net)).toBe(false);
      }),
      runs,
    );
  });

  it('rejects any single-character substitution of a valid segwit address', () => {
    const validWitness = witness.filter(({ version, program }) => segwitType(version, program.length) !== undefined);
    const mutationChar = fc.constantFrom(...`${BECH32_CHARSET}1QB`);
    fc.assert(
      fc.property(network, validWitness, fc.nat(), mutationChar, (net, { version, program }, index, char) => {
        const mutated = substitute(referenceSegwit(hrpOf[net], version, program), index, char);
        if (mutated === undefined) return;
        expect(isBitcoinAddress(mutated, 'mainnet')).toBe(false);
        expect(isBitcoinAddress(mutated, 'testnet')).toBe(false);
      }),
      runs,
    );
  });

  const versions = { mainnet: { p2pkh: 0x00, p2sh: 0x05 }, testnet: { p2pkh: 0x6f, p2sh: 0xc4 } } as const;
  const doubleSha256 = (data: Uint8Array): Buffer =>
    createHash('sha256').update(createHash('sha256').update(data).digest()).digest();

  function referenceLegacy(version: number, hash: Uint8Array): string {
    const payload = Uint8Array.from([version, ...hash]);
    return base58Encode(Uint8Array.from([...payload, ...doubleSha256(payload).subarray(0, 4)]));
  }

  it('recognises Base58Check P2PKH and P2SH addresses by version byte and network', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 255 }), bytes(20), (version, hash) => {
        const address = referenceLegacy(version, hash);
        expect(encodeBase58Check(Uint8Array.from([version, ...hash]))).toBe(address);
        for (const net of ['mainnet', 'testnet'] as const) {
          const expected =
            version === versions[net].p2pkh ? 'p2pkh' : version === versions[net].p2sh ? 'p2sh' : undefined;
          expect(getBitcoinAddressType(address, net)).toBe(expected);
        }
      }),
      runs,
    );
  });

  it('rejects a Base58Check address with one character changed', () => {
    const known = fc.constantFrom(0x00, 0x05, 0x6f, 0xc4);
    fc.assert(
      fc.property(known, bytes(20), fc.nat(), fc.constantFrom(...BASE58_ALPHABET), (version, hash, index, char) => {
        const mutated = substitute(referenceLegacy(version, hash), index, char);
        if (mutated === undefined) return;
        expect(isBitcoinAddress(mutated, 'mainnet') || isBitcoinAddress(mutated, 'testnet')).toBe(false);
      }),
      runs,
    );
  });
});

describe('Cosmos addresses (property, against the bech32 package)', () => {
  const prefix = fc.stringMatching(/^[a-z]{2,12}$/);

  it('accepts 20- and 32-byte payloads under the expected prefix only', () => {
    fc.assert(
      fc.property(prefix, fc.oneof(bytes(20), bytes(32)), (hrp, payload) => {
        const address = bech32.encode(hrp, bech32.toWords(payload));
        expect(isCosmosAddress(address, hrp)).toBe(true);
        expect(isCosmosAddress(address)).toBe(hrp === 'cosmos');
        expect(isCosmosAddress(address, `${hrp}x`)).toBe(false);
        expect(isCosmosAddress(bech32m.encode(hrp, bech32.toWords(payload)), hrp)).toBe(false);
      }),
      runs,
    );
  });

  it('rejects payloads of any other length', () => {
    const otherLength = bytes(1, 40).filter((payload) => payload.length !== 20 && payload.length !== 32);
    fc.assert(
      fc.property(otherLength, (payload) => {
        expect(isCosmosAddress(bech32.encode('cosmos', bech32.toWords(payload)))).toBe(false);
      }),
      runs,
    );
  });
});

describe('SS58 addresses (property, against @polkadot/util-crypto)', () => {
  beforeAll(async () => {
    await cryptoWaitReady();
  });

  const prefix = fc.oneof(
    fc.integer({ min: 0, max: 63 }),
    fc.integer({ min: 64, max: 16383 }),
    fc.constantFrom(0, 2, 42, 63, 64, 16383),
  ).filter((value) => value !== 46 && value !== 47);
  const publicKey = fc.oneof(bytes(32), bytes(33));

  it('encodes like encodeAddress and decodes back to the prefix and key', () => {
    fc.assert(
      fc.property(publicKey, prefix, (key, ss58Prefix) => {
        const address = encodeSs58(key, ss58Prefix);
        expect(address).toBe(encodeAddress(key, ss58Prefix));
        expect(decodeSs58(address)).toEqual({ prefix: ss58Prefix, publicKey: key });
        expect(decodeAddress(address)).toEqual(key);
        expect(checkAddress(address, ss58Prefix)[0]).toBe(true);
        expect(isPolkadotAddress(address, ss58Prefix)).toBe(true);
        expect(encodeSs58(decodeSs58(address).publicKey, decodeSs58(address).prefix)).toBe(address);
      }),
      runs,
    );
  });

  /**
   * The reference view of a canonical SS58 account address: polkadot decodes it to a 32- or 33-byte key and
   * encodes that key back to the same text. (decodeAddress alone also takes account indices, one-byte
   * checksums and two-byte forms of small prefixes, which are not account addresses.)
   */
  function referenceAccepts(text: string): boolean {
    try {
      const key = decodeAddress(text);
      if (key.length !== 32 && key.length !== 33) return false;
      const [, , , ss58Prefix] = checkAddressChecksum(base58Decode(text));
      return encodeAddress(key, ss58Prefix) === text;
    } catch {
      return false;
    }
  }

  it('judges a mutated address as the reference does', () => {
    fc.assert(
      fc.property(publicKey, prefix, fc.nat(), fc.constantFrom(...BASE58_ALPHABET), (key, ss58Prefix, index, char) => {
        const mutated = substitute(encodeAddress(key, ss58Prefix), index, char);
        if (mutated === undefined) return;
        expect(isPolkadotAddress(mutated)).toBe(referenceAccepts(mutated));
      }),
      runs,
    );
  });
});
