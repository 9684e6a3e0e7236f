/** The token row, the token chip and the token label's look (Send, Swap and their pickers share it). */
export const tokenRowCss = `
.wp-token-icon {
  display: inline-flex; flex: none; align-items: center; justify-content: center; width: 36px; height: 36px;
  overflow: hidden; border-radius: 50%; background: var(--wp-bg-raised); color: var(--wp-color-fg-muted); font-weight: 700;
}
.wp-token-icon img { width: 100%; height: 100%; object-fit: cover; display: block; }
.wp-token-main { display: flex; flex-direction: column; flex: 1; min-width: 0; }
/* At most their column's width: a long balance is cut in its column instead of running over the symbol (on the
   start side: to the left in English, to the right under right to left). */
.wp-token-main > span, .wp-token-end > span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 100%; }
.wp-token-symbol { font-weight: 600; }
.wp-token-name { color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); }
.wp-token-end { display: flex; flex-direction: column; align-items: flex-end; flex: none; max-width: 45%; text-align: end; font-size: var(--wp-font-size-sm); }
.wp-token-row {
  display: flex; align-items: center; gap: 12px; width: 100%; min-height: 52px; padding: 8px; border-radius: var(--wp-radius-md);
  color: var(--wp-color-fg); text-align: start;
}
button.wp-token-row:hover, .wp-token-row[aria-current="true"] { background: var(--wp-bg-raised); }
.wp-token-chip {
  display: inline-flex; align-items: center; gap: 8px; max-width: 160px; min-height: 36px; padding-block: 4px; padding-inline: 4px 12px;
  border-radius: 999px; border: 1px solid var(--wp-color-border); background: var(--wp-bg); color: var(--wp-color-fg); font-weight: 600;
}
.wp-token-chip:hover, .wp-token-chip[aria-current="true"] { background: var(--wp-bg-hover); }
.wp-token-chip .wp-token-icon { width: 24px; height: 24px; font-size: var(--wp-font-size-xs); }
.wp-token-chip > span:not(.wp-token-icon) { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;
