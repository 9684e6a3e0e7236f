import { walletportError } from '../errors/catalogue.js';

// English names are bundled (STYLE.md); other locales arrive with the renderer's translations.
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * The heading of a month in the activity list: the month name alone for the current year of `now`
 * ('March'), month and year otherwise ('March 2025'). `month` is 1 for January to 12 for December; years are
 * compared in UTC, like the grouping.
 */
export function monthTitle(year: number, month: number, now: number): string {
  const name = MONTH_NAMES[month - 1];
  if (name === undefined || !Number.isInteger(month)) {
    throw walletportError('INVALID_NUMBER', [String(month)], { details: 'A month is an integer from 1 to 12' });
  }
  return year === new Date(now).getUTCFullYear() ? name : `${name} ${year}`;
}
