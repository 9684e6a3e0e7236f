import { describe, expect, it } from 'vitest';
import { parsePositiveAmount } from './parsePositiveAmount.js';

describe('parsePositiveAmount', () => {
  it.each([
    ['1', '1'],
    ['1.', '1'],
    ['.25', '0.25'],
    ['0010.500', '10.5'],
    ['0.00000000000000000001', '0.00000000000000000001'],
  ])('reads %j as %s', (text, expected) => {
    expect(parsePositiveAmount(text)?.toString()).toBe(expected);
  });

  it.each(['', '0', '00.000', '-1', '+1', '1e2', '1,0', '.', ' 1', 'NaN', 'Infinity', '0.000000000000000000004'])(
    'rejects %j',
    (text) => {
      expect(parsePositiveAmount(text)).toBeUndefined();
    },
  );

  it.each([1, 1n, null, undefined, {}])('rejects the non-string %s', (value) => {
    expect(parsePositiveAmount(value)).toBeUndefined();
  });
});
