import { describe, expect, it } from 'vitest';
import { matchLocale, negotiateLocale, textDirection, WALLETPORT_LOCALES } from './locales.js';

describe('matchLocale', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['DE_ch', 'de'],
    ['es', 'es-419'],
    ['es-ES', 'es-419'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['zh', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-Hant', 'zh-TW'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-HK'],
    ['zh-Hant-MO', 'zh-HK'],
    ['iw', 'he'],
    ['fa-IR', 'fa'],
    ['ar-EG', 'ar'],
    ['en-GB', 'en'],
  ])('matches %s to %s', (requested, expected) => {
    expect(matchLocale(requested)).toBe(expected);
  });

  it('matches no language it does not ship', () => {
    expect(matchLocale('sw')).toBeUndefined();
    expect(matchLocale('')).toBeUndefined();
  });

  it('matches every shipped tag to itself', () => {
    for (const locale of WALLETPORT_LOCALES) expect(matchLocale(locale)).toBe(locale);
  });
});

describe('negotiateLocale', () => {
  it('takes the page option, then <html lang>, then the browser languages, then English', () => {
    expect(negotiateLocale({ requested: 'fr', documentLanguage: 'de', browserLanguages: ['ja'] })).toBe('fr');
    expect(negotiateLocale({ requested: 'sw', documentLanguage: 'de', browserLanguages: ['ja'] })).toBe('de');
    expect(negotiateLocale({ documentLanguage: 'sw', browserLanguages: ['sw', 'ja-JP'] })).toBe('ja');
    expect(negotiateLocale({ browserLanguages: ['sw'] })).toBe('en');
    expect(negotiateLocale({})).toBe('en');
  });
});

describe('textDirection', () => {
  it('is right to left for Arabic, Hebrew, Persian and the other RTL scripts, left to right otherwise', () => {
    expect(['ar', 'he', 'fa', 'ur-PK', 'he-IL'].map(textDirection)).toEqual(['rtl', 'rtl', 'rtl', 'rtl', 'rtl']);
    expect(['en', 'de', 'zh-CN', 'hi'].map(textDirection)).toEqual(['ltr', 'ltr', 'ltr', 'ltr']);
  });
});
