export const walletImageCss = `
.wp-wallet-image {
  position: relative; display: inline-flex; flex: none; align-items: center; justify-content: center; overflow: hidden;
  border-radius: var(--wp-radius-md); background: var(--wp-bg-hover); border: 1px solid var(--wp-color-border);
  color: var(--wp-color-fg-muted); font-weight: 600; line-height: 1; user-select: none;
}
.wp-wallet-image-sm { width: 32px; height: 32px; font-size: var(--wp-font-size-sm); border-radius: var(--wp-radius-sm); }
.wp-wallet-image-md { width: 48px; height: 48px; font-size: var(--wp-font-size-md); }
.wp-wallet-image-lg { width: 80px; height: 80px; font-size: var(--wp-font-size-lg); border-radius: var(--wp-radius-lg); }
.wp-wallet-image-img { display: block; width: 100%; height: 100%; object-fit: cover; }
.wp-wallet-image[data-status="loading"] { animation: wp-wallet-image-pulse 1.2s ease-in-out infinite; }
@keyframes wp-wallet-image-pulse { 50% { opacity: 0.55; } }
`;
