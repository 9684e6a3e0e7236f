import { describe, expect, it } from 'vitest';
import { appendNumericInput, sanitizeNumericInput } from './sanitizeNumericInput.js';

describe('sanitizeNumericInput', () => {
  it.each([
    ['', ''],
    ['123', '123'],
    ['1.5', '1.5'],
    ['1,5', '1.5'],
    ['1.', '1.'],
    ['.', '0.'],
    [',', '0.'],
    ['.5', '0.5'],
    [',25', '0.25'],
    ['0', '0'],
    ['0.', '0.'],
    ['0.0', '0.0'],
    ['05', '5'],
    ['0005.10', '5.10'],
    ['00', '0'],
    ['00.5', '0.5'],
    ['1.2.3', '1.23'],
    ['1,2.3', '1.23'],
    ['1..', '1.'],
    ['a1b2', '12'],
    ['-1.5', '1.5'],
    ['1e5', '15'],
    ['1 000,5', '1000.5'],
    ['abc', ''],
    ['١٢', ''],
  ])('normalises %j to %j', (raw, expected) => {
    expect(sanitizeNumericInput(raw)).toBe(expected);
  });

  it('changes nothing when applied twice', () => {
    for (const raw of ['0,5', '.', '007', '1.2,3', 'x9.']) {
      const once = sanitizeNumericInput(raw);
      expect(sanitizeNumericInput(once)).toBe(once);
    }
  });
});

describe('appendNumericInput', () => {
  it('replaces a lone leading zero with the digit typed', () => {
    expect(appendNumericInput('0', '5')).toBe('5');
    expect(appendNumericInput('0', '0')).toBe('0');
  });

  it('keeps 0. when a separator follows the zero', () => {
    expect(appendNumericInput('0', '.')).toBe('0.');
    expect(appendNumericInput('0.', '5')).toBe('0.5');
  });

  it('turns a first separator into 0.', () => {
    expect(appendNumericInput('', '.')).toBe('0.');
    expect(appendNumericInput('', ',')).toBe('0.');
  });

  it('ignores a second separator and anything that is not a digit', () => {
    expect(appendNumericInput('1.5', '.')).toBe('1.5');
    expect(appendNumericInput('1.5', ',')).toBe('1.5');
    expect(appendNumericInput('12', 'x')).toBe('12');
  });

  it('accepts pasted text', () => {
    expect(appendNumericInput('1', '2,50')).toBe('12.50');
  });
});
