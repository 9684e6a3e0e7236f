export const alertBannerCss = `
.wp-alert {
  display: flex; align-items: flex-start; gap: 10px; margin: 12px 12px 0; padding-block: 10px; padding-inline: 12px 8px;
  border-radius: var(--wp-radius-md); border: 1px solid var(--wp-color-error);
  background: color-mix(in srgb, var(--wp-color-error) 10%, var(--wp-bg)); color: var(--wp-color-fg);
  pointer-events: auto;
}
.wp-alert > svg { color: var(--wp-color-error); margin-top: 2px; flex: none; }
.wp-alert-text { flex: 1; min-width: 0; }
.wp-alert-title { margin: 0; font-weight: 600; }
.wp-alert-description { margin: 2px 0 0; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); overflow-wrap: anywhere; }
.wp-alert-dismiss { flex: none; width: 28px; height: 28px; }
`;
