import { describe, expect, it } from 'vitest';
import { socialButtonLayout, SOCIAL_GRID_MAX_COLUMNS } from './socialButtonLayout.js';

describe('socialButtonLayout', () => {
  it.each([
    [0, { wide: 0, columns: 0, rows: 0 }],
    [1, { wide: 1, columns: 0, rows: 0 }],
    [2, { wide: 2, columns: 0, rows: 0 }],
    [3, { wide: 1, columns: 2, rows: 1 }],
    [4, { wide: 1, columns: 3, rows: 1 }],
    [5, { wide: 1, columns: 4, rows: 1 }],
    [6, { wide: 2, columns: 4, rows: 1 }],
    [7, { wide: 1, columns: 3, rows: 2 }],
  ])('lays out %i providers as %j', (count, layout) => {
    expect(socialButtonLayout(count)).toEqual(layout);
  });

  it('places every provider, one or two full-width, the grid rows all full, for 1 to 7 providers', () => {
    for (let count = 1; count <= 7; count += 1) {
      const { wide, columns, rows } = socialButtonLayout(count);
      expect(wide + columns * rows).toBe(count);
      expect(wide).toBeGreaterThanOrEqual(1);
      expect(wide).toBeLessThanOrEqual(2);
      if (rows > 0) {
        expect(columns).toBeGreaterThanOrEqual(2);
        expect(columns).toBeLessThanOrEqual(SOCIAL_GRID_MAX_COLUMNS);
        // No orphan: the last row is as full as the first.
        expect((count - wide) % columns).toBe(0);
      }
    }
  });

  it('still places every provider when no split is even (more than the product offers)', () => {
    for (let count = 8; count <= 40; count += 1) {
      const { wide, columns, rows } = socialButtonLayout(count);
      expect(wide + columns * rows).toBeGreaterThanOrEqual(count);
      expect(wide + columns * (rows - 1)).toBeLessThan(count);
    }
    expect(socialButtonLayout(3, 1)).toEqual({ wide: 1, columns: 2, rows: 1 });
    expect(socialButtonLayout(-1)).toEqual({ wide: 0, columns: 0, rows: 0 });
  });
});
