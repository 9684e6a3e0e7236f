import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_TRUNCATE_LEADING,
  ADDRESS_TRUNCATE_TRAILING,
  EMAIL_TRUNCATE_LENGTH,
  RELATIVE_TIME_THRESHOLDS as T,
} from '../../domain/entities/constants.js';
import {
  formatRelativeTime,
  groupTransactionsByYearMonth,
  relativeTimeParts,
  truncateAddress,
  truncateEmail,
  type RelativeTimeParts,
} from '../../domain/entities/display/index.js';

const RUNS = { numRuns: 200 };
const ELLIPSIS = '\u2026';
const TRUNCATED_LENGTH = ADDRESS_TRUNCATE_LEADING + ELLIPSIS.length + ADDRESS_TRUNCATE_TRAILING;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = (DAY * 146097) / 4800;
const YEAR = 12 * MONTH;
const NOW = Date.UTC(2025, 5, 15, 12);

const hex = fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: 40, maxLength: 40 });
const evmAddress = hex.map((digits) => `0x${digits}`);

describe('truncateAddress (property)', () => {
  it('keeps 4 leading and 6 trailing characters around one ellipsis', () => {
    fc.assert(
      fc.property(fc.oneof(evmAddress, fc.string({ minLength: TRUNCATED_LENGTH + 1 })), (address) => {
        const short = truncateAddress(address);
        expect(short).toHaveLength(TRUNCATED_LENGTH);
        expect(short.slice(0, ADDRESS_TRUNCATE_LEADING)).toBe(address.slice(0, ADDRESS_TRUNCATE_LEADING));
        expect(short[ADDRESS_TRUNCATE_LEADING]).toBe(ELLIPSIS);
        expect(short.slice(-ADDRESS_TRUNCATE_TRAILING)).toBe(address.slice(-ADDRESS_TRUNCATE_TRAILING));
      }),
      RUNS,
    );
  });

  it('returns strings that would not get shorter unchanged', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: TRUNCATED_LENGTH }), (text) => {
        expect(truncateAddress(text)).toBe(text);
      }),
      RUNS,
    );
  });
});

describe('truncateEmail (property)', () => {
  const word = (maxLength: number) =>
    fc.string({ unit: fc.constantFrom(...'abcxyz019.-_'), minLength: 1, maxLength });
  const email = fc.tuple(word(40), word(40)).map(([local, domain]) => `${local}@${domain}`);

  it('never exceeds 30 characters and leaves short emails alone', () => {
    fc.assert(
      fc.property(fc.oneof(email, fc.string({ maxLength: 60 })), (text) => {
        const short = truncateEmail(text);
        expect(short.length).toBeLessThanOrEqual(EMAIL_TRUNCATE_LENGTH);
        if (text.length <= EMAIL_TRUNCATE_LENGTH) expect(short).toBe(text);
        else expect(short.endsWith(ELLIPSIS) || short.includes(`${ELLIPSIS}@`)).toBe(true);
      }),
      RUNS,
    );
  });

  it('keeps the domain visible whenever it leaves room for one local character', () => {
    // Long enough to be cut, with a domain ('@' included) of at most 28 characters.
    const longEmail = fc
      .tuple(word(EMAIL_TRUNCATE_LENGTH), word(EMAIL_TRUNCATE_LENGTH - 3))
      .map(([local, domain]) => `${local.padEnd(EMAIL_TRUNCATE_LENGTH, 'a')}@${domain}`);
    fc.assert(
      fc.property(longEmail, (text) => {
        const domain = text.slice(text.lastIndexOf('@'));
        const short = truncateEmail(text);
        expect(short.endsWith(`${ELLIPSIS}${domain}`)).toBe(true);
        expect(text.startsWith(short.slice(0, short.length - domain.length - 1))).toBe(true);
      }),
      RUNS,
    );
  });
});

const UNIT_ORDER: readonly RelativeTimeParts['unit'][] = ['second', 'minute', 'hour', 'day', 'month', 'year'];
/** Compares two parts by how far they read: first the unit, then the count. */
function compareParts(a: RelativeTimeParts, b: RelativeTimeParts): number {
  return UNIT_ORDER.indexOf(a.unit) - UNIT_ORDER.indexOf(b.unit) || a.count - b.count;
}
// Each threshold in milliseconds with the size of its unit, so distances can be drawn right around it.
const THRESHOLD_UNITS: readonly (readonly [count: number, unitMs: number])[] = [
  [T.secondsAsFew, SECOND],
  [T.secondsAsMinute, SECOND],
  [T.minutesAsMinutes, MINUTE],
  [T.minutesAsHour, MINUTE],
  [T.hoursAsHours, HOUR],
  [T.hoursAsDay, HOUR],
  [T.daysAsDays, DAY],
  [T.daysAsMonth, DAY],
  [T.monthsAsMonths, MONTH],
  [T.monthsAsYear, MONTH],
];
const THRESHOLDS_MS = THRESHOLD_UNITS.map(([count, unit]) => [Math.round(count * unit), unit] as const);
const nearThreshold = fc
  .constantFrom(...THRESHOLDS_MS)
  .chain(([at, unit]) => fc.integer({ min: Math.round(at - unit), max: Math.round(at + unit) }));
