import { describe, expect, it } from 'vitest';
import { relativeTimeParts } from './relativeTimeParts.js';

const NOW = Date.UTC(2025, 5, 15, 12);
const SECOND = 1000;

describe('relativeTimeParts', () => {
  it('counts rounded seconds under the few-seconds threshold', () => {
    expect(relativeTimeParts(NOW - 10 * SECOND, NOW)).toEqual({ unit: 'second', count: 10, future: false });
    expect(relativeTimeParts(NOW, NOW)).toEqual({ unit: 'second', count: 0, future: false });
  });

  it('marks future timestamps', () => {
    expect(relativeTimeParts(NOW + 60 * SECOND, NOW)).toEqual({ unit: 'minute', count: 1, future: true });
  });

  it('rounds seconds as moment.js does (44.5 s is already a minute)', () => {
    expect(relativeTimeParts(NOW - 44_499, NOW).unit).toBe('second');
    expect(relativeTimeParts(NOW - 44_500, NOW)).toEqual({ unit: 'minute', count: 1, future: false });
  });

  it('never gives a plural count below 2 just past a singular threshold', () => {
    // 89.5 s rounds to 90 s, past 'a minute', while the minutes still round to 1.
    expect(relativeTimeParts(NOW - 89_500, NOW)).toEqual({ unit: 'minute', count: 2, future: false });
    // 35.5 h rounds to 36 h, past 'a day', while the days still round to 1.
    expect(relativeTimeParts(NOW - 35.5 * 3600 * SECOND, NOW)).toEqual({ unit: 'day', count: 2, future: false });
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('rejects a timestamp of %s', (timestamp) => {
    expect(() => relativeTimeParts(timestamp, NOW)).toThrow('Invalid number');
  });
});
