/**
 * The All Wallets stylesheet, adopted by the view itself (<ShadowStylesheet>) into the modal's shadow root, so it
 * arrives with the view's lazy chunk and never reaches the host page.
 */
import { walletImageCss } from '../../components/WalletImage/WalletImage.styles.js';
import { GRID_COLUMNS, GRID_FALLBACK_RECT, GRID_ROW_HEIGHT } from './WalletGrid.js';

const CARD_HEIGHT = GRID_ROW_HEIGHT - 8;

export const allWalletsCss = `
.wp-all-wallets { display: flex; flex-direction: column; gap: 12px; }
.wp-all-wallets-search .wp-input { -webkit-appearance: none; appearance: none; }
.wp-wallet-grid-scroll {
  position: relative; height: ${GRID_FALLBACK_RECT.height}px; max-height: calc(100vh - 240px);
  overflow-x: hidden; overflow-y: auto; overscroll-behavior: contain; margin: 0 -4px; padding: 0 4px;
}
.wp-wallet-grid { position: relative; width: 100%; }
/*
 * A row's size is fixed (its height inline, the grid's width), so it is contained: a row entering while the
 * grid scrolls, or an image arriving in a card, is laid out and painted without the rest of the grid.
 */
.wp-wallet-grid-row {
  position: absolute; top: 0; inset-inline-start: 0; width: 100%; contain: strict;
  display: grid; grid-template-columns: repeat(${GRID_COLUMNS}, minmax(0, 1fr)); gap: 8px; align-items: start;
}
.wp-wallet-grid-cell { min-width: 0; }
.wp-wallet-card {
  position: relative; display: flex; flex-direction: column; align-items: center; justify-content: flex-start; gap: 4px;
  width: 100%; height: ${CARD_HEIGHT}px; padding: 8px 4px 4px; border-radius: var(--wp-radius-md);
  background: var(--wp-bg-raised); color: var(--wp-color-fg); text-align: center;
  transition: background-color 150ms ease;
}
.wp-wallet-card:hover { background: var(--wp-bg-hover); }
.wp-wallet-card:focus-visible { outline-offset: -2px; }
/*
 * Two lines at most, both whole inside the card (8 + 48 + 4 + 2 x 14.4 + 4 px), broken at spaces and hyphens
 * only: a word wider than the tile ("Safe{Wallet}") is cut with an ellipsis, never split into what reads like
 * a typo ("Safe{Walle" / "t}"). The button's name holds it whole.
 */
.wp-wallet-card-name {
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden;
  width: 100%; font-size: var(--wp-font-size-xs); line-height: 1.2;
  overflow-wrap: normal; word-break: normal; text-overflow: ellipsis;
}
.wp-wallet-card-badge {
  position: absolute; top: 4px; inset-inline-end: 4px; width: 8px; height: 8px; border-radius: 50%;
  background: var(--wp-color-success);
}
.wp-wallet-card-skeleton { display: block; animation: wp-wallet-image-pulse 1.2s ease-in-out infinite; }
.wp-all-wallets-skeleton-grid { display: grid; grid-template-columns: repeat(${GRID_COLUMNS}, minmax(0, 1fr)); gap: 8px; }
.wp-all-wallets-empty, .wp-all-wallets-error {
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 8px;
  min-height: 200px; padding: 24px 8px; text-align: center;
}
.wp-all-wallets-empty-title, .wp-all-wallets-error-title { margin: 0; font-weight: 600; }
.wp-all-wallets-error-detail { margin: 0; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs); overflow-wrap: anywhere; }
.wp-all-wallets-page-error {
  display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 8px 0;
  color: var(--wp-color-error); font-size: var(--wp-font-size-xs);
}
`;

export const allWalletsStylesheet = [walletImageCss, allWalletsCss].join('\n');
