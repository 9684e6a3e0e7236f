import { RELATIVE_TIME_THRESHOLDS as THRESHOLDS } from '../constants.js';
import { walletportError } from '../errors/catalogue.js';

export type RelativeTimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

/**
 * A time distance in words, before wording: `{ unit: 'minute', count: 1 }` reads 'a minute', count 5 reads
 * '5 minutes'; the 'second' unit always reads 'a few seconds' (its count is the rounded seconds).
 */
export type RelativeTimeParts = {
  readonly unit: RelativeTimeUnit;
  readonly count: number;
  /** True when `timestamp` is after `now` ('in 5 minutes' rather than '5 minutes ago'). */
  readonly future: boolean;
};

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
// The average Gregorian month (400 years = 146097 days = 4800 months), the month moment.js measures with.
const MONTH_MS = (DAY_MS * 146097) / 4800;
const YEAR_MS = 12 * MONTH_MS;
// Just past a singular band the next unit can still round to 1 (89.5 s is 90 s, yet 1.49 minutes); that reads
// '2 minutes', as the rounded thresholds say, where moment.js would still say 'a minute'.
const FIRST_PLURAL_COUNT = 2;

/**
 * Picks the unit and count for the distance between `timestamp` and `now` (both in milliseconds) with the
 * moment.js thresholds of RELATIVE_TIME_THRESHOLDS: up to 44 s 'a few seconds', 89 s 'a minute', 44 min
 * 'N minutes', 89 min 'an hour', 21 h 'N hours', 35 h 'a day', 25 d 'N days', 45 d 'a month', 10 months
 * 'N months', 17 months 'a year', then 'N years'. Each unit is the distance rounded to the nearest whole unit.
 */
export function relativeTimeParts(timestamp: number, now: number): RelativeTimeParts {
  if (!Number.isFinite(timestamp) || !Number.isFinite(now)) {
    throw walletportError('INVALID_NUMBER', [`${timestamp} -> ${now}`], { details: 'Timestamps must be finite' });
  }
  const future = timestamp > now;
  const distance = Math.abs(now - timestamp);
  const inUnits = (unitMs: number) => Math.round(distance / unitMs);
  const one = (unit: RelativeTimeUnit): RelativeTimeParts => ({ unit, count: 1, future });
  const many = (unit: RelativeTimeUnit, count: number): RelativeTimeParts => ({
    unit,
    count: Math.max(FIRST_PLURAL_COUNT, count),
    future,
  });

  const seconds = inUnits(SECOND_MS);
  if (seconds <= THRESHOLDS.secondsAsFew) return { unit: 'second', count: seconds, future };
  if (seconds <= THRESHOLDS.secondsAsMinute) return one('minute');
  const minutes = inUnits(MINUTE_MS);
  if (minutes <= THRESHOLDS.minutesAsMinutes) return many('minute', minutes);
  if (minutes <= THRESHOLDS.minutesAsHour) return one('hour');
  const hours = inUnits(HOUR_MS);
  if (hours <= THRESHOLDS.hoursAsHours) return many('hour', hours);
  if (hours <= THRESHOLDS.hoursAsDay) return one('day');
  const days = inUnits(DAY_MS);
  if (days <= THRESHOLDS.daysAsDays) return many('day', days);
  if (days <= THRESHOLDS.daysAsMonth) return one('month');
  const months = inUnits(MONTH_MS);
  if (months <= THRESHOLDS.monthsAsMonths) return many('month', months);
  if (months <= THRESHOLDS.monthsAsYear) return one('year');
  return many('year', inUnits(YEAR_MS));
}
