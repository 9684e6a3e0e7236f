/**
 * When the All Wallets grid asks for the images of the rows on screen: when the grid is still (it has just
 * shown, its wallets changed, or a scroll ended), or while it scrolls slowly enough that a row stays in view
 * long enough for its image to be seen. Rows that fly past in a fast scroll never ask for theirs: each image
 * costs a request, its loading, its load event and a decode, and hundreds of them a second took the frames
 * of the scroll itself.
 *
 * Read at the grid's own changes of rows (no timer): the speed is the distance scrolled since the last
 * change over the time since it.
 */

/**
 * A scroll counts as slow when the view's height takes at least this long to pass: a row then stays on
 * screen about this long, while a wallet image loads in well under it.
 */
export const SLOW_SCROLL_VIEW_MS = 500;

export type ScrollSample = {
  /** The scroll offset, in px. */
  offset: number;
  isScrolling: boolean;
  /** The height of the view, in px. */
  viewHeight: number;
  /** A monotonic time, in ms. */
  at: number;
};

export type RevealGate = {
  /** True when the rows on screen at `sample` should get their images. */
  shouldReveal(sample: ScrollSample): boolean;
};

export type CreateRevealGateReturnType = RevealGate;
export type CreateRevealGateErrorType = never;

export function createRevealGate(): CreateRevealGateReturnType {
  let last: ScrollSample | undefined;
  return {
    shouldReveal(sample) {
      const previous = last;
      last = sample;
      if (!sample.isScrolling || previous === undefined) return true;
      const distance = Math.abs(sample.offset - previous.offset);
      if (distance === 0) return true;
      const elapsed = sample.at - previous.at;
      // distance / elapsed <= viewHeight / SLOW_SCROLL_VIEW_MS, without dividing by a zero elapsed time.
      return distance * SLOW_SCROLL_VIEW_MS <= sample.viewHeight * elapsed;
    },
  };
}
