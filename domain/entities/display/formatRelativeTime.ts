import { relativeTimeParts, type RelativeTimeParts } from './relativeTimeParts.js';

// 'an hour', not 'a hour'.
const SINGULAR_ARTICLE: Record<RelativeTimeParts['unit'], string> = {
  second: 'a',
  minute: 'a',
  hour: 'an',
  day: 'a',
  month: 'a',
  year: 'a',
};

/**
 * The distance from `now` to `timestamp` (milliseconds) in English, moment.js style: 'a few seconds ago',
 * 'a minute ago', '5 hours ago', 'in 2 days'. Thresholds are those of RELATIVE_TIME_THRESHOLDS.
 */
export function formatRelativeTime(timestamp: number, now: number): string {
  const parts = relativeTimeParts(timestamp, now);
  const phrase = wordsFor(parts);
  return parts.future ? `in ${phrase}` : `${phrase} ago`;
}

function wordsFor({ unit, count }: RelativeTimeParts): string {
  if (unit === 'second') return 'a few seconds';
  if (count === 1) return `${SINGULAR_ARTICLE[unit]} ${unit}`;
  return `${count} ${unit}s`;
}
