import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_COIN_TYPE_CHAIN_ID, NAME_MIN_LENGTH } from '../../domain/entities/constants.js';
import { isWalletportError } from '../../domain/entities/errors/base.error.js';
import {
  coinTypeFromChainId,
  isNameWithSuffix,
  isValidAccountName,
  stripNameSuffix,
  withNameSuffix,
} from '../../domain/entities/name/index.js';

const RUNS = { numRuns: 200 };
// The rule of SPEC.md section 5, written as one regex: letters, digits, hyphens, at least 4 of them.
const VALID_NAME_REFERENCE = /^[A-Za-z0-9-]{4,}$/;
const LOW_31_BITS = 0x7fffffff;

const nameLike = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'abcXYZ019-'), maxLength: 12 }),
  fc.string({ unit: fc.constantFrom(...'abc-_. @é\u00a0Z9'), maxLength: 12 }),
  fc.string({ maxLength: 12 }),
);

describe('account names (property)', () => {
  it('agrees with the regex reference', () => {
    expect(NAME_MIN_LENGTH).toBe(4);
    fc.assert(
      fc.property(nameLike, (name) => {
        expect(isValidAccountName(name)).toBe(VALID_NAME_REFERENCE.test(name));
      }),
      RUNS,
    );
  });

  it('adds the suffix once and strips it back', () => {
    const bare = fc.string({ unit: fc.constantFrom(...'abcz09-'), minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(bare, (name) => {
        const full = withNameSuffix(name);
        expect(isNameWithSuffix(full)).toBe(true);
        expect(withNameSuffix(full)).toBe(full);
        expect(stripNameSuffix(full)).toBe(name);
      }),
      RUNS,
    );
  });
});

describe('coinTypeFromChainId (property)', () => {
  const chainId = fc.integer({ min: 0, max: MAX_COIN_TYPE_CHAIN_ID - 1 });

  it('round-trips through the low 31 bits and sets the high bit', () => {
    fc.assert(
      fc.property(chainId, (id) => {
        const coinType = coinTypeFromChainId(id);
        expect(coinType & LOW_31_BITS).toBe(id);
        expect(coinType).toBe(MAX_COIN_TYPE_CHAIN_ID + id);
      }),
      RUNS,
    );
    // Ethereum mainnet too: the production client sends 2147483649 for chain 1, not SLIP-44's 60.
    expect(coinTypeFromChainId(1)).toBe(2147483649);
  });

  it('throws Invalid chainId from 2^31 on', () => {
    fc.assert(
      fc.property(fc.integer({ min: MAX_COIN_TYPE_CHAIN_ID, max: Number.MAX_SAFE_INTEGER }), (id) => {
        let caught: unknown;
        try {
          coinTypeFromChainId(id);
        } catch (error) {
          caught = error;
        }
        expect(isWalletportError(caught, 'INVALID_CHAIN_ID')).toBe(true);
        expect((caught as Error).message).toMatch(/^Invalid chainId/);
      }),
      RUNS,
    );
  });
});
