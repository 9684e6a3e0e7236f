/** The All Wallets grid's fixed sizes (WalletGrid.tsx): no row is measured, every row is this tall. */
import type { Rect } from '@tanstack/virtual-core';

export const GRID_COLUMNS = 4;
/** A card (96 px) and the gap below it. */
export const GRID_ROW_HEIGHT = 104;
/** Rows rendered beyond each edge of the view. */
export const GRID_OVERSCAN_ROWS = 2;
/** More wallets are asked for when the view reaches this many rows from the end. */
export const GRID_END_THRESHOLD_ROWS = 1;
/**
 * The size the grid assumes while its element has none (not laid out yet, or a DOM without layout such as
 * happy-dom): its CSS height (.wp-wallet-grid) and the modal's content width.
 */
export const GRID_FALLBACK_RECT: Rect = { width: 328, height: 416 };
