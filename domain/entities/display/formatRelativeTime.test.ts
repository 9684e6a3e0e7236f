import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './formatRelativeTime.js';

const NOW = Date.UTC(2025, 5, 15, 12);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = (DAY * 146097) / 4800;
const ago = (ms: number) => formatRelativeTime(NOW - ms, NOW);

describe('formatRelativeTime', () => {
  // Each threshold of RELATIVE_TIME_THRESHOLDS, on both sides.
  it.each([
    [0, 'a few seconds ago'],
    [44 * SECOND, 'a few seconds ago'],
    [45 * SECOND, 'a minute ago'],
    [89 * SECOND, 'a minute ago'],
    [90 * SECOND, '2 minutes ago'],
    [44 * MINUTE, '44 minutes ago'],
    [45 * MINUTE, 'an hour ago'],
    [89 * MINUTE, 'an hour ago'],
    [90 * MINUTE, '2 hours ago'],
    [21 * HOUR, '21 hours ago'],
    [22 * HOUR, 'a day ago'],
    [35 * HOUR, 'a day ago'],
    [36 * HOUR, '2 days ago'],
    [25 * DAY, '25 days ago'],
    [26 * DAY, 'a month ago'],
    [45 * DAY, 'a month ago'],
    [46 * DAY, '2 months ago'],
    [10 * MONTH, '10 months ago'],
    [11 * MONTH, 'a year ago'],
    [17 * MONTH, 'a year ago'],
    [18 * MONTH, '2 years ago'],
    [5 * 12 * MONTH, '5 years ago'],
  ])('%d ms before now reads %j', (distance, expected) => {
    expect(ago(distance)).toBe(expected);
  });

  it('says "in ..." for future times', () => {
    expect(formatRelativeTime(NOW + 10 * SECOND, NOW)).toBe('in a few seconds');
    expect(formatRelativeTime(NOW + 45 * MINUTE, NOW)).toBe('in an hour');
    expect(formatRelativeTime(NOW + 3 * DAY, NOW)).toBe('in 3 days');
  });
});
