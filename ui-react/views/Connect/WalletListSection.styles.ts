/**
 * The wallet list's stylesheet. The list adopts it (<ShadowStylesheet>) into the modal's shadow root (styles never
 * leave the shadow root), together with the row and image styles it uses.
 */
import { walletImageCss } from '../../components/WalletImage/WalletImage.styles.js';
import { walletListItemCss } from '../../components/WalletListItem/WalletListItem.styles.js';

export const walletListSectionCss = `
.wp-wallet-section { display: flex; flex-direction: column; gap: 8px; }
.wp-wallet-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.wp-all-wallets-icon {
  display: inline-flex; flex: none; align-items: center; justify-content: center; width: 32px; height: 32px;
  border-radius: var(--wp-radius-sm); background: var(--wp-bg-hover); color: var(--wp-accent);
}
.wp-wallet-skeleton {
  display: flex; align-items: center; gap: 12px; min-height: 48px; padding-block: 8px; padding-inline: 8px 12px;
  border-radius: var(--wp-radius-md); background: var(--wp-bg-raised);
}
.wp-wallet-skeleton-image { width: 32px; height: 32px; border-radius: var(--wp-radius-sm); background: var(--wp-bg-hover); }
.wp-wallet-skeleton-text { width: 40%; height: 12px; border-radius: var(--wp-radius-sm); background: var(--wp-bg-hover); }
.wp-wallet-skeleton > span { animation: wp-wallet-image-pulse 1.2s ease-in-out infinite; }
.wp-wallet-list-error {
  display: flex; align-items: center; justify-content: space-between; gap: 8px;
  color: var(--wp-color-error); font-size: var(--wp-font-size-xs);
}
`;

export const walletListSectionStylesheet = [walletImageCss, walletListItemCss, walletListSectionCss].join('\n');
