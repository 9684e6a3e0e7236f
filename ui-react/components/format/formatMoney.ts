/**
 * Money and token amounts as people read them, the one formatter of the renderer. The state holds exact
 * decimal strings (domain/entities/token: usdValue, holdingUsdValue); these only format them (BigDecimal,
 * never floating point). Each returns undefined for a value it cannot read, so a view shows nothing rather
 * than 'NaN'.
 */
import { BigDecimal, type BigDecimalInput } from '../../../domain/entities/number/bigDecimal.js';
import { formatBalance } from '../../../domain/entities/number/formatBalance.js';
import { formatNumber } from '../../../domain/entities/number/formatNumber.js';

/** Below this a positive dollar value reads '<$0.01' rather than a misleading '$0.00'. */
const SMALLEST_SHOWN_USD = '0.01';

/** Fraction digits of a token amount (SPEC.md section 9: destination amounts to 6 decimals). */
const AMOUNT_DECIMALS = 6;

/** `value` as a BigDecimal; undefined when missing or not a number. */
export function readDecimal(value: BigDecimalInput | undefined): BigDecimal | undefined {
  if (value === undefined || value === '') return undefined;
  try {
    return BigDecimal.from(value);
  } catch {
    return undefined;
  }
}

/** '1,234.5000' -> '1,234.5', '3.00' -> '3' (en-US grouping, so '.' is the decimal point). */
export function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

export type FormatUsdReturnType = string | undefined;

/** A US dollar value: '$1,234.50'; '<$0.01' for a positive value under a cent; undefined when unreadable. */
export function formatUsd(value: BigDecimalInput | undefined): FormatUsdReturnType {
  const amount = readDecimal(value);
  if (!amount) return undefined;
  if (amount.compare(0) > 0 && amount.compare(SMALLEST_SHOWN_USD) < 0) return `<$${SMALLEST_SHOWN_USD}`;
  return `$${formatNumber(amount)}`;
}

export type FormatTokenAmountParameters = { amount: BigDecimalInput | undefined; symbol: string };
export type FormatTokenAmountReturnType = string | undefined;

/** A token amount to 6 decimals without trailing zeros, with its symbol: '2,970.5 USDC'. */
export function formatTokenAmount({ amount, symbol }: FormatTokenAmountParameters): FormatTokenAmountReturnType {
  const value = readDecimal(amount);
  if (!value) return undefined;
  return `${trimZeros(formatNumber(value, { decimals: AMOUNT_DECIMALS }))} ${symbol}`.trim();
}

/** What an account holds of a token: floored to 3 decimals ('1.234 ETH'); the raw figure when it cannot be read. */
export function formatTokenBalance({ quantity, symbol }: { quantity: { numeric: string }; symbol?: string | undefined }): string {
  try {
    return formatBalance(quantity.numeric, symbol);
  } catch {
    return `${quantity.numeric} ${symbol ?? ''}`.trim();
  }
}

/** Fraction digits of a price: enough to show a cheap token against a dear one (1 USDC = 0.00033333 ETH). */
const PRICE_DECIMALS_BELOW_ONE = 8;
const PRICE_DECIMALS_FROM_ONE = 4;

export type FormatTokenPriceParameters = { sourceAmount: string; sourceSymbol: string; toAmount: string; toSymbol: string };
export type FormatTokenPriceReturnType = string | undefined;

/** What one source token buys at a quote: '1 ETH = 3,000 USDC'; undefined without a positive amount on both sides. */
export function formatTokenPrice({ sourceAmount, sourceSymbol, toAmount, toSymbol }: FormatTokenPriceParameters): FormatTokenPriceReturnType {
  const source = readDecimal(sourceAmount);
  const destination = readDecimal(toAmount);
  if (!source || !destination || source.compare(0) <= 0 || destination.compare(0) <= 0) return undefined;
  const rate = destination.div(source);
  const decimals = rate.compare(1) >= 0 ? PRICE_DECIMALS_FROM_ONE : PRICE_DECIMALS_BELOW_ONE;
  return `1 ${sourceSymbol} = ${trimZeros(formatNumber(rate, { decimals }))} ${toSymbol}`;
}

/** A percentage to at most 2 decimals: '0.42%', '1%'. */
export function formatPercent(value: BigDecimalInput | undefined): string | undefined {
  const percent = readDecimal(value);
  if (!percent) return undefined;
  return `${trimZeros(formatNumber(percent, { decimals: 2 }))}%`;
}
