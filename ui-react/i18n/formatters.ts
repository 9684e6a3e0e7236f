/**
 * Numbers, dates and relative times in the visitor's language through `Intl`. Digits stay Latin by default
 * (Arabic, Persian and Hindi locales would otherwise write balances in their own digits, which wallets and
 * explorers do not), and formatters are made once per language and style, since making one is slow.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<TFormat extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => TFormat): TFormat {
  let format = cache.get(key) as TFormat | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, { numberingSystem: 'latn', ...options }));
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, { numberingSystem: 'latn', ...options }));
}

export function relativeTimeFormat(locale: string, options: Intl.RelativeTimeFormatOptions = { numeric: 'auto' }): Intl.RelativeTimeFormat {
  // RelativeTimeFormat takes the numbering system from the tag's `nu` extension only.
  return cached(`r|${locale}|${JSON.stringify(options)}`, () => new Intl.RelativeTimeFormat(`${locale}-u-nu-latn`, options));
}
