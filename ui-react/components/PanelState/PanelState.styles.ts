/** The panel state's look, adopted with the component (one shared sheet per shadow root). */
export const panelStateCss = `
.wp-panel-state { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 24px 8px; text-align: center; }
.wp-panel-state-title { margin: 0; font-weight: 600; }
.wp-panel-state-text { margin: 0; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); }
.wp-panel-state[data-tone="error"] .wp-panel-state-title { color: var(--wp-color-error); }
`;
