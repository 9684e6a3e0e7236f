/**
 * Token amounts between the decimal a person types and the integer units a transaction carries. Exact
 * arithmetic only: BigDecimal and bigint, never a JavaScript number for an amount.
 */
import { parseUnits } from 'viem';
import { BigDecimal } from '../number/bigDecimal.js';

/** What the unit conversions read of a token: its decimals and balance, as the APIs send them (text). */
export type TokenQuantity = { readonly quantity: { readonly decimals: string; readonly numeric: string } };

/** The token's decimals (the APIs send them as a string). */
export function tokenDecimals(token: TokenQuantity): number {
  return Number(token.quantity.decimals);
}

/** A decimal amount of `token` in its integer units ('1.5' of a 6-decimal token is 1500000n); extra digits are dropped. */
export function toTokenUnits(amount: string, token: TokenQuantity): bigint {
  const decimals = tokenDecimals(token);
  return parseUnits(BigDecimal.from(amount).floor(decimals).toFixed(decimals), decimals);
}

/** The balance of `token` in its integer units. */
export function balanceUnits(token: TokenQuantity): bigint {
  return toTokenUnits(token.quantity.numeric, token);
}
