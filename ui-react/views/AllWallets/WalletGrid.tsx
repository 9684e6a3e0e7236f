/**
 * The All Wallets grid: four wallets a row, virtualized by rows (useVirtualizer.ts, over @tanstack/virtual-core) so a catalogue
 * of thousands of wallets keeps only the rows in view (plus a few) in the DOM. When the last rows come into
 * view it asks for more (`onEndReached`); while a page loads, a row of placeholders closes the grid. Rows are
 * a fixed height (gridSizes.ts, nothing measured). The rows on screen ask for their wallets' images once a
 * scroll ends or slows, in one batch (useImageReveal.ts); rows that fly past show their initials.
 *
 * Accessibility: an ARIA grid (rows of cells, `aria-rowcount` the full number of rows) with a roving tab
 * stop, so the grid is one Tab stop and the arrow keys move between wallets (Home and End to the ends of the
 * row, Ctrl+Home and Ctrl+End to the first and last wallet, Page Up and Page Down by a screenful); Enter or
 * Space picks the wallet. Scrolling brings the wallet that gets focus into view.
 */
import { observeElementRect, type Rect, type Virtualizer } from '@tanstack/virtual-core';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { Connector } from '../../../domain/entities/connector/connector.js';
import type { CatalogueWallet } from '../../../domain/entities/wallet/wallet.js';
import { useIsomorphicLayoutEffect } from '../../shadow/useIsomorphicLayoutEffect.js';
import { useVirtualizer } from './useVirtualizer.js';
import { useImageReveal } from './useImageReveal.js';
import { WalletGridRow } from './WalletGridRow.js';
import { useT } from '../../i18n/useT.js';
import { GRID_COLUMNS, GRID_END_THRESHOLD_ROWS, GRID_FALLBACK_RECT, GRID_OVERSCAN_ROWS, GRID_ROW_HEIGHT } from './gridSizes.js';

export { GRID_COLUMNS, GRID_END_THRESHOLD_ROWS, GRID_FALLBACK_RECT, GRID_OVERSCAN_ROWS, GRID_ROW_HEIGHT } from './gridSizes.js';

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
  const imageBatch = useImageReveal({
    wallets: items,
    columns: GRID_COLUMNS,
    firstRow: virtualizer.range?.startIndex ?? 0,
    lastRow: visibleEnd,
    isScrolling: virtualizer.isScrolling,
    offset: virtualizer.scrollOffset ?? 0,
    viewHeight: virtualizer.scrollRect?.height ?? GRID_FALLBACK_RECT.height,
    imageUrlOf,
  });

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
              imageBatch={imageBatch}
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

function indexOf(target: EventTarget): number | undefined {
  if (!(target instanceof Element)) return undefined;
  const value = target.closest('[data-wallet-index]')?.getAttribute('data-wallet-index');
  if (value === null || value === undefined) return undefined;
  const index = Number(value);
  return Number.isInteger(index) ? index : undefined;
}
