/**
 * When a transaction was mined, in the shown language: the unit and count are the domain's
 * (relativeTimeParts, moment.js thresholds), the words the catalogue's ('an hour ago', '5 days ago').
 */
import { relativeTimeParts, type RelativeTimeUnit } from '../../../domain/entities/display/relativeTimeParts.js';
import type { MessageKey } from '../../../locales/messages.js';
import type { Translator } from '../../i18n/translator.js';

const PAST: Readonly<Record<RelativeTimeUnit, MessageKey>> = {
  second: 'activity.secondsAgo',
  minute: 'activity.minutesAgo',
  hour: 'activity.hoursAgo',
  day: 'activity.daysAgo',
  month: 'activity.monthsAgo',
  year: 'activity.yearsAgo',
};

const FUTURE: Readonly<Record<RelativeTimeUnit, MessageKey>> = {
  second: 'activity.inSeconds',
  minute: 'activity.inMinutes',
  hour: 'activity.inHours',
  day: 'activity.inDays',
  month: 'activity.inMonths',
  year: 'activity.inYears',
};

export type RelativeTimeTextParameters = { readonly t: Translator['t']; readonly timestamp: number; readonly now: number };

export type RelativeTimeTextReturnType = string;

export function relativeTimeText({ t, timestamp, now }: RelativeTimeTextParameters): RelativeTimeTextReturnType {
  const { unit, count, future } = relativeTimeParts(timestamp, now);
  return t((future ? FUTURE : PAST)[unit], { count });
}
