import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/translator.js';
import { relativeTimeText } from './relativeTimeText.js';

const { t } = translatorFor({ locale: 'en', direction: 'ltr', messages: undefined });
const NOW = Date.UTC(2026, 0, 15, 12);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('relativeTimeText', () => {
  it('says the past in the words English has always read (moment.js thresholds)', () => {
    const ago = (ms: number) => relativeTimeText({ t, timestamp: NOW - ms, now: NOW });
    expect(ago(10_000)).toBe('a few seconds ago');
    expect(ago(MINUTE)).toBe('a minute ago');
    expect(ago(5 * MINUTE)).toBe('5 minutes ago');
    expect(ago(60 * MINUTE)).toBe('an hour ago');
    expect(ago(3 * 60 * MINUTE)).toBe('3 hours ago');
    expect(ago(DAY)).toBe('a day ago');
    expect(ago(5 * DAY)).toBe('5 days ago');
    expect(ago(30 * DAY)).toBe('a month ago');
    expect(ago(120 * DAY)).toBe('4 months ago');
    expect(ago(365 * DAY)).toBe('a year ago');
    expect(ago(3 * 365 * DAY)).toBe('3 years ago');
  });

  it('says the future too', () => {
    expect(relativeTimeText({ t, timestamp: NOW + 10_000, now: NOW })).toBe('in a few seconds');
    expect(relativeTimeText({ t, timestamp: NOW + 2 * DAY, now: NOW })).toBe('in 2 days');
  });

  it("formats the count in the shown language's way", () => {
    const german = translatorFor({ locale: 'de', direction: 'ltr', messages: undefined });
    expect(relativeTimeText({ t: german.t, timestamp: NOW - 3000 * 365 * DAY, now: NOW })).toBe('2.998 years ago');
  });
});
