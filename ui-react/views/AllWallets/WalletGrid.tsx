/**
 * The All Wallets grid: four wallets a row, virtualized by rows (useVirtualizer.ts, over @tanstack/virtual-core) so a catalogue
 * of thousands of wallets keeps only the rows in view (plus a few) in the DOM. When the last rows come into
 * view it asks for more (`onEndReached`); while a page loads, a row of placeholders closes the grid.
 *
 * Accessibility: an ARIA grid (rows of cells, `aria-rowcount` the full number of rows) with a roving tab
 * stop, so the grid is one Tab stop and the arrow keys move between wallets (Home and End to the ends of the
 * row, Ctrl+Home and Ctrl+End to the first and last wallet, Page Up and Page Down by a screenful); Enter or
 * Space picks the wallet. Scrolling brings the wallet that gets focus into view.
 */
import { observeElementRect, type Rect, type Virtualizer } from '@tanstack/virtual-core';
import { memo, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { Connector } from '../../../domain/entities/connector/connector.js';
import type { CatalogueWallet } from '../../../domain/entities/wallet/wallet.js';
import { isInstalledConnector } from '../../../domain/usecases/connectors/index.js';
import { WalletImage } from '../../components/WalletImage/WalletImage.js';
import { useIsomorphicLayoutEffect } from '../../shadow/useIsomorphicLayoutEffect.js';
import { useVirtualizer } from './useVirtualizer.js';
import { useT } from '../../i18n/useT.js';

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

export type GridWallet = {
  readonly wallet: CatalogueWallet;
  /** The connector that reaches this wallet directly, if any (a browser wallet gets the 'Installed' tag). */
  readonly connector: Connector | undefined;
};

export type WalletGridProps = {
  items: readonly GridWallet[];
  /** The grid's accessible name. */
  label: string;
  imageUrlOf: (wallet: CatalogueWallet) => string | undefined;
  onPick: (item: GridWallet) => void;
  /** More wallets can be loaded. */
  hasMore?: boolean | undefined;
  /** A page is loading: a row of placeholders closes the grid. */
  loadingMore?: boolean | undefined;
  /** Asked when the view nears the end and `hasMore` (not while `loadingMore`, nor while `paused`). */
  onEndReached?: (() => void) | undefined;
  /** Stops `onEndReached` (after a failed page, until the user retries). */
  paused?: boolean | undefined;
  /** Shown under the grid, inside its scroll area (a retry row, say). */
  footer?: ReactNode;
};

/** Reports the element's size, or the fallback while it has none (no layout yet). */
function observeRectWithFallback(instance: Virtualizer<HTMLDivElement, Element>, callback: (rect: Rect) => void) {
  return observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : GRID_FALLBACK_RECT));
}

