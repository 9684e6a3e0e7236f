import { InvalidTransactionError } from './invalidTransaction.errors.js';

const WORD_BYTES = 32;
const HEX = /^0x[0-9a-fA-F]*$/;

/**
 * zkSync stores a bytecode's length in words in a 2-byte field of the bytecode hash, so at most 2^16-1
 * words: 65535 * 32 = 2,097,120 bytes.
 */
export const MAX_BYTECODE_WORDS = 0xffff;
export const MAX_BYTECODE_SIZE_BYTES = MAX_BYTECODE_WORDS * WORD_BYTES;

/**
 * Throws InvalidTransactionError unless `bytecode` can be hashed for zkSync: whole bytes
 * of hex, a length divisible by 32, an odd number of 32-byte words, and no more than MAX_BYTECODE_SIZE_BYTES.
 */
export function assertBytecodeLength(bytecode: string): void {
  if (typeof bytecode !== 'string' || !HEX.test(bytecode) || bytecode.length % 2 !== 0) {
    throw new InvalidTransactionError('bytecode-not-hex', 'bytecode must be 0x-prefixed hex of whole bytes');
  }
  const byteLength = (bytecode.length - 2) / 2;
  if (byteLength % WORD_BYTES !== 0) {
    throw new InvalidTransactionError(
      'bytecode-length-not-multiple-of-32',
      `bytecode length must be divisible by 32, got ${byteLength} bytes`,
    );
  }
  if (byteLength > MAX_BYTECODE_SIZE_BYTES) {
    throw new InvalidTransactionError(
      'bytecode-too-large',
      `bytecode cannot be longer than ${MAX_BYTECODE_SIZE_BYTES} bytes, got ${byteLength}`,
    );
  }
  const words = byteLength / WORD_BYTES;
  if (words % 2 === 0) {
    throw new InvalidTransactionError(
      'bytecode-word-count-even',
      `bytecode must be an odd number of 32-byte words, got ${words}`,
    );
  }
}

/** True when `bytecode` passes every rule of `assertBytecodeLength`. */
export function isValidBytecodeLength(bytecode: string): boolean {
  try {
    assertBytecodeLength(bytecode);
    return true;
  } catch {
    return false;
  }
}
