/**
 * The Send views' layout (Send, SendSelectToken, SendPreview): one column of fields, rows and actions. The
 * token rows and the empty state look like the Account view's (the same class names and rules), written here
 * rather than imported: sharing Account's stylesheet module made the bundler regroup shared chunks, and the
 * page's entry grew by a chunk for it.
 */
export const sendCss = `
.wp-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
.wp-row { display: flex; align-items: center; gap: 12px; min-height: 52px; padding: 8px; border-radius: var(--wp-radius-md); }
.wp-row:hover { background: var(--wp-bg-raised); }
.wp-row-icon {
  display: inline-flex; flex: none; align-items: center; justify-content: center; width: 36px; height: 36px;
  overflow: hidden; border-radius: 50%; background: var(--wp-bg-raised); color: var(--wp-color-fg-muted); font-weight: 700;
}
.wp-row-icon img { width: 100%; height: 100%; object-fit: cover; display: block; }
.wp-row-main { display: flex; flex-direction: column; flex: 1; min-width: 0; }
.wp-row-title { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 600; }
.wp-row-detail { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); }
.wp-row-end { display: flex; flex-direction: column; align-items: flex-end; flex: none; max-width: 45%; text-align: end; }
.wp-row-end > * { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wp-panel-state { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 24px 8px; text-align: center; }
.wp-panel-state-title { margin: 0; font-weight: 600; }
.wp-panel-state-text { margin: 0; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); }
.wp-panel-state[data-tone="error"] .wp-panel-state-title { color: var(--wp-color-error); }
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
.wp-send-token-list .wp-row { width: 100%; text-align: start; color: var(--wp-color-fg); }
`;
