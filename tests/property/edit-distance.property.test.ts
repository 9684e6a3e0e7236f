/**
 * The edit distance behind "did you mean" (closestName.ts) against its definition: a distance (zero only
 * between equal strings, symmetric, never more than the longer length), one slip of any kind (a character
 * inserted, deleted, replaced, or two neighbours swapped) is exactly one edit away, and closestName finds the
 * name a slip came from among names far apart from each other.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closestName, editDistance } from '../../domain/entities/text/closestName.js';

const word = fc.string({ unit: fc.constantFrom(...'abcdefghij-'), minLength: 0, maxLength: 12 });

/** One slip applied to a non-empty word, at an index the word has. */
function slip(text: string, kind: number, index: number, letter: string): string {
  const at = index % text.length;
  switch (kind) {
    case 0:
      return text.slice(0, at) + letter + text.slice(at);
    case 1:
      return text.slice(0, at) + text.slice(at + 1);
    case 2:
      return text.slice(0, at) + letter + text.slice(at + 1);
    default: {
      const swapAt = Math.min(at, text.length - 2);
      return text.slice(0, swapAt) + text.charAt(swapAt + 1) + text.charAt(swapAt) + text.slice(swapAt + 2);
    }
  }
}

describe('editDistance', () => {
  it('is zero only between equal strings, symmetric, and at most the longer length', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        const distance = editDistance(a, b);
        expect(distance === 0).toBe(a === b);
        expect(editDistance(b, a)).toBe(distance);
        expect(distance).toBeLessThanOrEqual(Math.max(a.length, b.length));
        expect(distance).toBeGreaterThanOrEqual(Math.abs(a.length - b.length));
      }),
    );
  });

  it('puts one slip one edit away (or none, when the slip changed nothing)', () => {
    fc.assert(
      fc.property(word.filter((text) => text.length >= 2), fc.nat(3), fc.nat(), fc.constantFrom(...'xyz'), (text, kind, index, letter) => {
        const slipped = slip(text, kind, index, letter);
        expect(editDistance(text, slipped)).toBe(slipped === text ? 0 : 1);
      }),
    );
  });
});

describe('closestName', () => {
  it('finds the known name a one-slip typo of a long name came from', () => {
    const known = ['themeMode', 'projectId', 'networks', 'featuredWalletIds'];
    fc.assert(
      fc.property(fc.constantFrom(...known), fc.nat(3), fc.nat(), fc.constantFrom(...'xyz'), (name, kind, index, letter) => {
        expect(closestName({ name: slip(name, kind, index, letter), known })).toBe(name);
      }),
    );
  });
});
