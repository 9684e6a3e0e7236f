// Both separators are accepted because many keyboards (and locales) type ',' for decimals.
const FIRST_SEPARATOR = /[.,]/;
const EVERY_SEPARATOR = /[.,]/g;
const NOT_DIGIT_OR_SEPARATOR = /[^\d.,]/g;
const LEADING_ZEROS = /^0+(?=\d)/;

/**
 * Normalises what is in a numeric input: keeps digits and the first decimal separator (',' becomes '.'),
 * turns a leading separator into '0.' and drops leading zeros before a digit ('05' -> '5', '0.' stays).
 * The output always matches /^(\d+(\.\d*)?)?$/ and normalising it again changes nothing.
 */
export function sanitizeNumericInput(raw: string): string {
  const kept = raw.replace(NOT_DIGIT_OR_SEPARATOR, '');
  const separatorIndex = kept.search(FIRST_SEPARATOR);
  if (separatorIndex === -1) return kept.replace(LEADING_ZEROS, '');
  const integer = kept.slice(0, separatorIndex).replace(LEADING_ZEROS, '') || '0';
  const fraction = kept.slice(separatorIndex + 1).replace(EVERY_SEPARATOR, '');
  return `${integer}.${fraction}`;
}

/**
 * The new value of a numeric input after `typed` is entered at the end of `previous`: '0' then '5' gives '5',
 * '' then ',' gives '0.', and a second separator is ignored ('1.5' then '.' stays '1.5').
 */
export function appendNumericInput(previous: string, typed: string): string {
  return sanitizeNumericInput(`${previous}${typed}`);
}
