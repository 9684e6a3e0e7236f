/**
 * The wallets list (a section per namespace, a row per wallet connection), the embedded account's card and its
 * button. The card's picture is an envelope, not the address avatar: it is the email wallet (and the Avatar
 * component, shared with the account button, stays out of this chunk).
 */
import { walletImageCss } from '../../components/WalletImage/WalletImage.styles.js';

// The rows draw each wallet's picture with WalletImage: its rules come with this view's, or a picture opened
// here first (Account, then Wallets) had no size at all and an icon without one filled the row.
export const profileWalletsCss = `${walletImageCss}
.wp-profile { display: flex; flex-direction: column; gap: 16px; }
.wp-profile-card { display: flex; align-items: center; gap: 12px; padding: 12px; border-radius: var(--wp-radius-md); background: var(--wp-bg-raised); }
.wp-profile-icon {
  display: inline-flex; flex: none; align-items: center; justify-content: center; width: 40px; height: 40px;
  border-radius: 50%; background: var(--wp-color-bg); color: var(--wp-accent);
}
.wp-profile-icon svg { width: 20px; height: 20px; }
.wp-profile-main { display: flex; flex-direction: column; min-width: 0; }
.wp-profile-email { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.wp-profile-address { margin: 0; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); }
.wp-profile-section { display: flex; flex-direction: column; gap: 8px; }
.wp-profile-heading { margin: 0; font-size: var(--wp-font-size-xs); font-weight: 600; color: var(--wp-color-fg-muted); }
.wp-profile-wallets { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
.wp-profile-wallet { display: flex; align-items: center; gap: 12px; padding: 12px; border-radius: var(--wp-radius-md); background: var(--wp-bg-raised); }
.wp-profile-wallet .wp-profile-main { flex: 1; }
.wp-profile-wallet-name { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.wp-profile-tag { flex: none; padding: 2px 8px; border-radius: 999px; background: var(--wp-color-bg); color: var(--wp-color-fg); font-size: var(--wp-font-size-xs); }
/* Read left to right in every language and never reordered, aligned as the text around it (baseCss .wp-ltr). */
.wp-profile-address { direction: ltr; unicode-bidi: isolate; text-align: match-parent; }
`;
