/**
 * The Send views' layout (Send, SendPreview): one column of fields and actions. The token rows, the picker and
 * the empty state are components (ui-react/components) with their own stylesheets.
 */
export const sendCss = `
.wp-send { display: flex; flex-direction: column; gap: 16px; }
.wp-send-field { display: flex; flex-direction: column; gap: 6px; }
.wp-send-row { display: flex; align-items: center; gap: 8px; }
.wp-send-row .wp-input { flex: 1; }
.wp-send-token-button {
  display: flex; align-items: center; gap: 12px; width: 100%; min-height: 52px; padding: 8px 12px;
  border-radius: var(--wp-radius-md); border: 1px solid var(--wp-color-border); background: var(--wp-bg-raised);
  color: var(--wp-color-fg); text-align: start;
}
.wp-send-token-button:hover { background: var(--wp-bg-hover); }
.wp-send-token-empty { font-weight: 600; }
.wp-send-hint { margin: 0; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); overflow-wrap: anywhere; }
.wp-send-receiver { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; min-height: 24px; }
.wp-send-receiver-address { flex-basis: 100%; }
.wp-send-receiver-name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wp-send-error { margin: 0; color: var(--wp-color-error); font-size: var(--wp-font-size-sm); text-align: center; overflow-wrap: anywhere; }
.wp-send-actions { display: flex; gap: 8px; }
.wp-send-actions > .wp-button { flex: 1; }
.wp-send-summary { display: flex; flex-direction: column; gap: 12px; margin: 0; padding: 12px; border-radius: var(--wp-radius-md); background: var(--wp-bg-raised); }
.wp-send-summary > div { display: flex; justify-content: space-between; align-items: center; gap: 12px; }
.wp-send-summary dt { color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); }
.wp-send-summary dd { margin: 0; display: flex; align-items: center; gap: 8px; min-width: 0; text-align: end; overflow-wrap: anywhere; }
.wp-send-summary dd.wp-send-to { flex-direction: column; align-items: flex-end; gap: 4px; }
.wp-send-amount { font-size: var(--wp-font-size-lg, 1.25rem); font-weight: 700; overflow-wrap: anywhere; }
/* Read left to right in every language and never reordered, aligned as the text around it (baseCss .wp-ltr). */
.wp-send-receiver-address, .wp-send-amount { direction: ltr; unicode-bidi: isolate; text-align: match-parent; }
`;
