import { describe, expect, it } from 'vitest';
import { assertBytecodeLength, isValidBytecodeLength, MAX_BYTECODE_SIZE_BYTES } from './bytecodeLength.js';
import type { InvalidTransactionRule } from './invalidTransaction.errors.js';

const ofWords = (words: number) => `0x${'00'.repeat(words * 32)}`;

function ruleOf(bytecode: string): InvalidTransactionRule | undefined {
  try {
    assertBytecodeLength(bytecode);
    return undefined;
  } catch (error) {
    return (error as { rule: InvalidTransactionRule }).rule;
  }
}

describe('bytecode length (zkSync bytecode hash rule)', () => {
  it('accepts an odd number of whole 32-byte words', () => {
    for (const words of [1, 3, 5, 101]) expect(isValidBytecodeLength(ofWords(words))).toBe(true);
  });

  it('rejects an even number of words, including none', () => {
    expect(ruleOf(ofWords(0))).toBe('bytecode-word-count-even');
    expect(ruleOf(ofWords(2))).toBe('bytecode-word-count-even');
  });

  it('rejects a length not divisible by 32', () => {
    expect(ruleOf(`0x${'00'.repeat(33)}`)).toBe('bytecode-length-not-multiple-of-32');
  });

  it('rejects what is not whole bytes of hex', () => {
    expect(ruleOf(`0x${'0'.repeat(63)}`)).toBe('bytecode-not-hex');
    expect(ruleOf(`0x${'zz'.repeat(32)}`)).toBe('bytecode-not-hex');
    expect(ruleOf('00'.repeat(32))).toBe('bytecode-not-hex');
  });

  it('caps the size at 65535 words (2,097,120 bytes)', () => {
    expect(MAX_BYTECODE_SIZE_BYTES).toBe(2_097_120);
    expect(isValidBytecodeLength(ofWords(0xffff))).toBe(true);
    expect(ruleOf(ofWords(0xffff + 2))).toBe('bytecode-too-large');
  });
});
