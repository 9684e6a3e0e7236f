export const connectCss = `
.wp-connect { display: flex; flex-direction: column; gap: 16px; }
.wp-email-row { display: flex; gap: 8px; }
.wp-socials {
  list-style: none; margin: 0; padding: 0; display: grid; gap: 8px;
  grid-template-columns: repeat(var(--wp-social-columns, 1), minmax(0, 1fr));
}
.wp-social-wide { grid-column: 1 / -1; }
.wp-social-button {
  display: flex; align-items: center; justify-content: center; gap: 8px; width: 100%; height: 40px; padding: 0 8px;
  border-radius: var(--wp-radius-md); background: var(--wp-bg-raised); color: var(--wp-color-fg); font-weight: 500;
}
.wp-social-button svg { flex: none; }
.wp-social-label { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wp-social-button:hover { background: var(--wp-bg-hover); }
.wp-connect-namespace { margin: 0; text-align: center; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-sm); }
.wp-legal { margin: 0; text-align: center; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); }
.wp-legal-link { color: var(--wp-color-fg); text-decoration: underline; }
.wp-legal-name { color: var(--wp-color-fg); }
`;
