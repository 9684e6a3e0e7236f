/** Buttons, inputs and links shared by the shell and the views. */
export const controlsCss = `
.wp-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  height: 44px; padding: 0 16px; border-radius: var(--wp-radius-md);
  font-weight: 600; white-space: nowrap; transition: background-color 150ms ease, filter 150ms ease;
}
.wp-button-primary { background: var(--wp-accent); color: var(--wp-accent-foreground); }
.wp-button-primary:hover { filter: brightness(1.08); }
.wp-button-secondary { background: var(--wp-bg-raised); color: var(--wp-color-fg); }
.wp-button-secondary:hover { background: var(--wp-bg-hover); }
.wp-button-block { width: 100%; }
.wp-icon-button {
  display: inline-flex; align-items: center; justify-content: center; width: 40px; height: 40px;
  border-radius: var(--wp-radius-md); color: var(--wp-color-fg-muted);
}
.wp-icon-button:hover { background: var(--wp-bg-hover); color: var(--wp-color-fg); }
.wp-link-button { align-self: center; padding: 4px 8px; border-radius: var(--wp-radius-sm); color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); text-decoration: underline; }
.wp-link-button:hover { color: var(--wp-color-fg); }
.wp-label { display: block; margin-bottom: 6px; font-size: var(--wp-font-size-xs); font-weight: 600; color: var(--wp-color-fg-muted); }
.wp-input {
  width: 100%; min-width: 0; height: 44px; padding: 0 12px;
  border-radius: var(--wp-radius-md); border: 1px solid var(--wp-color-border);
  background: var(--wp-bg-raised); color: var(--wp-color-fg);
}
.wp-input::placeholder { color: var(--wp-color-fg-muted); opacity: 1; }
.wp-input:focus-visible { outline-offset: 0; }
.wp-input[aria-invalid="true"] { border-color: var(--wp-color-error); }
.wp-field-error { margin: 6px 0 0; color: var(--wp-color-error); font-size: var(--wp-font-size-xs); }
`;
