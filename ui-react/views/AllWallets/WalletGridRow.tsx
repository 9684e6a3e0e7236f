/**
 * A row of the All Wallets grid (WalletGrid.tsx) and its wallet cards: each card a button with the wallet's
 * image (from the grid's image batch), its name and, for a wallet this browser reaches, the 'Installed' tag.
 */
import { memo } from 'react';
import type { CatalogueWallet } from '../../../domain/entities/wallet/wallet.js';
import { isInstalledConnector } from '../../../domain/usecases/connectors/index.js';
import type { ImageBatch } from '../../components/WalletImage/imageBatch.js';
import { WalletImage } from '../../components/WalletImage/WalletImage.js';
import { GRID_COLUMNS, GRID_ROW_HEIGHT } from './gridSizes.js';
import type { GridWallet } from './WalletGrid.js';

export type WalletGridRowProps = {
  rowIndex: number;
  /** The row's top in the grid, in px. */
  offset: number;
  items: readonly GridWallet[];
  /** The index of the grid's tab stop when it is in this row, -1 otherwise. */
  tabStop: number;
  imageUrlOf: (wallet: CatalogueWallet) => string | undefined;
  /** Says when each card's image is asked for (the grid's, the same for its life). */
  imageBatch: ImageBatch;
  onPick: (item: GridWallet) => void;
  /** The visually hidden tag of a browser wallet, in the shown language. */
  installedLabel: string;
};

/**
 * One row of cards. Memoized on props that stay the same while the grid scrolls (the list, the row, its
 * place, the tab stop when it is in the row): a scroll re-renders the grid each time a row enters or leaves
 * the view, and only the row that entered renders then, not every row on screen.
 */
export const WalletGridRow = memo(function WalletGridRow({ rowIndex, offset, items, tabStop, imageUrlOf, imageBatch, onPick, installedLabel }: WalletGridRowProps) {
  const start = rowIndex * GRID_COLUMNS;
  const cells = items.slice(start, start + GRID_COLUMNS);
  return (
    <div role="row" aria-rowindex={rowIndex + 1} className="wp-wallet-grid-row" style={{ height: GRID_ROW_HEIGHT, transform: `translateY(${offset}px)` }}>
      {cells.map((item, column) => {
        const index = start + column;
        return (
          <div key={item.wallet.id} role="gridcell" aria-colindex={column + 1} className="wp-wallet-grid-cell">
            <WalletCard item={item} index={index} imageUrl={imageUrlOf(item.wallet)} imageBatch={imageBatch} tabbable={index === tabStop} onPick={onPick} installedLabel={installedLabel} />
          </div>
        );
      })}
    </div>
  );
});

function WalletCard({
  item,
  index,
  imageUrl,
  imageBatch,
  tabbable,
  onPick,
  installedLabel,
}: {
  item: GridWallet;
  index: number;
  imageUrl: string | undefined;
  imageBatch: ImageBatch;
  tabbable: boolean;
  onPick: (item: GridWallet) => void;
  installedLabel: string;
}) {
  const installed = item.connector !== undefined && isInstalledConnector(item.connector);
  return (
    <button
      type="button"
      className="wp-wallet-card"
      data-wallet-index={index}
      data-wallet-id={item.wallet.id}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => onPick(item)}
    >
      <WalletImage src={imageUrl} name={item.wallet.name} size="md" batch={imageBatch} />
      <span className="wp-wallet-card-name">{item.wallet.name}</span>
      {installed ? (
        <>
          <span className="wp-wallet-card-badge" aria-hidden="true" />
          <span className="wp-visually-hidden">{installedLabel}</span>
        </>
      ) : null}
    </button>
  );
}
