/**
 * Solana send rules (issue 28) against independent references: lamport arithmetic against viem's parseUnits /
 * formatUnits with 9 decimals, and validateSolanaTransfer against a model of what the chain does with the
 * transfer (the balances after it, and Solana's rule that an account holds 0 lamports or at least the
 * rent-exempt minimum), so nothing here reuses the code under test.
 */
import fc from 'fast-check';
import { formatUnits, parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { lamportsToSol, solanaSpendable, toLamports, validateSolanaTransfer } from '../../domain/entities/send/index.js';

const runs = { numRuns: 300 };
const LAMPORTS = fc.bigInt({ min: 0n, max: 2n ** 64n - 1n });
const DIGITS = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

describe('lamport arithmetic (property, against viem with 9 decimals)', () => {
  it('any lamport amount goes to SOL and back unchanged, written as viem writes it', () => {
    fc.assert(
      fc.property(LAMPORTS, (lamports) => {
        const sol = lamportsToSol(lamports);
        expect(sol).toBe(formatUnits(lamports, 9));
        expect(toLamports(sol)).toBe(lamports);
      }),
      runs,
    );
  });

  it('a typed amount of at most 9 decimals is exactly its lamports, and back to the same number', () => {
    fc.assert(
      fc.property(DIGITS(1, 11), DIGITS(0, 9), (whole, fraction) => {
        const typed = fraction === '' ? whole : `${whole}.${fraction}`;
        const lamports = toLamports(typed);
        expect(lamports).toBe(parseUnits(typed, 9));
        expect(toLamports(lamportsToSol(lamports))).toBe(lamports);
      }),
      runs,
    );
  });

  it('digits past the ninth decimal never add a lamport', () => {
    fc.assert(
      fc.property(DIGITS(1, 6), DIGITS(9, 9), DIGITS(1, 6), (whole, fraction, extra) => {
        expect(toLamports(`${whole}.${fraction}${extra}`)).toBe(toLamports(`${whole}.${fraction}`));
      }),
      runs,
    );
  });
});

/** What the chain does: the transfer lands when every account it touches ends at 0 or at least the minimum. */
function chainAccepts(input: {
  amount: bigint;
  native: boolean;
  senderBalance: bigint;
  fee: bigint;
  receiverNativeBalance: bigint;
  minimumAccountBalance: bigint;
  tokenAccountRent: bigint;
}): 'lands' | 'short' | 'receiver-rent' | 'sender-rent' {
  const senderAfter = input.senderBalance - input.fee - input.tokenAccountRent - (input.native ? input.amount : 0n);
  if (senderAfter < 0n) return 'short';
  const receiverAfter = input.receiverNativeBalance + (input.native ? input.amount : 0n);
  const holdsRent = (lamports: bigint) => lamports === 0n || lamports >= input.minimumAccountBalance;
  // An account that existed before keeps existing (the model's receivers are rent-exempt or absent).
  if (input.native && input.receiverNativeBalance === 0n && !holdsRent(receiverAfter)) return 'receiver-rent';
  if (!holdsRent(senderAfter)) return 'sender-rent';
  return 'lands';
}

const transfer = fc.record({
  amount: fc.bigInt({ min: 1n, max: 5_000_000_000n }),
  native: fc.boolean(),
  senderBalance: fc.bigInt({ min: 0n, max: 6_000_000_000n }),
  fee: fc.constantFrom(5000n, 10_000n, 15_000n),
  receiverNativeBalance: fc.oneof(fc.constant(0n), fc.bigInt({ min: 890_880n, max: 10_000_000_000n })),
  minimumAccountBalance: fc.constantFrom(890_880n, 1_000_000n),
  tokenAccountRent: fc.oneof(fc.constant(0n), fc.constant(2_039_280n)),
});

const CODE_OF = {
  short: 'INSUFFICIENT_BALANCE',
  'receiver-rent': 'SOLANA_RECEIVER_BELOW_RENT',
  'sender-rent': 'SOLANA_SENDER_BELOW_RENT',
} as const;

describe('validateSolanaTransfer (property, against a model of the chain)', () => {
  it('accepts exactly the transfers the chain lands, and names why it refuses one', () => {
    fc.assert(
      fc.property(transfer, ({ amount, native, senderBalance, ...facts }) => {
        const tokenAccountRent = native ? 0n : facts.tokenAccountRent;
        const model = chainAccepts({ amount, native, senderBalance, ...facts, tokenAccountRent });
        const result = validateSolanaTransfer({ amount, native, senderBalance, facts: { ...facts, tokenAccountRent }, symbol: 'SOL' });
        if (model === 'lands') expect(result).toEqual({ ok: true });
        else expect(result.ok ? undefined : result.error.code).toBe(CODE_OF[model]);
      }),
      runs,
    );
  });

  it('Max of SOL (the balance less the fee) lands whenever the receiver can take it, leaving the sender at 0', () => {
    fc.assert(
      fc.property(transfer, ({ senderBalance, fee, receiverNativeBalance, minimumAccountBalance }) => {
        const amount = solanaSpendable({ senderBalance, fee });
        fc.pre(amount > 0n);
        const facts = { fee, receiverNativeBalance, minimumAccountBalance, tokenAccountRent: 0n };
        const result = validateSolanaTransfer({ amount, native: true, senderBalance, facts, symbol: 'SOL' });
        const receiverCanTake = receiverNativeBalance > 0n || amount >= minimumAccountBalance;
        expect(result.ok).toBe(receiverCanTake);
        expect(senderBalance - amount - fee).toBe(0n);
      }),
      runs,
    );
  });

  it('a refusal for rent names the minimum in SOL', () => {
    fc.assert(
      fc.property(transfer, ({ amount, senderBalance, ...facts }) => {
        const result = validateSolanaTransfer({ amount, native: true, senderBalance, facts: { ...facts, tokenAccountRent: 0n }, symbol: 'SOL' });
        fc.pre(!result.ok && result.error.code !== 'INSUFFICIENT_BALANCE');
        if (result.ok) return;
        expect(result.error.shortMessage).toContain(`${formatUnits(facts.minimumAccountBalance, 9)} SOL`);
      }),
      runs,
    );
  });
});
