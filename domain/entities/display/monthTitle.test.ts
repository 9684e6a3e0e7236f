import { describe, expect, it } from 'vitest';
import { monthTitle } from './monthTitle.js';

const NOW = Date.UTC(2025, 5, 15);

describe('monthTitle', () => {
  it('shows the month name alone in the current year', () => {
    expect(monthTitle(2025, 3, NOW)).toBe('March');
    expect(monthTitle(2025, 12, NOW)).toBe('December');
  });

  it('adds the year for other years', () => {
    expect(monthTitle(2024, 3, NOW)).toBe('March 2024');
    expect(monthTitle(2026, 1, NOW)).toBe('January 2026');
  });

  it('reads the current year in UTC', () => {
    const newYearUtc = Date.UTC(2026, 0, 1, 0, 30);
    expect(monthTitle(2026, 1, newYearUtc)).toBe('January');
  });

  it.each([0, 13, 1.5, Number.NaN])('rejects month %s', (month) => {
    expect(() => monthTitle(2025, month, NOW)).toThrow('Invalid number');
  });
});
