/**
 * The Buy views' layout (Buy, OnRampProviders, BuyInProgress): the form's fields, the quotes side by side
 * with their skeletons, and the purchase's status. Written for these views alone (no import of another view's
 * stylesheet: a stylesheet shared between lazy chunks makes the bundler regroup them).
 */
export const onrampCss = `
.wp-onramp { display: flex; flex-direction: column; gap: 12px; }
.wp-onramp-row { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 2fr); gap: 8px; }
.wp-onramp-row[data-wide-first] { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); }
.wp-onramp-field { display: flex; flex-direction: column; min-width: 0; margin: 0; padding: 0; border: 0; }
.wp-onramp-field > .wp-label, .wp-onramp-field > legend { margin-bottom: 6px; }
.wp-onramp-field legend { padding: 0; font-size: var(--wp-font-size-xs); font-weight: 600; color: var(--wp-color-fg-muted); }
.wp-onramp select.wp-input { appearance: auto; }
.wp-onramp-methods { display: flex; gap: 8px; }
.wp-onramp-method {
  flex: 1; display: flex; align-items: center; gap: 8px; min-height: 44px; padding: 0 12px;
  border-radius: var(--wp-radius-md); border: 1px solid var(--wp-color-border); background: var(--wp-bg-raised); cursor: pointer;
}
.wp-onramp-method[data-checked] { border-color: var(--wp-accent); font-weight: 600; }
.wp-onramp-method input { margin: 0; accent-color: var(--wp-accent); }
.wp-onramp-amount { display: flex; align-items: center; gap: 8px; }
.wp-onramp-amount .wp-input { flex: 1; font-size: var(--wp-font-size-md); font-weight: 600; }
.wp-onramp-currency { flex: none; font-weight: 700; }
.wp-onramp-hint { margin: 6px 0 0; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); }
/* Empty but kept in the accessibility tree: a live region hidden with display: none is not read out when filled. */
.wp-onramp .wp-field-error:empty { margin: 0; }
.wp-onramp-notice {
  margin: 0; padding: 10px 12px; border-radius: var(--wp-radius-md); border: 1px solid var(--wp-color-border);
  background: var(--wp-bg-raised); font-size: var(--wp-font-size-sm); overflow-wrap: anywhere;
}
.wp-onramp-summary { margin: 0; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-sm); text-align: center; overflow-wrap: anywhere; }
.wp-onramp-quotes { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 8px; }
.wp-onramp-quote {
  display: flex; flex-direction: column; gap: 10px; min-width: 0; padding: 12px;
  border-radius: var(--wp-radius-md); border: 1px solid var(--wp-color-border); background: var(--wp-bg-raised);
}
.wp-onramp-quote[data-best] { border-color: var(--wp-accent); }
.wp-onramp-quote-head { display: flex; align-items: center; justify-content: space-between; gap: 6px; flex-wrap: wrap; }
.wp-onramp-quote-head h3 { margin: 0; font-size: var(--wp-font-size-md); }
.wp-onramp-badge { padding: 1px 6px; border-radius: var(--wp-radius-sm); background: var(--wp-bg-hover); font-size: var(--wp-font-size-xs); font-weight: 700; }
.wp-onramp-figures { display: flex; flex-direction: column; gap: 6px; margin: 0; }
.wp-onramp-figures > div { display: flex; flex-direction: column; }
.wp-onramp-figures dt { color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); }
.wp-onramp-figures dd { margin: 0; font-size: var(--wp-font-size-sm); overflow-wrap: anywhere; }
.wp-onramp-figures .wp-onramp-get dd { font-size: var(--wp-font-size-md); font-weight: 700; }
.wp-onramp-quote .wp-button { margin-top: auto; padding: 0 8px; white-space: normal; }
.wp-onramp-quote-error { margin: 0; color: var(--wp-color-error); font-size: var(--wp-font-size-sm); overflow-wrap: anywhere; }
.wp-onramp-skeleton { display: flex; flex-direction: column; gap: 8px; }
.wp-onramp-skeleton > span { display: block; height: 18px; border-radius: var(--wp-radius-sm); background: var(--wp-bg-hover); animation: wp-onramp-pulse 1.2s ease-in-out infinite; }
.wp-onramp-skeleton > span:last-child { height: 44px; border-radius: var(--wp-radius-md); }
.wp-onramp-form-skeleton { display: flex; flex-direction: column; gap: 8px; }
.wp-onramp-form-skeleton > span { display: block; height: 64px; border-radius: var(--wp-radius-md); background: var(--wp-bg-raised); animation: wp-onramp-pulse 1.2s ease-in-out infinite; }
@keyframes wp-onramp-pulse { 50% { opacity: 0.55; } }
@media (prefers-reduced-motion: reduce) { .wp-onramp-skeleton > span, .wp-onramp-form-skeleton > span { animation: none; } }
.wp-onramp-error { display: flex; flex-direction: column; align-items: center; gap: 8px; }
.wp-onramp-error > p { margin: 0; color: var(--wp-color-error); font-size: var(--wp-font-size-sm); text-align: center; overflow-wrap: anywhere; }
/* Read left to right in every language and never reordered, aligned as the text around it (baseCss .wp-ltr). */
.wp-onramp-amount .wp-input { direction: ltr; unicode-bidi: isolate; text-align: match-parent; }
`;
