/**
 * The Swap views' layout (Swap, SwapPreview): two amount panels around the switch button, a details list and
 * the preview's steps. The token picker, its rows and the empty state are components (ui-react/components)
 * with their own stylesheets. Written for these views alone (no import of the Account or Send stylesheets): a
 * stylesheet shared between lazy chunks makes the bundler regroup shared chunks, which once added one to the
 * page's entry.
 */
export const swapCss = `
.wp-swap { display: flex; flex-direction: column; gap: 12px; }
.wp-swap-panels { position: relative; display: flex; flex-direction: column; gap: 4px; }
.wp-swap-panel {
  display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: center; gap: 4px 8px;
  padding: 12px; border-radius: var(--wp-radius-md); background: var(--wp-bg-raised);
}
.wp-swap-panel > .wp-label { grid-column: 1 / -1; margin: 0; }
.wp-swap-amount {
  width: 100%; min-width: 0; height: 40px; padding: 0; border: 0; background: transparent; color: var(--wp-color-fg);
  font-size: var(--wp-font-size-lg, 1.25rem); font-weight: 700;
}
.wp-swap-amount::placeholder { color: var(--wp-color-fg-muted); opacity: 1; }
.wp-swap-token-button {
  display: inline-flex; align-items: center; gap: 8px; max-width: 160px; min-height: 40px; padding-block: 4px; padding-inline: 4px 12px;
  border-radius: 999px; border: 1px solid var(--wp-color-border); background: var(--wp-bg); color: var(--wp-color-fg); font-weight: 600;
}
.wp-swap-token-button:hover { background: var(--wp-bg-hover); }
.wp-swap-token-button > span:not(.wp-swap-icon) { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wp-swap-token-button[data-empty] { padding-inline-start: 12px; }
.wp-swap-hint { margin: 0; min-height: 1.2em; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); overflow-wrap: anywhere; }
.wp-swap-balance { display: flex; align-items: center; justify-content: flex-end; gap: 6px; }
.wp-swap-max { padding: 2px 6px; border-radius: var(--wp-radius-sm); color: var(--wp-color-fg); font-size: var(--wp-font-size-xs); font-weight: 700; text-decoration: underline; }
.wp-swap-max:hover { background: var(--wp-bg-hover); }
.wp-swap-switch {
  position: absolute; inset: 0; margin: auto; display: inline-flex; align-items: center; justify-content: center;
  width: 36px; height: 36px; border-radius: var(--wp-radius-md); border: 4px solid var(--wp-bg); background: var(--wp-bg-raised); color: var(--wp-color-fg);
}
.wp-swap-switch:hover { background: var(--wp-bg-hover); }
.wp-swap-icon {
  display: inline-flex; flex: none; align-items: center; justify-content: center; width: 32px; height: 32px; overflow: hidden;
  border-radius: 50%; background: var(--wp-bg-hover); color: var(--wp-color-fg-muted); font-weight: 700;
}
.wp-swap-icon img { width: 100%; height: 100%; object-fit: cover; display: block; }
.wp-swap-details { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 12px; border-radius: var(--wp-radius-md); border: 1px solid var(--wp-color-border); }
.wp-swap-details > div { display: flex; justify-content: space-between; align-items: baseline; gap: 12px; }
.wp-swap-details dt { color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); }
.wp-swap-details dd { margin: 0; font-size: var(--wp-font-size-sm); text-align: end; overflow-wrap: anywhere; }
.wp-swap-error { margin: 0; color: var(--wp-color-error); font-size: var(--wp-font-size-sm); text-align: center; overflow-wrap: anywhere; }
.wp-swap .wp-alert { margin: 0; }
.wp-swap-skeleton { display: flex; flex-direction: column; gap: 4px; }
.wp-swap-skeleton > span { display: block; height: 92px; border-radius: var(--wp-radius-md); background: var(--wp-bg-raised); animation: wp-swap-pulse 1.2s ease-in-out infinite; }
@keyframes wp-swap-pulse { 50% { opacity: 0.55; } }
.wp-swap-token-name { color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); }
.wp-swap-summary { display: flex; flex-direction: column; gap: 8px; margin: 0; }
.wp-swap-summary > div { display: flex; align-items: center; gap: 12px; padding: 12px; border-radius: var(--wp-radius-md); background: var(--wp-bg-raised); }
.wp-swap-summary dt { flex: none; width: 84px; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); }
.wp-swap-summary dd { display: flex; align-items: center; gap: 10px; min-width: 0; margin: 0; }
.wp-swap-summary-amount { display: flex; flex-direction: column; min-width: 0; }
.wp-swap-summary-amount > span:first-child { font-size: var(--wp-font-size-md); font-weight: 700; overflow-wrap: anywhere; }
.wp-swap-verification { margin: 0; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); }
.wp-swap-verification-none { color: var(--wp-color-error); font-weight: 600; }
.wp-swap-steps { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.wp-swap-steps > li { display: flex; align-items: center; gap: 12px; }
.wp-swap-step-number {
  display: inline-flex; flex: none; align-items: center; justify-content: center; width: 28px; height: 28px; border-radius: 50%;
  background: var(--wp-bg-raised); color: var(--wp-color-fg); font-size: var(--wp-font-size-xs); font-weight: 700;
}
.wp-swap-steps > li > .wp-button, .wp-swap-step-done { flex: 1; }
.wp-swap-step-done { display: flex; align-items: center; gap: 6px; height: 44px; color: var(--wp-color-success); font-weight: 600; }
.wp-swap-actions { display: flex; gap: 8px; }
.wp-swap-actions > .wp-button { flex: 1; }
/* Read left to right in every language and never reordered, aligned as the text around it (baseCss .wp-ltr). */
.wp-swap-amount, .wp-swap-summary-amount > span { direction: ltr; unicode-bidi: isolate; text-align: match-parent; }
`;