export function WalletGrid({
  items,
  label,
  imageUrlOf,
  onPick,
  hasMore = false,
  loadingMore = false,
  onEndReached,
  paused = false,
  footer,
}: WalletGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // Looked up once for the grid, not once a card: a row gets it as a prop (the same string while scrolling).
  const installedLabel = useT().t('allWallets.installed');
  const dataRows = Math.ceil(items.length / GRID_COLUMNS);
  const rowCount = dataRows + (loadingMore ? 1 : 0);

  const virtualizer = useVirtualizer<HTMLDivElement, Element>({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => GRID_ROW_HEIGHT,
    overscan: GRID_OVERSCAN_ROWS,
    initialRect: GRID_FALLBACK_RECT,
    observeElementRect: observeRectWithFallback,
    // The rows a scroll brings are rendered in the scroll event itself (which chromium fires once a frame,
    // before the frame's layout): the commit is laid out with that frame. Rendered later, in a task of its
    // own, a commit landed after the frame, left the new rows blank for it, and its layout was forced by the
    // next scroll event's read of scrollTop: two layouts a frame while scrolling.
    useFlushSync: true,
    // The end of a scroll from the browser's scrollend event, not a 150 ms timer restarted on every scroll event.
    useScrollendEvent: true,
  });
  const rows = virtualizer.getVirtualItems();
  const visibleEnd = virtualizer.range?.endIndex ?? -1;

  // Infinite scroll: the end of the visible range (not the overscan) nears the last row.
  useEffect(() => {
    if (!onEndReached || !hasMore || loadingMore || paused || dataRows === 0) return;
    if (visibleEnd >= dataRows - 1 - GRID_END_THRESHOLD_ROWS) onEndReached();
  }, [visibleEnd, dataRows, hasMore, loadingMore, paused, onEndReached]);

  // The roving tab stop: the wallet last focused, or the first rendered one when it scrolled away.
  const [activeIndex, setActiveIndex] = useState(0);
  const pendingFocus = useRef<number | undefined>(undefined);
  const firstRendered = (rows.find((row) => row.index < dataRows)?.index ?? 0) * GRID_COLUMNS;
  const lastRendered = Math.min(items.length - 1, ((rows.filter((row) => row.index < dataRows).at(-1)?.index ?? 0) + 1) * GRID_COLUMNS - 1);
  const tabStop = activeIndex >= firstRendered && activeIndex <= lastRendered ? activeIndex : firstRendered;

  useIsomorphicLayoutEffect(() => {
    const target = pendingFocus.current;
    if (target === undefined) return;
    const button = scrollRef.current?.querySelector<HTMLButtonElement>(`[data-wallet-index="${target}"]`);
    if (!button) return; // not rendered yet: the scroll brings it, and this runs again
    pendingFocus.current = undefined;
    button.focus({ preventScroll: true });
  });

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(items.length - 1, index));
    setActiveIndex(next);
    pendingFocus.current = next;
    virtualizer.scrollToIndex(Math.floor(next / GRID_COLUMNS), { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // While a move waits for its row to render, keys continue from where it is going, not from the old card.
    const index = pendingFocus.current ?? indexOf(event.target);
    if (index === undefined || event.altKey || event.metaKey) return;
    const column = index % GRID_COLUMNS;
    const screenful = Math.max(1, Math.floor((virtualizer.scrollRect?.height ?? GRID_FALLBACK_RECT.height) / GRID_ROW_HEIGHT));
    let next: number | undefined;
    switch (event.key) {
      case 'ArrowRight':
        next = index + 1;
        break;
      case 'ArrowLeft':
        next = index - 1;
        break;
      case 'ArrowDown':
        // Down from the row above a shorter last row lands on its last wallet.
        next = index + GRID_COLUMNS < items.length ? index + GRID_COLUMNS : Math.floor(index / GRID_COLUMNS) < dataRows - 1 ? items.length - 1 : index;
        break;
      case 'ArrowUp':
        next = index - GRID_COLUMNS >= 0 ? index - GRID_COLUMNS : index;
        break;
      case 'Home':
        next = event.ctrlKey ? 0 : index - column;
        break;
      case 'End':
        next = event.ctrlKey ? items.length - 1 : index - column + GRID_COLUMNS - 1;
        break;
      case 'PageDown':
        next = Math.min(index + screenful * GRID_COLUMNS, items.length - 1);
        break;
      case 'PageUp':
        next = Math.max(index - screenful * GRID_COLUMNS, column);
        break;
      case 'Enter': {
        event.preventDefault();
        const item = items[index];
        if (item) onPick(item);
        return;
      }
      default:
        return;
    }
    event.preventDefault();
    moveTo(next);
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const index = indexOf(event.target);
    if (index !== undefined && index !== activeIndex) setActiveIndex(index);
  };

  return (
    <div ref={scrollRef} className="wp-wallet-grid-scroll" data-testid="wallet-grid-scroll">
      <div
        role="grid"
        aria-label={label}
        aria-rowcount={dataRows}
        aria-colcount={GRID_COLUMNS}
        aria-busy={loadingMore || undefined}
        className="wp-wallet-grid"
        style={{ height: virtualizer.getTotalSize() }}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      >
        {rows.map((row) => {
          const style = { height: GRID_ROW_HEIGHT, transform: `translateY(${row.start}px)` };
          if (row.index >= dataRows) {
            return (
              <div key="loading" className="wp-wallet-grid-row" style={style} aria-hidden="true" data-loading-row="">
                {Array.from({ length: GRID_COLUMNS }, (_, column) => (
                  <span key={column} className="wp-wallet-card wp-wallet-card-skeleton" />
                ))}
              </div>
            );
          }
          const start = row.index * GRID_COLUMNS;
          return (
            <WalletGridRow
              key={row.index}
              rowIndex={row.index}
              offset={row.start}
              items={items}
              tabStop={tabStop >= start && tabStop < start + GRID_COLUMNS ? tabStop : -1}
              imageUrlOf={imageUrlOf}
              onPick={onPick}
              installedLabel={installedLabel}
            />
          );
        })}
      </div>
      {footer}
    </div>
  );
}

type WalletGridRowProps = {
  rowIndex: number;
  /** The row's top in the grid, in px. */
  offset: number;
  items: readonly GridWallet[];
  /** The index of the grid's tab stop when it is in this row, -1 otherwise. */
  tabStop: number;
  imageUrlOf: (wallet: CatalogueWallet) => string | undefined;
  onPick: (item: GridWallet) => void;
  /** The visually hidden tag of a browser wallet, in the shown language. */
  installedLabel: string;
};

/**
 * One row of cards. Memoized on props that stay the same while the grid scrolls (the list, the row, its
 * place, the tab stop when it is in the row): a scroll re-renders the grid each time a row enters or leaves
 * the view, and only the row that entered renders then, not every row on screen.
 */
const WalletGridRow = memo(function WalletGridRow({ rowIndex, offset, items, tabStop, imageUrlOf, onPick, installedLabel }: WalletGridRowProps) {
  const start = rowIndex * GRID_COLUMNS;
  const cells = items.slice(start, start + GRID_COLUMNS);
  return (
    <div role="row" aria-rowindex={rowIndex + 1} className="wp-wallet-grid-row" style={{ height: GRID_ROW_HEIGHT, transform: `translateY(${offset}px)` }}>
      {cells.map((item, column) => {
        const index = start + column;
        return (
          <div key={item.wallet.id} role="gridcell" aria-colindex={column + 1} className="wp-wallet-grid-cell">
            <WalletCard item={item} index={index} imageUrl={imageUrlOf(item.wallet)} tabbable={index === tabStop} onPick={onPick} installedLabel={installedLabel} />
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
  tabbable,
  onPick,
  installedLabel,
}: {
  item: GridWallet;
  index: number;
  imageUrl: string | undefined;
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
      <WalletImage src={imageUrl} name={item.wallet.name} size="md" />
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

function indexOf(target: EventTarget): number | undefined {
  if (!(target instanceof Element)) return undefined;
  const value = target.closest('[data-wallet-index]')?.getAttribute('data-wallet-index');
  if (value === null || value === undefined) return undefined;
  const index = Number(value);
  return Number.isInteger(index) ? index : undefined;
}
