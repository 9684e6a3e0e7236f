/** The token picker's look: the search field over titled sections of rows or chips. */
export const tokenPickerCss = `
.wp-token-picker { display: flex; flex-direction: column; gap: 16px; }
.wp-token-picker-search { display: flex; flex-direction: column; gap: 6px; }
.wp-token-section { display: flex; flex-direction: column; gap: 4px; }
.wp-token-section-title { margin: 0; padding: 0 8px; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); font-weight: 600; }
.wp-token-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 2px; }
.wp-token-chips { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; }
`;
