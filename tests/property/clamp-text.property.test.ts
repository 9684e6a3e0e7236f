import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampText, WALLET_TEXT_MAX_LENGTH } from '../../domain/entities/display/clampText.js';
import { ELLIPSIS } from '../../domain/entities/display/ellipsis.js';

const RUNS = { numRuns: 300 };
const codePoints = (text: string) => Array.from(text);
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// Wallet text of any length around the limit, in ASCII, in any Unicode (emoji included) and in raw code units.
const walletText = fc.oneof(
  fc.string({ maxLength: 400 }),
  fc.string({ unit: 'grapheme', maxLength: 400 }),
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.string({ unit: fc.constantFrom('a', '🦊', 'é', ' '), minLength: 150, maxLength: 200 }),
);

describe('clampText properties (issue 18, defect 5)', () => {
  it('shows at most limit + 1 code points, a prefix of the input, with an ellipsis only when it cut', () => {
    fc.assert(
      fc.property(walletText, fc.integer({ min: 1, max: 300 }), (text, max) => {
        const clamped = clampText(text, max);
        expect(codePoints(clamped).length).toBeLessThanOrEqual(max + 1);
        if (clamped === text) {
          expect(codePoints(text).length).toBeLessThanOrEqual(max);
        } else {
          expect(codePoints(text).length).toBeGreaterThan(max);
          expect(clamped.endsWith(ELLIPSIS)).toBe(true);
          expect(text.startsWith(clamped.slice(0, -ELLIPSIS.length))).toBe(true);
          // A cut between code points: no half of a surrogate pair is made by it.
          if (!LONE_SURROGATE.test(text)) expect(clamped).not.toMatch(LONE_SURROGATE);
        }
      }),
      RUNS,
    );
  });

  it('uses WALLET_TEXT_MAX_LENGTH by default and is idempotent', () => {
    fc.assert(
      fc.property(walletText, (text) => {
        const clamped = clampText(text);
        expect(clamped).toBe(clampText(text, WALLET_TEXT_MAX_LENGTH));
        expect(clampText(clamped)).toBe(clamped);
      }),
      RUNS,
    );
  });
});