// Spread over every band and around every threshold, so boundaries are crossed often, not only the years.
const distance = fc.oneof(
  nearThreshold,
  ...[2 * MINUTE, 3 * HOUR, 3 * DAY, 60 * DAY, 2 * YEAR, 100 * YEAR].map((max) =>
    fc.integer({ min: 0, max: Math.round(max) }),
  ),
);
const ago = (ms: number) => formatRelativeTime(NOW - ms, NOW);

describe('formatRelativeTime (property)', () => {
  it('never reads shorter for a longer distance', () => {
    const step = fc.oneof(fc.integer({ min: 0, max: 2 * SECOND }), distance);
    fc.assert(
      fc.property(distance, step, (near, extra) => {
        const far = near + extra;
        const [nearParts, farParts] = [relativeTimeParts(NOW - near, NOW), relativeTimeParts(NOW - far, NOW)];
        expect(compareParts(nearParts, farParts)).toBeLessThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('reads the same for the past and the future, with "ago" or "in"', () => {
    fc.assert(
      fc.property(distance.filter((ms) => ms > 0), (ms) => {
        const past = ago(ms);
        const future = formatRelativeTime(NOW + ms, NOW);
        expect(past.endsWith(' ago')).toBe(true);
        expect(future).toBe(`in ${past.slice(0, -' ago'.length)}`);
      }),
      RUNS,
    );
  });

  it('never reads "1 minutes": a count of 1 is worded "a" or "an"', () => {
    fc.assert(
      fc.property(distance, (ms) => {
        expect(ago(ms)).not.toMatch(/^[01] /);
      }),
      RUNS,
    );
  });

  // Whole units inside each band read exactly as the moment.js table says.
  it.each([
    [SECOND, 0, T.secondsAsFew, () => 'a few seconds ago'],
    [SECOND, T.secondsAsFew + 1, T.secondsAsMinute, () => 'a minute ago'],
    [MINUTE, 2, T.minutesAsMinutes, (n: number) => `${n} minutes ago`],
    [MINUTE, T.minutesAsMinutes + 1, T.minutesAsHour, () => 'an hour ago'],
    [HOUR, 2, T.hoursAsHours, (n: number) => `${n} hours ago`],
    [HOUR, T.hoursAsHours + 1, T.hoursAsDay, () => 'a day ago'],
    [DAY, 2, T.daysAsDays, (n: number) => `${n} days ago`],
    [DAY, T.daysAsDays + 1, T.daysAsMonth, () => 'a month ago'],
    [MONTH, 2, T.monthsAsMonths, (n: number) => `${n} months ago`],
    [MONTH, T.monthsAsMonths + 1, T.monthsAsYear, () => 'a year ago'],
    [YEAR, 2, 100, (n: number) => `${n} years ago`],
  ] as const)('whole units of %d ms from %d to %d read as expected', (unit, min, max, expected) => {
    fc.assert(
      fc.property(fc.integer({ min, max }), (count) => {
        expect(ago(Math.round(count * unit))).toBe(expected(count));
      }),
      RUNS,
    );
  });

  // Each threshold is exact: the last whole unit inside a band reads one way, one unit more reads the next.
  it.each([
    [T.secondsAsFew, SECOND, 'a few seconds ago', 'a minute ago'],
    [T.secondsAsMinute, SECOND, 'a minute ago', '2 minutes ago'],
    [T.minutesAsMinutes, MINUTE, '44 minutes ago', 'an hour ago'],
    [T.minutesAsHour, MINUTE, 'an hour ago', '2 hours ago'],
    [T.hoursAsHours, HOUR, '21 hours ago', 'a day ago'],
    [T.hoursAsDay, HOUR, 'a day ago', '2 days ago'],
    [T.daysAsDays, DAY, '25 days ago', 'a month ago'],
    [T.daysAsMonth, DAY, 'a month ago', '2 months ago'],
    [T.monthsAsMonths, MONTH, '10 months ago', 'a year ago'],
    [T.monthsAsYear, MONTH, 'a year ago', '2 years ago'],
  ])('the threshold of %d units of %d ms is exact', (threshold, unit, before, after) => {
    expect(ago(Math.round(threshold * unit))).toBe(before);
    expect(ago(Math.round((threshold + 1) * unit))).toBe(after);
  });
});

describe('groupTransactionsByYearMonth (property)', () => {
  const minedAt = fc.integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2030, 11, 31) });

  it('puts every transaction in exactly one group, that of its UTC month, newest month first', () => {
    fc.assert(
      fc.property(fc.array(minedAt, { maxLength: 30 }), (timestamps) => {
        const transactions = timestamps.map((at, index) => ({ index, at }));
        const groups = groupTransactionsByYearMonth(transactions, (t) => t.at, NOW);
        const seen = groups.flatMap((group) => group.items.map((item) => item.index));
        expect([...seen].sort((a, b) => a - b)).toEqual(transactions.map((t) => t.index));
        for (const group of groups) {
          for (const item of group.items) {
            const date = new Date(item.at);
            expect([date.getUTCFullYear(), date.getUTCMonth() + 1]).toEqual([group.year, group.month]);
          }
          const indexes = group.items.map((item) => item.index);
          expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
        }
        const keys = groups.map((group) => group.year * 12 + group.month);
        keys.slice(1).forEach((key, i) => expect(key).toBeLessThan(keys[i] ?? Number.POSITIVE_INFINITY));
      }),
      RUNS,
    );
  });
});
