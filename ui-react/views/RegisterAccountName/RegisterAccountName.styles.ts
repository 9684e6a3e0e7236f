/** The name views' stylesheet, adopted by each view (<ShadowStylesheet>), so it arrives with their lazy chunks. */
export const registerAccountNameCss = `
.wp-name { display: flex; flex-direction: column; gap: 12px; padding: 8px 0 4px; }
.wp-name-field { display: flex; align-items: center; gap: 0; border-radius: var(--wp-radius-md); border: 1px solid var(--wp-color-border); background: var(--wp-bg-raised); }
.wp-name-field:focus-within { outline: 2px solid var(--wp-accent); outline-offset: 1px; }
.wp-name-field .wp-input { border: none; background: transparent; }
.wp-name-field .wp-input:focus-visible { outline: none; }
.wp-name-field[data-invalid="true"] { border-color: var(--wp-color-error); }
.wp-name-suffix { flex: none; padding-block: 0; padding-inline: 0 12px; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-sm); }
.wp-name-hint { margin: 0; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); }
.wp-name-status { margin: 0; min-height: 1.4em; font-size: var(--wp-font-size-sm); overflow-wrap: anywhere; color: var(--wp-color-fg-muted); }
.wp-name-status[data-availability="available"] { color: var(--wp-color-success, var(--wp-color-fg)); }
.wp-name-status[data-availability="taken"], .wp-name-status[data-availability="invalid"] { color: var(--wp-color-error); }
.wp-name-error {
  margin: 0; padding: 8px 12px; border-radius: var(--wp-radius-md); border: 1px solid var(--wp-color-error);
  color: var(--wp-color-error); font-size: var(--wp-font-size-sm); overflow-wrap: anywhere;
}
.wp-name-suggestions-title { margin: 0; font-size: var(--wp-font-size-xs); font-weight: 600; color: var(--wp-color-fg-muted); }
.wp-name-suggestions { display: flex; flex-direction: column; gap: 4px; margin: 0; padding: 0; list-style: none; }
.wp-name-suggestion {
  display: flex; justify-content: space-between; align-items: center; gap: 8px; width: 100%; min-height: 44px; padding: 0 12px;
  border-radius: var(--wp-radius-md); background: var(--wp-bg-raised); color: var(--wp-color-fg); text-align: start;
}
.wp-name-suggestion:hover { background: var(--wp-bg-hover); }
.wp-name-suggestion[aria-disabled="true"] { cursor: not-allowed; color: var(--wp-color-fg-muted); }
.wp-name-suggestion-name { min-width: 0; overflow-wrap: anywhere; }
.wp-name-suggestion-tag { flex: none; font-size: var(--wp-font-size-xs); color: var(--wp-color-fg-muted); }
.wp-name .wp-button[aria-disabled="true"] { opacity: 0.7; cursor: not-allowed; }
.wp-name .wp-button[aria-busy="true"] { cursor: progress; }
.wp-name-success { align-items: center; text-align: center; }
.wp-name-success-title { margin: 0; font-size: var(--wp-font-size-md); font-weight: 600; overflow-wrap: anywhere; }
.wp-name-success-text { margin: 0; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-sm); }
`;
