/**
 * Money and token amounts as people read them, the one formatter of the renderer. The state holds exact
 * decimal strings (domain/entities/token: usdValue, holdingUsdValue); these only format them (BigDecimal,
 * never floating point): the value is rounded or floored here, then written in the shown language (its
 * separators and grouping, Latin digits) by Intl, which is handed the exact decimal text. Each returns
 * undefined for a value it cannot read, so a view shows nothing rather than 'NaN'. `locale` is useT's; English
 * when left out.
 */
import { BigDecimal, type BigDecimalInput } from '../../../domain/entities/number/bigDecimal.js';
import { formatBalance } from '../../../domain/entities/number/formatBalance.js';
import { numberFormat } from '../../i18n/formatters.js';

/** The language numbers are written in when the caller names none. */
const ENGLISH = 'en';

/** Below this a positive dollar value reads '<$0.01' rather than a misleading '$0.00'. */
const SMALLEST_SHOWN_USD = '0.01';

/** Fraction digits of a token amount (SPEC.md section 9: destination amounts to 6 decimals). */
const AMOUNT_DECIMALS = 6;

/** Fraction digits of a percentage. */
const PERCENT_DECIMALS = 2;

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

const fractionDigits = (plain: string) => plain.split('.')[1]?.length ?? 0;

/**
 * A plain decimal ('-1234.50', already rounded) in `locale`, with exactly the fraction digits it has: Intl
 * reads the text itself (no float), so it never rounds again.
 */
function localeDecimal(plain: string, locale: string, options: Intl.NumberFormatOptions = {}, digits = fractionDigits(plain)): string {
  const format = numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, ...options });
  return format.format(plain as Intl.StringNumericLiteral);
}

export type FormatUsdReturnType = string | undefined;

/** A US dollar value: '$1,234.50' ('1.234,50 $' in German); '<$0.01' for a positive value under a cent; undefined when unreadable. */
export function formatUsd(value: BigDecimalInput | undefined, locale: string = ENGLISH): FormatUsdReturnType {
  const amount = readDecimal(value);
  if (!amount) return undefined;
  const usd = (plain: string) => localeDecimal(plain, locale, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' });
  if (amount.compare(0) > 0 && amount.compare(SMALLEST_SHOWN_USD) < 0) return `<${usd(SMALLEST_SHOWN_USD)}`;
  return usd(amount.toFixed(2));
}

export type FormatTokenAmountParameters = { amount: BigDecimalInput | undefined; symbol: string; locale?: string | undefined };
export type FormatTokenAmountReturnType = string | undefined;

/** A token amount to 6 decimals without trailing zeros, with its symbol: '2,970.5 USDC'. */
export function formatTokenAmount({ amount, symbol, locale = ENGLISH }: FormatTokenAmountParameters): FormatTokenAmountReturnType {
  const value = readDecimal(amount);
  if (!value) return undefined;
  return `${localeDecimal(value.round(AMOUNT_DECIMALS).toString(), locale)} ${symbol}`.trim();
}

/**
 * What an account holds of a token: floored to 3 decimals ('1.234 ETH'), without grouping; the raw figure when
 * it cannot be read.
 */
export function formatTokenBalance({ quantity, symbol }: { quantity: { numeric: string }; symbol?: string | undefined }, locale: string = ENGLISH): string {
  let text: string;
  try {
    text = localeDecimal(formatBalance(quantity.numeric), locale, { useGrouping: false });
  } catch {
    text = quantity.numeric;
  }
  return `${text} ${symbol ?? ''}`.trim();
}

/** Fraction digits of a price: enough to show a cheap token against a dear one (1 USDC = 0.00033333 ETH). */
const PRICE_DECIMALS_BELOW_ONE = 8;
const PRICE_DECIMALS_FROM_ONE = 4;

export type FormatTokenPriceParameters = {
  sourceAmount: string;
  sourceSymbol: string;
  toAmount: string;
  toSymbol: string;
  locale?: string | undefined;
};
export type FormatTokenPriceReturnType = string | undefined;

/** What one source token buys at a quote: '1 ETH = 3,000 USDC'; undefined without a positive amount on both sides. */
export function formatTokenPrice({ sourceAmount, sourceSymbol, toAmount, toSymbol, locale = ENGLISH }: FormatTokenPriceParameters): FormatTokenPriceReturnType {
  const source = readDecimal(sourceAmount);
  const destination = readDecimal(toAmount);
  if (!source || !destination || source.compare(0) <= 0 || destination.compare(0) <= 0) return undefined;
  const rate = destination.div(source);
  const decimals = rate.compare(1) >= 0 ? PRICE_DECIMALS_FROM_ONE : PRICE_DECIMALS_BELOW_ONE;
  return `${localeDecimal('1', locale)} ${sourceSymbol} = ${localeDecimal(rate.round(decimals).toString(), locale)} ${toSymbol}`;
}

/** A percentage to at most 2 decimals: '0.42%', '1%' ('%0,42' in Turkish). */
export function formatPercent(value: BigDecimalInput | undefined, locale: string = ENGLISH): string | undefined {
  const percent = readDecimal(value);
  if (!percent) return undefined;
  const plain = percent.round(PERCENT_DECIMALS).toString();
  // Intl's percent style multiplies by 100: it is handed the fraction, written with the percentage's digits.
  return localeDecimal(BigDecimal.from(plain).div(100).toString(), locale, { style: 'percent' }, fractionDigits(plain));
}
