/**
 * Token amounts between the decimal a person types and the integer units a transaction carries, and the
 * amounts derived from them (the Max amount, the US dollar value). Exact arithmetic only: BigDecimal and
 * bigint, never a JavaScript number for an amount (a price from the API is a number, and is multiplied exactly).
 */
import { formatUnits, parseUnits } from 'viem';
import { BigDecimal } from '../../entities/number/bigDecimal.js';
import { formatNumber } from '../../entities/number/formatNumber.js';
import type { TokenBalance } from '../../entities/token/token-balance.js';

/** The token's decimals (the API sends them as a string). */
export function tokenDecimals(token: Pick<TokenBalance, 'quantity'>): number {
  return Number(token.quantity.decimals);
}

/** A decimal amount of `token` in its integer units ('1.5' of a 6-decimal token is 1500000n); extra digits are dropped. */
export function toTokenUnits(amount: string, token: Pick<TokenBalance, 'quantity'>): bigint {
  const decimals = tokenDecimals(token);
  return parseUnits(BigDecimal.from(amount).floor(decimals).toFixed(decimals), decimals);
}

/** The balance of `token` in its integer units. */
export function balanceUnits(token: Pick<TokenBalance, 'quantity'>): bigint {
  return toTokenUnits(token.quantity.numeric, token);
}

export type MaxSendAmountParameters = {
  token: Pick<TokenBalance, 'quantity' | 'address'>;
  /**
   * What to keep for gas, in the native currency's units; only a native send keeps it (an ERC-20 send pays
   * gas in the native currency, not in the token).
   */
  gasReserve: bigint;
};

/** The largest amount that can be sent, as a decimal string ('0' when the reserve eats the whole balance). */
export function maxSendAmount({ token, gasReserve }: MaxSendAmountParameters): string {
  const balance = balanceUnits(token);
  const available = token.address === undefined ? balance - gasReserve : balance;
  return available > 0n ? formatUnits(available, tokenDecimals(token)) : '0';
}

/** `amount` of a token priced `price` dollars each, for display ('$1,234.50'); undefined without a price or amount. */
export function amountInUsd(amount: string, price: number | undefined): string | undefined {
  if (price === undefined || !Number.isFinite(price) || price <= 0 || amount === '') return undefined;
  try {
    return `$${formatNumber(BigDecimal.from(amount).mul(price))}`;
  } catch {
    return undefined;
  }
}
