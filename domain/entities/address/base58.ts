/**
 * Base58 (the Bitcoin alphabet), used by Solana public keys, Bitcoin legacy addresses and SS58. Written here
 * rather than imported so domain code has no codec dependency; tests compare it with independent libraries.
 *
 * The conversion is quadratic in the input length, so validators bound the length before decoding.
 */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

const DIGIT_OF_CHAR: ReadonlyMap<string, number> = new Map([...ALPHABET].map((char, digit) => [char, digit]));

/** True when every character of `value` is in the base58 alphabet (no 0, O, I or l). */
export function isBase58(value: string): boolean {
  for (const char of value) if (!DIGIT_OF_CHAR.has(char)) return false;
  return true;
}

/** Encodes bytes; each leading zero byte becomes a leading '1'. */
export function encodeBase58(bytes: Uint8Array): string {
  let leadingZeros = 0;
  while (leadingZeros < bytes.length && bytes[leadingZeros] === 0) leadingZeros++;

  const digits: number[] = []; // base-58 digits, least significant first
  for (let index = leadingZeros; index < bytes.length; index++) {
    let carry = bytes[index] ?? 0;
    for (let position = 0; position < digits.length; position++) {
      carry += (digits[position] ?? 0) * 256;
      digits[position] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    for (; carry > 0; carry = Math.floor(carry / 58)) digits.push(carry % 58);
  }

  let text = '1'.repeat(leadingZeros);
  for (let position = digits.length - 1; position >= 0; position--) text += ALPHABET[digits[position] ?? 0];
  return text;
}

/** Decodes base58 text, or returns undefined when a character is outside the alphabet. */
export function decodeBase58(text: string): Uint8Array | undefined {
  let leadingOnes = 0;
  while (leadingOnes < text.length && text[leadingOnes] === '1') leadingOnes++;

  const bytes: number[] = []; // base-256 digits, least significant first
  for (let index = leadingOnes; index < text.length; index++) {
    let carry = DIGIT_OF_CHAR.get(text.charAt(index));
    if (carry === undefined) return undefined;
    for (let position = 0; position < bytes.length; position++) {
      carry += (bytes[position] ?? 0) * 58;
      bytes[position] = carry & 0xff;
      carry >>= 8;
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff);
  }

  const decoded = new Uint8Array(leadingOnes + bytes.length);
  for (let position = 0; position < bytes.length; position++) {
    decoded[decoded.length - 1 - position] = bytes[position] ?? 0;
  }
  return decoded;
}
