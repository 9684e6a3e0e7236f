import { describe, it, expect } from 'vitest';
import { convertBits, decodeBech32, encodeBech32 } from './bech32.js';

// BIP-173 and BIP-350 generic test vectors.
const validBech32 = [
  'A12UEL5L',
  'a12uel5l',
  'an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1tt5tgs',
  'abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw',
  '11qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqc8247j',
  'split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w',
  '?1ezyfcl',
];
const validBech32m = [
  'A1LQFN3A',
  'a1lqfn3a',
  'an83characterlonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11sg7hg6',
  'abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx',
  '11llllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllludsr8',
  'split1checkupstagehandshakeupstreamerranterredcaperredlc445v',
  '?1v759aa',
];
const invalid = [
  '\x201nwldj5',
  '\x7f1axkwrx',
  '\x801eym55h',
  'an84characterslonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1569pvx',
  'pzry9x0s0muk',
  '1pzry9x0s0muk',
  'x1b4n0q5v',
  'li1dgmt3',
  'de1lg7wt\xff',
  'A1G7SGD8',
  '10a06t8',
  '1qzzfhee',
  'qyrz8wqd2c9m',
  'y1b0jsk6g',
  'lt1igcx5c0',
  'in1muywd',
  'mm1crxm3i',
  'au1s5cgom',
  'M1VUXWEZ',
  '16plkw9',
  '1p2gdwpf',
  'a12UEL5L', // mixed case
];

describe('decodeBech32', () => {
  it.each(validBech32)('accepts %s as bech32', (value) => {
    expect(decodeBech32(value)?.encoding).toBe('bech32');
  });

  it.each(validBech32m)('accepts %s as bech32m', (value) => {
    expect(decodeBech32(value)?.encoding).toBe('bech32m');
  });

  it.each(invalid)('rejects %j', (value) => {
    expect(decodeBech32(value)).toBeUndefined();
  });

  it('lowercases the human-readable part and strips the checksum', () => {
    expect(decodeBech32('A12UEL5L')).toEqual({ hrp: 'a', words: [], encoding: 'bech32' });
    expect(decodeBech32('abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw')?.words).toEqual(
      Array.from({ length: 32 }, (_, index) => index),
    );
  });

  it('honours a custom length limit', () => {
    const long = encodeBech32('cosmos', new Array(90).fill(0), 'bech32');
    expect(decodeBech32(long)).toBeUndefined();
    expect(decodeBech32(long, 1023)?.hrp).toBe('cosmos');
  });
});

describe('encodeBech32', () => {
  it.each([...validBech32, ...validBech32m])('re-encodes %s', (value) => {
    const decoded = decodeBech32(value);
    expect(decoded).toBeDefined();
    if (!decoded) return;
    expect(encodeBech32(decoded.hrp, decoded.words, decoded.encoding)).toBe(value.toLowerCase());
  });

  it('refuses words or a human-readable part no string can hold', () => {
    expect(() => encodeBech32('', [], 'bech32')).toThrow(RangeError);
    expect(() => encodeBech32('a', [32], 'bech32')).toThrow(RangeError);
  });
});

describe('convertBits', () => {
  it('regroups bytes into words and back', () => {
    const words = convertBits([0xff, 0x00], 8, 5, true);
    expect(words).toEqual([31, 28, 0, 0]);
    expect(convertBits(words ?? [], 5, 8, false)).toEqual([0xff, 0x00]);
  });

  it('refuses non-zero padding, too much padding and out-of-range values', () => {
    expect(convertBits([31, 28, 0, 1], 5, 8, false)).toBeUndefined();
    expect(convertBits([31, 28, 0, 0, 0, 0], 5, 8, false)).toBeUndefined(); // 6 leftover bits
    expect(convertBits([32], 5, 8, true)).toBeUndefined();
  });
});
