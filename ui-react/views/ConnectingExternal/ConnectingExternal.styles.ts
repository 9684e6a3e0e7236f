/**
 * The connecting view's stylesheet, adopted by the view (<ShadowStylesheet>) into the modal's shadow root (it
 * arrives with the view's lazy chunk).
 */
import { walletImageCss } from '../../components/WalletImage/WalletImage.styles.js';

export const connectingExternalCss = `
.wp-connecting { display: flex; flex-direction: column; align-items: center; gap: 16px; padding: 16px 0 4px; text-align: center; }
.wp-connecting-image { position: relative; display: inline-flex; padding: 14px; }
.wp-connecting-ring {
  position: absolute; inset: 0; border-radius: 50%;
  border: 2px solid var(--wp-accent); border-inline-end-color: transparent; border-bottom-color: transparent;
  animation: wp-spin 1s linear infinite;
}
.wp-connecting[data-status="rejected"] .wp-wallet-image, .wp-connecting[data-status="failed"] .wp-wallet-image {
  border-color: var(--wp-color-error);
}
.wp-connecting-copy { display: flex; flex-direction: column; gap: 6px; max-width: 100%; }
.wp-connecting-title { margin: 0; font-size: var(--wp-font-size-md); font-weight: 600; overflow-wrap: anywhere; }
.wp-connecting-title-error { color: var(--wp-color-error); }
.wp-connecting-detail { margin: 0; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); overflow-wrap: anywhere; }
.wp-connecting-get { margin: 0; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); overflow-wrap: anywhere; }
.wp-connecting-get-link { color: var(--wp-color-fg); font-weight: 600; text-decoration: underline; }
`;

export const connectingExternalStylesheet = [walletImageCss, connectingExternalCss].join('\n');
