import { describe, expect, it } from 'vitest';
import { BigDecimal } from './bigDecimal.js';
import { formatNumber } from './formatNumber.js';

describe('formatNumber', () => {
  it('uses en-US grouping and exactly 2 decimals by default', () => {
    expect(formatNumber(1234.5)).toBe('1,234.50');
    expect(formatNumber('0')).toBe('0.00');
    expect(formatNumber('-1234567.891')).toBe('-1,234,567.89');
  });

  it('rounds half up', () => {
    expect(formatNumber('1.005')).toBe('1.01');
    expect(formatNumber('1.004')).toBe('1.00');
    expect(formatNumber('-1.005')).toBe('-1.01');
  });

  it('takes the number of decimals and the locale', () => {
    expect(formatNumber('1234.5678', { decimals: 3 })).toBe('1,234.568');
    expect(formatNumber('1234.5', { decimals: 0 })).toBe('1,235');
    expect(formatNumber('1234.5', { locale: 'de-DE' })).toBe('1.234,50');
  });

  it('keeps every digit of amounts beyond float precision', () => {
    expect(formatNumber(BigDecimal.from('12345678901234567890.125'))).toBe('12,345,678,901,234,567,890.13');
  });

  it('throws INVALID_NUMBER for text that is not a number', () => {
    expect(() => formatNumber('1.2.3')).toThrow('Invalid number: 1.2.3');
  });
});

describe('formatNumber reuse', () => {
  it('makes one Intl.NumberFormat per locale and decimals, not one per figure', () => {
    const original = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = new Proxy(original, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        made += 1;
        return new target(...args);
      },
    });
    try {
      // The formats are kept for the module's life, and test files share modules (vitest.config.ts): a locale and
      // decimals no other test formats with, so this test does not depend on which files ran before it.
      for (let index = 0; index < 5; index += 1) formatNumber(`${index}.5`, { locale: 'en-IE', decimals: 17 });
      expect(formatNumber('1234.5', { locale: 'en-IE', decimals: 17 })).toBe('1,234.50000000000000000');
      expect(made).toBe(1);
      formatNumber('1', { locale: 'en-IE', decimals: 19 });
      expect(made).toBe(2);
    } finally {
      Intl.NumberFormat = original;
    }
  });
});
