/**
 * SOL amounts between the decimal a person types ('0.5') and the lamports a transfer carries (1 SOL is 10^9
 * lamports). Exact: bigint and digit strings only, never a JavaScript number, so a 9-decimal amount goes to
 * lamports and back unchanged.
 */
import type { WalletportError } from '../errors/base.error.js';
import { walletportError } from '../errors/catalogue.js';

/** SOL's decimals: a lamport is 10^-9 SOL. */
export const SOL_DECIMALS = 9;

const LAMPORTS_PER_SOL = 10n ** BigInt(SOL_DECIMALS);

// Digits with at most one '.', at least one digit (the form's numeric-input rules have run already).
const PLAIN_DECIMAL = /^(\d*)(?:\.(\d*))?$/;

export type ToLamportsParameters = string;
export type ToLamportsReturnType = bigint;
export type ToLamportsErrorType = WalletportError<'INVALID_NUMBER'>;

/**
 * The lamports of a SOL amount ('0.00089088' is 890880n). Digits past the ninth decimal are dropped (no
 * transfer can carry a part of a lamport); a value that is not a plain non-negative decimal throws INVALID_NUMBER.
 */
export function toLamports(amount: ToLamportsParameters): ToLamportsReturnType {
  const match = PLAIN_DECIMAL.exec(amount);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) throw walletportError('INVALID_NUMBER', [amount]);
  return BigInt(whole === '' ? '0' : whole) * LAMPORTS_PER_SOL + BigInt(fraction.slice(0, SOL_DECIMALS).padEnd(SOL_DECIMALS, '0'));
}

export type LamportsToSolParameters = bigint;
export type LamportsToSolReturnType = string;

/** A lamport amount in SOL, without trailing zeros (890880n is '0.00089088'; 10^9 is '1'; a negative keeps its '-'). */
export function lamportsToSol(lamports: LamportsToSolParameters): LamportsToSolReturnType {
  const sign = lamports < 0n ? '-' : '';
  const magnitude = lamports < 0n ? -lamports : lamports;
  const whole = (magnitude / LAMPORTS_PER_SOL).toString();
  const fraction = (magnitude % LAMPORTS_PER_SOL).toString().padStart(SOL_DECIMALS, '0').replace(/0+$/, '');
  return `${sign}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}
