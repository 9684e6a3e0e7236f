/**
 * The sign-in view's stylesheet, adopted by the view (<ShadowStylesheet>) into the modal's shadow root (it
 * arrives with the view's lazy chunk).
 */
import { walletImageCss } from '../../components/WalletImage/WalletImage.styles.js';

export const siwxSignMessageCss = `
.wp-siwx { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 16px 0 4px; text-align: center; }
.wp-siwx-images { display: flex; align-items: center; justify-content: center; gap: 8px; margin-bottom: 4px; }
.wp-siwx-images .wp-wallet-image-lg { width: 64px; height: 64px; }
.wp-siwx-title { margin: 0; font-size: var(--wp-font-size-md); font-weight: 600; overflow-wrap: anywhere; }
.wp-siwx-text { margin: 0; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-sm); overflow-wrap: anywhere; }
.wp-siwx-error {
  width: 100%; margin: 0; padding: 8px 12px; border-radius: var(--wp-radius-md); border: 1px solid var(--wp-color-error);
  color: var(--wp-color-error); font-size: var(--wp-font-size-sm); overflow-wrap: anywhere;
}
.wp-siwx-actions { display: flex; gap: 8px; width: 100%; margin-top: 4px; }
.wp-siwx-actions .wp-button { flex: 1 1 0; min-width: 0; }
.wp-siwx-actions .wp-button[aria-disabled="true"] { cursor: progress; }
`;

export const siwxSignMessageStylesheet = [walletImageCss, siwxSignMessageCss].join('\n');
