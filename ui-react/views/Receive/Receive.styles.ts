/** The Receive view's stylesheet (with the QR code's), adopted by the view so it arrives with its lazy chunk. */
import { qrCodeCss } from '../../components/QrCode/QrCode.styles.js';

export const receiveCss = `
.wp-receive { display: flex; flex-direction: column; gap: 16px; padding: 8px 0 4px; }
.wp-receive-qr .wp-qr-frame { max-width: 240px; }
.wp-receive-address-row { display: flex; align-items: center; gap: 8px; padding-block: 8px; padding-inline: 12px 8px; border-radius: var(--wp-radius-md); background: var(--wp-bg-raised); }
.wp-receive-address {
  flex: 1 1 auto; min-width: 0; margin: 0; font-family: var(--wp-font-family-mono); font-size: var(--wp-font-size-sm);
  overflow-wrap: anywhere; word-break: break-all; user-select: all;
}
.wp-receive-networks-title { margin: 0; font-size: var(--wp-font-size-xs); font-weight: 600; color: var(--wp-color-fg-muted); }
.wp-receive-networks { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
.wp-receive-network {
  display: inline-flex; align-items: center; gap: 6px; max-width: 100%; padding-block: 4px; padding-inline: 4px 10px;
  border-radius: 999px; background: var(--wp-bg-raised); font-size: var(--wp-font-size-sm);
}
.wp-receive-network-name { min-width: 0; overflow-wrap: anywhere; }
/* Read left to right in every language and never reordered, aligned as the text around it (baseCss .wp-ltr). */
.wp-receive-address { direction: ltr; unicode-bidi: isolate; text-align: match-parent; }
`;

export const receiveStylesheet = [qrCodeCss, receiveCss].join('\n');
