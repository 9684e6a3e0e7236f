/**
 * The scale report, walletport's modal alone, against a devstack cloud whose catalogue has `walletCount`
 * wallets: All Wallets opened from the Connect view (click to the first grid rows), a programmatic smooth
 * scroll of the grid (animation-frame deltas above 1.5 frames count as dropped frames; the grid loads pages
 * of wallets as it goes), then a search (input to results on screen, minus the known debounce).
 */
import { DEFAULT_DEBOUNCE_MS, WALLET_SEARCH_MIN_WAIT_MS } from '../../domain/entities/constants.js';
import { arm, clickTarget, loadAndOpen, waitFor, type PageContext } from './browser.js';
import type { PageSpec } from './paths.js';
import type { Target } from './probe.js';

export const SEARCH_DEBOUNCE_MS = DEFAULT_DEBOUNCE_MS;
export const SEARCH_MIN_WAIT_MS = WALLET_SEARCH_MIN_WAIT_MS;
/** A frame longer than this counts as dropping at least one (1.5 × 16.7 ms). */
export const DROPPED_FRAME_MS = 1.5 * (1000 / 60);
/**
 * The smoothness target: no frame over one 60 Hz frame (16.7 ms). Animation-frame timestamps of a steady
 * 60 Hz stream jitter by a fraction of a millisecond, so a frame counts as long past 16.7 ms plus 1 ms.
 */
export const LONG_FRAME_MS = 1000 / 60 + 1;
/** The scroll: a smooth scrollBy of SCROLL_STEP_PX every SCROLL_EVERY_MS, for SCROLL_FOR_MS. */
const SCROLL_STEP_PX = 1_200;
const SCROLL_EVERY_MS = 250;
const SCROLL_FOR_MS = 3_000;
const IDLE_FOR_MS = 1_000;
/** Matches wallets numbered 0900–0999, present in both catalogue sizes. */
export const SEARCH_QUERY = 'Wallet 09';

const ALL_WALLETS_ENTRY: Target = { css: '.wp-wallet-list li[data-group="all-wallets"] button' };
const GRID_ROW: Target = { css: '[role="grid"][aria-label="Wallets"] [role="row"]' };
const SEARCH_ROW: Target = { css: '[role="grid"][aria-label="Search results"] [role="row"]' };
const SEARCH_INPUT: Target = { css: '.wp-all-wallets input[type="search"]' };
const GRID_SCROLL: Target = { css: '[data-testid="wallet-grid-scroll"]' };

export type ScaleRun = {
  timeToFirstRowsMs: number;
  frames: number;
  droppedFrames: number;
  /** The same count over IDLE_FOR_MS with the grid still, before the scroll. */
  idleFrames: number;
  idleDroppedFrames: number;
  /** Frames over LONG_FRAME_MS while scrolling. */
  longFrames: number;
  /** Rows the grid held after the scroll (aria-rowcount). */
  rowsAfterScroll: number;
  searchResultMs: number;
  /** searchResultMs minus the debounce. */
  searchAfterDebounceMs: number;
};

async function measureOnce(context: PageContext, spec: PageSpec): Promise<ScaleRun> {
  const { page } = await loadAndOpen(context, spec);
  try {
    await arm(page, 'rows', GRID_ROW, 'click');
    await clickTarget(page, ALL_WALLETS_ENTRY);
    const timeToFirstRowsMs = await waitFor(page, 'rows');

    // The same count with nothing moving, so the scroll figure can be read against this machine's own noise.
    const idle = await page.evaluate(async (duration) => {
      window.__bench.startFrames();
      await new Promise((resolve) => setTimeout(resolve, duration));
      return window.__bench.stopFrames();
    }, IDLE_FOR_MS);

    const scroll = await page.evaluate(
      async ({ target, step, every, duration }) => {
        const element = window.__bench.find(target) as HTMLElement | null;
        if (!element) throw new Error('no wallet grid to scroll');
        window.__bench.startFrames();
        const started = performance.now();
        while (performance.now() - started < duration) {
          element.scrollBy({ top: step, behavior: 'smooth' });
          await new Promise((resolve) => setTimeout(resolve, every));
        }
        await new Promise((resolve) => setTimeout(resolve, every));
        const deltas = window.__bench.stopFrames();
        const grid = element.querySelector('[role="grid"]');
        return { deltas, rows: Number(grid?.getAttribute('aria-rowcount') ?? 0) };
      },
      { target: GRID_SCROLL, step: SCROLL_STEP_PX, every: SCROLL_EVERY_MS, duration: SCROLL_FOR_MS },
    );

    await arm(page, 'search', SEARCH_ROW, 'input');
    const input = (await page.evaluateHandle((target) => window.__bench.find(target), SEARCH_INPUT)).asElement();
    if (!input) throw new Error('no search field');
    await input.fill(SEARCH_QUERY);
    const searchResultMs = await waitFor(page, 'search');

    return {
      timeToFirstRowsMs,
      frames: scroll.deltas.length,
      droppedFrames: scroll.deltas.filter((delta) => delta > DROPPED_FRAME_MS).length,
      longFrames: scroll.deltas.filter((delta) => delta > LONG_FRAME_MS).length,
      idleFrames: idle.length,
      idleDroppedFrames: idle.filter((delta) => delta > DROPPED_FRAME_MS).length,
      rowsAfterScroll: scroll.rows,
      searchResultMs,
      searchAfterDebounceMs: searchResultMs - SEARCH_DEBOUNCE_MS,
    };
  } finally {
    await page.close();
  }
}

export async function measureScale(context: PageContext, spec: PageSpec, runs: number, log: (line: string) => void): Promise<ScaleRun[]> {
  await measureOnce(context, spec); // warm-up
  const results: ScaleRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await measureOnce(context, spec);
    results.push(result);
    log(
      `  run ${run + 1}/${runs}: first rows ${result.timeToFirstRowsMs.toFixed(0)} ms, ${result.longFrames} long and ${result.droppedFrames} dropped of ${result.frames} frames ` +
        `(idle ${result.idleDroppedFrames}/${result.idleFrames}) ` +
        `(${result.rowsAfterScroll} rows loaded), search ${result.searchResultMs.toFixed(0)} ms`,
    );
  }
  return results;
}
