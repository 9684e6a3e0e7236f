/**
 * The swap rules of SPEC.md section 5 against references on bigints: amounts are generated as integer units
 * with a number of decimals and written out with viem's formatUnits, so the comparison the code makes on
 * decimal strings can be checked against plain integer comparison.
 */
import fc from 'fast-check';
import { formatUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  hasInsufficientGas,
  hasInsufficientSourceBalance,
  validateSwapInput,
  type SwapTokenFields,
} from '../../domain/entities/swap/index.js';

const runs = { numRuns: 200 };
const DIGIT = fc.constantFrom(...'0123456789');

/** Two amounts in the same unit (decimals 0 to 20), often equal or one unit apart. */
const amountPair = fc
  .tuple(
    fc.integer({ min: 0, max: 20 }),
    fc.oneof(fc.constant(0n), fc.bigInt({ min: 0n, max: 10n ** 30n })),
    fc.constantFrom('random', 'equal', 'below', 'above', 'zero'),
    fc.bigInt({ min: 0n, max: 10n ** 30n }),
  )
  .map(([decimals, first, relation, random]) => {
    const second = {
      random,
      equal: first,
      below: first > 0n ? first - 1n : 0n,
      above: first + 1n,
      zero: 0n,
    }[relation];
    return { decimals, first, second };
  });

describe('hasInsufficientGas (property, on bigints)', () => {
  it('is true exactly when the balance is zero or the estimate exceeds it', () => {
    fc.assert(
      fc.property(amountPair, fc.boolean(), ({ decimals, first: balance, second: estimate }, withEstimate) => {
        const gasEstimate = withEstimate ? formatUnits(estimate, decimals) : undefined;
        const reference = balance === 0n || (withEstimate ? estimate : 0n) > balance;
        expect(hasInsufficientGas({ networkBalance: formatUnits(balance, decimals), gasEstimate })).toBe(reference);
      }),
      runs,
    );
  });
});

describe('hasInsufficientSourceBalance (property, on bigints)', () => {
  it('is true exactly when the amount is above the balance (an unknown balance is zero)', () => {
    fc.assert(
      fc.property(amountPair, fc.boolean(), ({ decimals, first: balance, second: amount }, known) => {
        const reference = amount > (known ? balance : 0n);
        const result = hasInsufficientSourceBalance({
          balance: known ? formatUnits(balance, decimals) : undefined,
          amount: formatUnits(amount, decimals),
        });
        expect(result).toBe(reference);
      }),
      runs,
    );
  });
});

describe('validateSwapInput (property)', () => {
  const token: fc.Arbitrary<SwapTokenFields | undefined> = fc.oneof(
    { weight: 6, arbitrary: fc.record({ address: fc.string({ minLength: 1 }), decimals: fc.integer({ min: 0, max: 255 }) }) },
    {
      weight: 1,
      arbitrary: fc.record(
        {
          address: fc.constantFrom(undefined, '', 'eip155:1:0x1'),
          decimals: fc.constantFrom(undefined, -1, 1.5, 256, Number.NaN, 18),
        },
        { requiredKeys: [] },
      ),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  const amount = fc.oneof(
    { weight: 4, arbitrary: fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 24n }), fc.integer({ min: 0, max: 18 })).map(([units, d]) => formatUnits(units, d)) },
    { weight: 1, arbitrary: fc.string({ unit: fc.oneof(DIGIT, fc.constantFrom('.', ',', '-', 'e', ' ')), maxLength: 6 }) },
    { weight: 1, arbitrary: fc.constantFrom(undefined, null, '') },
  );
  const walletAddress = fc.oneof({ weight: 6, arbitrary: fc.string({ minLength: 1 }) }, { weight: 1, arbitrary: fc.constantFrom(undefined, null, '') });

  function completeReference(candidate: SwapTokenFields | undefined): boolean {
    if (!candidate) return false;
    const { address, decimals } = candidate;
    return !!address && typeof decimals === 'number' && Number.isInteger(decimals) && decimals >= 0 && decimals < 256;
  }

  function positiveReference(text: string | null | undefined): boolean {
    if (typeof text !== 'string' || !/^[0-9]*\.?[0-9]*$/.test(text) || !/[0-9]/.test(text)) return false;
    return /[1-9]/.test(text);
  }

  it('reports the first failing rule in the spec order: address, source token, amount, destination token', () => {
    fc.assert(
      fc.property(walletAddress, token, amount, token, (wallet, sourceToken, sourceTokenAmount, toToken) => {
        const reference = !wallet
          ? 'NO_SWAP_ADDRESS'
          : !completeReference(sourceToken)
            ? 'SWAP_SOURCE_TOKEN_REQUIRED'
            : !positiveReference(sourceTokenAmount)
              ? 'INCORRECT_AMOUNT'
              : !completeReference(toToken)
                ? 'SWAP_DESTINATION_TOKEN_REQUIRED'
                : 'ok';
        const result = validateSwapInput({ walletAddress: wallet, sourceToken, sourceTokenAmount, toToken });
        expect(result.ok ? 'ok' : result.error.code).toBe(reference);
      }),
      runs,
    );
  });
});
