import { describe, expect, it } from 'vitest';
import { formatMessage, interpolate } from './message.js';

describe('interpolate', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(interpolate('Send {amount} {symbol}', { amount: '1.5', symbol: 'ETH' })).toBe('Send 1.5 ETH');
    expect(interpolate('Hello {name}', {})).toBe('Hello {name}');
    expect(interpolate('No placeholders', undefined)).toBe('No placeholders');
  });
});

describe('formatMessage', () => {
  const arabic = { zero: 'صفر', one: 'واحد', two: 'اثنان', few: '{count} قليل', many: '{count} كثير', other: '{count} آخر' };

  it("picks each of Arabic's six plural forms with Intl.PluralRules", () => {
    const forms = [0, 1, 2, 3, 11, 100].map((count) => formatMessage({ locale: 'ar', message: arabic, parameters: { count } }));
    expect(forms).toEqual(['صفر', 'واحد', 'اثنان', '3 قليل', '11 كثير', '100 آخر']);
  });

  it("uses English's one/other and an exact-zero text when the catalogue has one", () => {
    const message = { zero: 'No wallets', one: '{count} wallet', other: '{count} wallets' };
    expect(formatMessage({ locale: 'en', message, parameters: { count: 0 } })).toBe('No wallets');
    expect(formatMessage({ locale: 'en', message, parameters: { count: 1 } })).toBe('1 wallet');
    expect(formatMessage({ locale: 'en', message, parameters: { count: 1200 }, formattedCount: '1,200' })).toBe('1,200 wallets');
  });

  it('falls back to other when a form is missing', () => {
    expect(formatMessage({ locale: 'ru', message: { one: '{count} кошелёк', other: '{count} кошельков' }, parameters: { count: 3 } })).toBe('3 кошельков');
  });
});
