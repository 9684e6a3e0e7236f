import { TRANSACTION_AMOUNT_DECIMALS } from '../constants.js';
import type { BigDecimalInput } from './bigDecimal.js';
import { formatNumber } from './formatNumber.js';

export type FormatTokenAmountOptions = {
  /** Appended after a space when given ('USDC'). */
  symbol?: string | undefined;
  /** A BCP 47 locale; DEFAULT_NUMBER_LOCALE by default. */
  locale?: string | undefined;
};

/**
 * A transferred amount as the activity list shows it: TRANSACTION_AMOUNT_DECIMALS (3) decimals rounded half up,
 * then the symbol when given: `formatTokenAmount('1234.5678', { symbol: 'USDC' })` is '1,234.568 USDC'.
 */
export function formatTokenAmount(amount: BigDecimalInput, options: FormatTokenAmountOptions = {}): string {
  const text = formatNumber(amount, { decimals: TRANSACTION_AMOUNT_DECIMALS, locale: options.locale });
  return options.symbol ? `${text} ${options.symbol}` : text;
}
