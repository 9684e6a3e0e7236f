export const spinnerCss = `
.wp-loading { display: flex; align-items: center; justify-content: center; min-height: 120px; color: var(--wp-color-fg-muted); }
.wp-spinner {
  display: inline-block; width: 1.15em; height: 1.15em; flex: none;
  border: 2px solid currentColor; border-inline-end-color: transparent; border-radius: 50%;
  animation: wp-spin 0.8s linear infinite;
}
`;
