/**
 * Bech32 (BIP-173) and bech32m (BIP-350): the text form of segwit Bitcoin addresses and Cosmos addresses.
 * The two differ only in the constant the checksum must equal, so one decoder reports which one it saw and
 * the caller decides which it accepts (segwit v0 needs bech32, v1 and later need bech32m).
 */
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3] as const;
const CHECKSUM_CONSTANT = { bech32: 1, bech32m: 0x2bc830a3 } as const;
const CHECKSUM_LENGTH = 6;
const SEPARATOR = '1';

/** BIP-173 caps a string at 90 characters; Cosmos chains stay well under it. */
export const BECH32_DEFAULT_LIMIT = 90;

export type Bech32Encoding = keyof typeof CHECKSUM_CONSTANT;

export type DecodedBech32 = {
  /** The human-readable part, lowercased. */
  hrp: string;
  /** The data part as 5-bit words, checksum removed. */
  words: number[];
  encoding: Bech32Encoding;
};

const WORD_OF_CHAR: ReadonlyMap<string, number> = new Map([...CHARSET].map((char, word) => [char, word]));

function polymod(values: readonly number[]): number {
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    GENERATOR.forEach((generator, bit) => {
      if ((top >>> bit) & 1) checksum ^= generator;
    });
  }
  return checksum >>> 0;
}

function expandHrp(hrp: string): number[] {
  const codes = [...hrp].map((char) => char.charCodeAt(0));
  return [...codes.map((code) => code >> 5), 0, ...codes.map((code) => code & 31)];
}

function isValidHrp(hrp: string): boolean {
  if (hrp.length < 1 || hrp.length > 83) return false;
  for (const char of hrp) {
    const code = char.charCodeAt(0);
    if (code < 33 || code > 126) return false;
  }
  return true;
}

/**
 * Encodes 5-bit words under a human-readable part. Throws a RangeError on arguments no valid string could
 * hold (a programming mistake, not user input).
 */
export function encodeBech32(hrp: string, words: readonly number[], encoding: Bech32Encoding): string {
  const lowerHrp = hrp.toLowerCase();
  if (!isValidHrp(lowerHrp)) throw new RangeError(`Invalid bech32 human-readable part: ${hrp}`);
  if (words.some((word) => !Number.isInteger(word) || word < 0 || word > 31)) {
    throw new RangeError('Bech32 words must be integers from 0 to 31');
  }
  const checksumInput = [...expandHrp(lowerHrp), ...words, 0, 0, 0, 0, 0, 0];
  const checksum = polymod(checksumInput) ^ CHECKSUM_CONSTANT[encoding];
  const checksumWords = Array.from({ length: CHECKSUM_LENGTH }, (_, index) => (checksum >>> (5 * (5 - index))) & 31);
  return lowerHrp + SEPARATOR + [...words, ...checksumWords].map((word) => CHARSET.charAt(word)).join('');
}

/**
 * Decodes a bech32 or bech32m string, or returns undefined when it is not one: too long, mixed case, a
 * character outside the charset, or a checksum matching neither constant. Upper case is accepted, as
 * BIP-173 requires of decoders.
 */
export function decodeBech32(value: string, limit: number = BECH32_DEFAULT_LIMIT): DecodedBech32 | undefined {
  if (value.length < 8 || value.length > limit) return undefined;
  const lower = value.toLowerCase();
  if (value !== lower && value !== value.toUpperCase()) return undefined;

  const separatorAt = lower.lastIndexOf(SEPARATOR);
  if (separatorAt < 1 || separatorAt + 1 + CHECKSUM_LENGTH > lower.length) return undefined;
  const hrp = lower.slice(0, separatorAt);
  if (!isValidHrp(hrp)) return undefined;

  const data: number[] = [];
  for (const char of lower.slice(separatorAt + 1)) {
    const word = WORD_OF_CHAR.get(char);
    if (word === undefined) return undefined;
    data.push(word);
  }

  const checksum = polymod([...expandHrp(hrp), ...data]);
  const encoding =
    checksum === CHECKSUM_CONSTANT.bech32 ? 'bech32' : checksum === CHECKSUM_CONSTANT.bech32m ? 'bech32m' : undefined;
  if (!encoding) return undefined;
  return { hrp, words: data.slice(0, -CHECKSUM_LENGTH), encoding };
}

/**
 * Regroups bits (8-bit bytes to 5-bit words and back). Without padding, leftover bits must be fewer than
 * `fromBits` and all zero, which is what makes a decoded program canonical; returns undefined otherwise.
 */
export function convertBits(
  data: readonly number[] | Uint8Array,
  fromBits: number,
  toBits: number,
  pad: boolean,
): number[] | undefined {
  let accumulator = 0;
  let bits = 0;
  const result: number[] = [];
  const maxValue = (1 << toBits) - 1;
  const maxAccumulator = (1 << (fromBits + toBits - 1)) - 1;
  for (const value of data) {
    if (value < 0 || value >> fromBits !== 0) return undefined;
    accumulator = ((accumulator << fromBits) | value) & maxAccumulator;
    bits += fromBits;
    while (bits >= toBits) {
      bits -= toBits;
      result.push((accumulator >> bits) & maxValue);
    }
  }
  if (pad) {
    if (bits > 0) result.push((accumulator << (toBits - bits)) & maxValue);
  } else if (bits >= fromBits || ((accumulator << (toBits - bits)) & maxValue) !== 0) {
    return undefined;
  }
  return result;
}
