/**
 * The grid's images in a scroll (revealGate.ts, imageBatch.ts): rows that fly past ask for nothing, the rows
 * on screen once the scroll ends or slows ask for theirs in one batch. The clock (performance.now) is
 * virtual: each scroll event comes when the test says.
 */
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueWallet } from '../../../domain/entities/wallet/wallet.js';
import { TEST_NETWORK } from '../../../tests/fakes/create-test-client.js';
import { catalogueWallet, FakeWalletCatalogue } from '../../../tests/fakes/wallet-catalogue.fake.js';
import type { ImagePreloader } from '../../components/WalletImage/imagePreloader.js';
import { modal, settle } from '../../testing/shadow.js';
import { GRID_COLUMNS, GRID_FALLBACK_RECT, GRID_ROW_HEIGHT } from './WalletGrid.js';
import { SLOW_SCROLL_VIEW_MS } from './revealGate.js';
import { openAllWalletsOn } from './testing/openAllWallets.js';

let clock = 0;
beforeEach(() => {
  clock = 1_000;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
});
afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  document.body.innerHTML = '';
});

const CHAIN = TEST_NETWORK.caipNetworkId;
const numbered = (count: number): CatalogueWallet[] =>
  Array.from({ length: count }, (_, index) => catalogueWallet({ id: `w${index}`, name: `Wallet ${index}`, chains: [CHAIN], image_url: `data:image/png;base64,${index}` }));

async function openGrid() {
  const asked: string[] = [];
  // Every image loads at once, and is remembered as the browser's preloader does: what is asked, and when,
  // is what these tests read.
  const loaded = new Set<string>();
  const preloader: ImagePreloader = {
    preload: async (url) => {
      asked.push(url);
      loaded.add(url);
    },
    status: (url) => (loaded.has(url) ? 'loaded' : undefined),
  };
  const { core, scheduler } = await openAllWalletsOn({ catalogue: new FakeWalletCatalogue({ wallets: numbered(200) }), preloader });
  while (core.walletList.snapshot.hasMore) await act(() => core.walletList.loadNextPage());
  await settle();
  return { asked, scheduler };
}

const scrollArea = () => modal().getByTestId('wallet-grid-scroll');
/** The image addresses of the wallets in rows first..last. */
const rowsImages = (first: number, last: number) =>
  Array.from({ length: (last - first + 1) * GRID_COLUMNS }, (_, index) => `data:image/png;base64,${first * GRID_COLUMNS + index}`);
const statusOf = (index: number) => modal().getByTestId('wallet-grid-scroll').querySelector(`[data-wallet-index="${index}"] .wp-wallet-image`)?.getAttribute('data-status');

async function scrollBy(px: number, afterMs: number) {
  clock += afterMs;
  const element = scrollArea();
  element.scrollTop += px;
  fireEvent.scroll(element);
  await settle();
}

async function scrollEnd() {
  fireEvent(scrollArea(), new Event('scrollend'));
  await settle();
}

const VIEW_ROWS = GRID_FALLBACK_RECT.height / GRID_ROW_HEIGHT;

describe('the All Wallets images while scrolling', () => {
  it('asks for the rows in view when shown, none for rows flying past, and the rows in view once the scroll ends, in one batch', async () => {
    const { asked, scheduler } = await openGrid();
    expect(asked).toEqual(rowsImages(0, VIEW_ROWS - 1));
    asked.length = 0;

    // A fling: a row every 16 ms, 30 rows down.
    for (let step = 0; step < 30; step += 1) await scrollBy(GRID_ROW_HEIGHT, 16);
    expect(asked).toEqual([]);
    const firstRow = 30;
    expect(statusOf(firstRow * GRID_COLUMNS)).toBe('deferred');

    const timersBefore = scheduler.pendingTimers;
    await scrollEnd();
    expect(asked).toEqual(rowsImages(firstRow, firstRow + VIEW_ROWS - 1));
    expect(statusOf(firstRow * GRID_COLUMNS)).toBe('loaded');
    // One race for the batch (it settled at once here), not a timer a card.
    expect(scheduler.pendingTimers).toBeLessThanOrEqual(timersBefore + 1);

    // Back up over rows already loaded: they show at once, nothing is asked again.
    asked.length = 0;
    await scrollBy(-GRID_ROW_HEIGHT, 16);
    await scrollEnd();
    expect(asked).toEqual(rowsImages(firstRow - 1, firstRow - 1));
  });

  it('asks for the rows a slow scroll brings, as they come, without waiting for it to end', async () => {
    const { asked } = await openGrid();
    asked.length = 0;
    // A row every SLOW_SCROLL_VIEW_MS / VIEW_ROWS ms: the view's height in SLOW_SCROLL_VIEW_MS.
    await scrollBy(GRID_ROW_HEIGHT, SLOW_SCROLL_VIEW_MS / VIEW_ROWS);
    expect(asked).toEqual(rowsImages(VIEW_ROWS, VIEW_ROWS));
    await scrollBy(GRID_ROW_HEIGHT, SLOW_SCROLL_VIEW_MS / VIEW_ROWS);
    expect(asked).toEqual(rowsImages(VIEW_ROWS, VIEW_ROWS + 1));
  });
});
