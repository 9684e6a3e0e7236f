/**
 * The ConnectingFarcaster view's stylesheet, adopted by the view (<ShadowStylesheet>) into the modal's shadow
 * root; it arrives with the view's lazy chunk, with the QR code's frame.
 */
import { qrCodeCss } from '../../components/QrCode/QrCode.styles.js';

export const connectingFarcasterCss = `
.wp-fc { display: flex; flex-direction: column; align-items: stretch; gap: 12px; padding: 4px 0; text-align: center; }
.wp-fc-caption { margin: 0; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); overflow-wrap: anywhere; }
.wp-fc-status { margin: 0; min-height: 1.4em; font-size: var(--wp-font-size-sm); font-weight: 600; }
.wp-fc .wp-button:disabled { opacity: 0.5; cursor: not-allowed; }
.wp-fc .wp-wc-copy { align-self: center; }
.wp-fc[data-mobile="true"] .wp-qr-frame { max-width: 200px; }
`;

export const connectingFarcasterStylesheet = [qrCodeCss, connectingFarcasterCss].join('\n');
