/**
 * The figures of the Swap views as text: US dollar values, the price of one source token in destination
 * tokens, percentages and token amounts. The swap state holds exact decimal strings; these only format
 * them (BigDecimal, never floating point). Each returns undefined for a value it cannot read, so a view shows
 * nothing rather than 'NaN'.
 */
import { BigDecimal, type BigDecimalInput } from '../../../domain/entities/number/bigDecimal.js';
import { formatNumber } from '../../../domain/entities/number/formatNumber.js';

/** Below this a positive dollar value reads '<$0.01' rather than a misleading '$0.00'. */
const SMALLEST_SHOWN_USD = '0.01';

/** Fraction digits of a price: enough to show a cheap token against a dear one (1 USDC = 0.00033333 ETH). */
const PRICE_DECIMALS_BELOW_ONE = 8;
const PRICE_DECIMALS_FROM_ONE = 4;

/** Fraction digits of a destination amount (SPEC.md section 9: destination amounts to 6 decimals). */
const AMOUNT_DECIMALS = 6;

function parse(value: BigDecimalInput | undefined): BigDecimal | undefined {
  if (value === undefined || value === '') return undefined;
  try {
    return BigDecimal.from(value);
  } catch {
    return undefined;
  }
}

/** '1,234.5000' -> '1,234.5', '3.00' -> '3' (en-US grouping, so '.' is the decimal point). */
function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

export type FormatSwapUsdParameters = BigDecimalInput | undefined;
export type FormatSwapUsdReturnType = string | undefined;

/** '$1,234.50'; '<$0.01' for a positive value under a cent; undefined when unreadable. */
export function formatSwapUsd(value: FormatSwapUsdParameters): FormatSwapUsdReturnType {
  const amount = parse(value);
  if (!amount) return undefined;
  if (amount.compare(0) > 0 && amount.compare(SMALLEST_SHOWN_USD) < 0) return `<$${SMALLEST_SHOWN_USD}`;
  return `$${formatNumber(amount)}`;
}

export type FormatSwapAmountParameters = { amount: BigDecimalInput | undefined; symbol: string };
export type FormatSwapAmountReturnType = string | undefined;

/** A token amount to 6 decimals without trailing zeros, with its symbol: '2,970.5 USDC'. */
export function formatSwapAmount({ amount, symbol }: FormatSwapAmountParameters): FormatSwapAmountReturnType {
  const value = parse(amount);
  if (!value) return undefined;
  return `${trimZeros(formatNumber(value, { decimals: AMOUNT_DECIMALS }))} ${symbol}`.trim();
}

export type FormatSwapPriceParameters = {
  sourceAmount: string;
  sourceSymbol: string;
  toAmount: string;
  toSymbol: string;
};
export type FormatSwapPriceReturnType = string | undefined;

/** What one source token buys at the quote: '1 ETH = 3,000 USDC'; undefined without a positive amount on both sides. */
export function formatSwapPrice({ sourceAmount, sourceSymbol, toAmount, toSymbol }: FormatSwapPriceParameters): FormatSwapPriceReturnType {
  const source = parse(sourceAmount);
  const destination = parse(toAmount);
  if (!source || !destination || source.compare(0) <= 0 || destination.compare(0) <= 0) return undefined;
  const rate = destination.div(source);
  const decimals = rate.compare(1) >= 0 ? PRICE_DECIMALS_FROM_ONE : PRICE_DECIMALS_BELOW_ONE;
  return `1 ${sourceSymbol} = ${trimZeros(formatNumber(rate, { decimals }))} ${toSymbol}`;
}

export type FormatSwapPercentParameters = BigDecimalInput | undefined;
export type FormatSwapPercentReturnType = string | undefined;

/** A percentage to at most 2 decimals: '0.42%', '1%'. */
export function formatSwapPercent(value: FormatSwapPercentParameters): FormatSwapPercentReturnType {
  const percent = parse(value);
  if (!percent) return undefined;
  return `${trimZeros(formatNumber(percent, { decimals: 2 }))}%`;
}

export type UsdOfParameters = { amount: string | undefined; priceInUsd: string };
export type UsdOfReturnType = string | undefined;

/** The dollar value of an amount at a price ('0' price: unknown, so undefined). */
export function usdOf({ amount, priceInUsd }: UsdOfParameters): UsdOfReturnType {
  const value = parse(amount);
  const price = parse(priceInUsd);
  if (!value || !price || price.isZero()) return undefined;
  return formatSwapUsd(value.mul(price));
}
