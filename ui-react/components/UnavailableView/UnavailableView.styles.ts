export const unavailableViewCss = `
.wp-unavailable { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 24px 0 8px; text-align: center; }
.wp-unavailable-message { margin: 0; font-weight: 600; }
.wp-unavailable-detail { margin: 0; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); }
.wp-unavailable-actions { display: flex; gap: 8px; margin-top: 8px; }
`;
