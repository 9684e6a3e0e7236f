export const whatIsAWalletCss = `
.wp-what-is-a-wallet { display: flex; flex-direction: column; gap: 16px; }
.wp-points { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 12px; }
.wp-point { padding: 12px; border-radius: var(--wp-radius-md); background: var(--wp-bg-raised); }
.wp-point-title { margin: 0; font-weight: 600; }
.wp-point-text { margin: 4px 0 0; color: var(--wp-color-fg-muted); }
`;
