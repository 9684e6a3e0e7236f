import { describe, expect, it } from 'vitest';
import { solanaSpendable, validateSolanaTransfer, type ValidateSolanaTransferParameters } from './validateSolanaTransfer.js';

const MINIMUM = 890_880n;
const FEE = 5000n;
const SOL = 1_000_000_000n;

const base: ValidateSolanaTransferParameters = {
  amount: SOL,
  native: true,
  senderBalance: 10n * SOL,
  facts: { fee: FEE, receiverNativeBalance: 0n, minimumAccountBalance: MINIMUM, tokenAccountRent: 0n },
  symbol: 'SOL',
};

function check(change: Partial<ValidateSolanaTransferParameters>, facts: Partial<ValidateSolanaTransferParameters['facts']> = {}) {
  return validateSolanaTransfer({ ...base, ...change, facts: { ...base.facts, ...facts } });
}

function errorOf(change: Partial<ValidateSolanaTransferParameters>, facts: Partial<ValidateSolanaTransferParameters['facts']> = {}) {
  const result = check(change, facts);
  if (result.ok) throw new Error('expected a refusal');
  return { code: result.error.code, message: result.error.shortMessage, details: result.error.details };
}

describe('validateSolanaTransfer', () => {
  it('accepts SOL to a new account with at least the minimum, and to an existing account with any amount', () => {
    expect(check({ amount: MINIMUM }).ok).toBe(true);
    expect(check({ amount: 1n }, { receiverNativeBalance: 1n }).ok).toBe(true);
  });

  it('refuses SOL below the rent-exempt minimum to an account that does not exist, naming the minimum in SOL', () => {
    expect(errorOf({ amount: MINIMUM - 1n })).toEqual({
      code: 'SOLANA_RECEIVER_BELOW_RENT',
      message: 'A new Solana account needs at least 0.00089088 SOL',
      details: undefined,
    });
  });

  it('lets a token go to a new owner whatever its amount: the rent is the token account\'s, paid by the sender', () => {
    expect(check({ native: false, amount: 1n }, { tokenAccountRent: 2_039_280n }).ok).toBe(true);
  });

  it('refuses when the balance does not cover the amount and the fee', () => {
    expect(check({ amount: 10n * SOL - FEE }).ok).toBe(true);
    expect(errorOf({ amount: 10n * SOL - FEE + 1n })).toEqual({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Insufficient balance',
      details: 'The amount and the network fee (0.000005 SOL) are more than your SOL balance.',
    });
  });

  it('refuses a token send whose fee and token-account rent the SOL balance does not cover', () => {
    expect(check({ native: false, amount: 5n, senderBalance: FEE }).ok).toBe(true);
    expect(errorOf({ native: false, amount: 5n, senderBalance: FEE - 1n })).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      details: 'The network fee (0.000005 SOL) is more than your SOL balance.',
    });
    expect(errorOf({ native: false, amount: 5n, senderBalance: FEE + 2_039_279n }, { tokenAccountRent: 2_039_280n })).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      details: "The network fee (0.000005 SOL) and the receiver's new token account (0.00203928 SOL) are more than your SOL balance.",
    });
  });

  it('refuses a send that leaves the sender between 0 and the minimum, and allows leaving exactly 0 or the minimum', () => {
    const balance = 2n * SOL;
    expect(check({ senderBalance: balance, amount: balance - FEE }).ok).toBe(true);
    expect(check({ senderBalance: balance, amount: balance - FEE - MINIMUM }).ok).toBe(true);
    expect(errorOf({ senderBalance: balance, amount: balance - FEE - 1n })).toEqual({
      code: 'SOLANA_SENDER_BELOW_RENT',
      message: 'After this send your account would hold less than the 0.00089088 SOL a Solana account needs',
      details: 'Send less, or everything but the network fee.',
    });
    expect(errorOf({ native: false, amount: 1n, senderBalance: FEE + 1n })).toMatchObject({ code: 'SOLANA_SENDER_BELOW_RENT' });
  });

  it('refuses an amount of no unit at all', () => {
    expect(errorOf({ amount: 0n })).toMatchObject({ code: 'INCORRECT_AMOUNT', message: 'Incorrect amount' });
  });

  it('reports the balance before the rent rules', () => {
    expect(errorOf({ amount: MINIMUM - 1n, senderBalance: MINIMUM - 2n }).code).toBe('INSUFFICIENT_BALANCE');
  });
});

describe('solanaSpendable', () => {
  it('is the balance less the fee, never below 0', () => {
    expect(solanaSpendable({ senderBalance: SOL, fee: FEE })).toBe(SOL - FEE);
    expect(solanaSpendable({ senderBalance: FEE - 1n, fee: FEE })).toBe(0n);
  });
});
