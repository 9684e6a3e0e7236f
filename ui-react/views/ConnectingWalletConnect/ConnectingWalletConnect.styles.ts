/**
 * The WalletConnect connecting views' stylesheet, adopted by the view (<ShadowStylesheet>) into the modal's shadow
 * root (it arrives with the view's lazy chunk).
 */
import { qrCodeCss } from '../../components/QrCode/QrCode.styles.js';
import { walletImageCss } from '../../components/WalletImage/WalletImage.styles.js';

export const connectingWalletConnectCss = `
.wp-wc { display: flex; flex-direction: column; align-items: stretch; gap: 12px; padding: 4px 0; }
.wp-wc-panel { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 8px 0; text-align: center; }
.wp-wc-caption { margin: 0; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); overflow-wrap: anywhere; }
.wp-wc-copy { align-self: center; }
.wp-wc-copy:disabled, .wp-wc .wp-button:disabled { opacity: 0.5; cursor: not-allowed; }
.wp-wc a.wp-button { text-decoration: none; }
.wp-wc-alert {
  display: flex; flex-direction: column; align-items: center; gap: 6px; padding: 10px 12px; text-align: center;
  border-radius: var(--wp-radius-md); background: var(--wp-bg-raised);
}
.wp-wc-alert-title { margin: 0; color: var(--wp-color-error); font-weight: 600; overflow-wrap: anywhere; }
.wp-wc-alert-detail { margin: 0; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); overflow-wrap: anywhere; }
/*
 * Each tab as wide as its label and the rows shared out between them; a tab that does not fit on the row
 * ('Get Walletport Test Wallet') moves to a second row instead of being cut. Only a label wider than the whole
 * tablist gets an ellipsis.
 */
.wp-wc-tabs { display: flex; flex-wrap: wrap; gap: 4px; padding: 4px; border-radius: var(--wp-radius-md); background: var(--wp-bg-raised); }
.wp-wc-tab {
  flex: 1 1 auto; min-width: 0; height: 32px; padding: 0 10px; border-radius: var(--wp-radius-sm); color: var(--wp-color-fg-muted);
  font-size: var(--wp-font-size-xs); font-weight: 600; text-align: center;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.wp-wc-tab:hover { color: var(--wp-color-fg); }
.wp-wc-tab[aria-selected="true"] { background: var(--wp-color-bg); color: var(--wp-color-fg); box-shadow: var(--wp-shadow); }
.wp-wc-tabpanel { border-radius: var(--wp-radius-md); }
.wp-wc-stores { list-style: none; margin: 0; padding: 0; width: 100%; display: flex; flex-direction: column; gap: 8px; }
`;

export const connectingWalletConnectStylesheet = [walletImageCss, qrCodeCss, connectingWalletConnectCss].join('\n');
