/**
 * How the social buttons are laid out for any number of providers, with no row left half empty: the first
 * one or two providers get a full-width button with their name ("Continue with Google"), the rest share an
 * even grid of picture buttons, every grid row full. With 1 or 2 providers every button is full-width.
 *
 *   1: [wide]                 4: [wide] [3 x 1]         7: [wide] [3 x 2]
 *   2: [wide] [wide]          5: [wide] [4 x 1]
 *   3: [wide] [2 x 1]         6: [wide] [wide] [4 x 1]
 *
 * The fewest full-width buttons win, then the widest grid (fewest rows), with 2 to `maxColumns` columns. A
 * count no such split fits (more providers than the product offers) fills the widest grid row by row.
 */
export type SocialButtonLayout = {
  /** How many providers, from the first, get a full-width labelled button. */
  readonly wide: number;
  /** Columns of the picture grid (0 when there is none). */
  readonly columns: number;
  /** Rows of the picture grid. */
  readonly rows: number;
};

export const SOCIAL_GRID_MAX_COLUMNS = 4;

export function socialButtonLayout(count: number, maxColumns = SOCIAL_GRID_MAX_COLUMNS): SocialButtonLayout {
  const total = Math.max(0, Math.floor(count));
  if (total <= 2) return { wide: total, columns: 0, rows: 0 };
  for (const wide of [1, 2]) {
    const rest = total - wide;
    for (let columns = Math.min(maxColumns, rest); columns >= 2; columns -= 1) {
      if (rest % columns === 0) return { wide, columns, rows: rest / columns };
    }
  }
  const columns = Math.max(2, maxColumns);
  return { wide: 1, columns, rows: Math.ceil((total - 1) / columns) };
}
