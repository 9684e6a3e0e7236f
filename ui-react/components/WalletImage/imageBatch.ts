/**
 * Wallet images asked for in batches, for a virtualized grid: the grid decides when the rows on screen get
 * their images (not while they fly past in a fast scroll) and asks for them all at once, under one 2 s race
 * (the wallet list's preloadImages, IMAGE_PRELOAD_TIMEOUT_MS) rather than one request and one timer per card.
 * Each card subscribes to its own address, so an image that arrives re-renders its card alone.
 *
 * An image the preloader already has shows at once, asked for in this batch or not: a row scrolled away and
 * back, or a wallet the Connect list showed first, never waits for the scroll to settle.
 */
import type { WalletListUseCase } from '../../../domain/usecases/wallet-list/index.js';
import type { ImagePreloader } from './imagePreloader.js';

/**
 * 'deferred': not asked for yet (the card shows the initial, still); 'loading': asked for; 'fallback': failed,
 * or still loading after the race's time-out (the image takes its place if it arrives later).
 */
export type BatchedImageStatus = 'deferred' | 'loading' | 'loaded' | 'fallback';

export type ImageBatch = {
  status(url: string): BatchedImageStatus;
  /** Calls `listener` when the status of `url` changes; returns the unsubscribe. */
  subscribe(url: string, listener: () => void): () => void;
  /** Asks for the images of `urls` not asked for yet (nor known to the preloader), as one batch. */
  request(urls: readonly string[]): void;
};

export type CreateImageBatchParameters = {
  preloader: ImagePreloader;
  /** The wallet list's race: loads the images and answers when all settled or after 2 s. */
  preloadImages: WalletListUseCase['preloadImages'];
};
export type CreateImageBatchReturnType = ImageBatch;
export type CreateImageBatchErrorType = never;

export function createImageBatch({ preloader, preloadImages }: CreateImageBatchParameters): CreateImageBatchReturnType {
  const statuses = new Map<string, BatchedImageStatus>();
  const listeners = new Map<string, Set<() => void>>();

  const set = (url: string, status: BatchedImageStatus) => {
    if (statuses.get(url) === status) return;
    statuses.set(url, status);
    listeners.get(url)?.forEach((listener) => listener());
  };

  return {
    status(url) {
      const own = statuses.get(url);
      if (own !== undefined) return own;
      const known = preloader.status(url);
      if (known === 'loaded') return 'loaded';
      return known === 'failed' ? 'fallback' : 'deferred';
    },
    subscribe(url, listener) {
      let forUrl = listeners.get(url);
      if (!forUrl) {
        forUrl = new Set();
        listeners.set(url, forUrl);
      }
      forUrl.add(listener);
      return () => {
        forUrl.delete(listener);
        if (forUrl.size === 0) listeners.delete(url);
      };
    },
    request(urls) {
      const fresh = [...new Set(urls)].filter((url) => !statuses.has(url) && preloader.status(url) === undefined);
      if (fresh.length === 0) return;
      for (const url of fresh) set(url, 'loading');
      // Each image shows as soon as it is ready (not when the whole batch is), and still shows if it arrives
      // after the time-out.
      const preload = (url: string) =>
        preloader.preload(url).then(
          () => set(url, 'loaded'),
          (error: unknown) => {
            set(url, 'fallback');
            throw error;
          },
        );
      void preloadImages(fresh, preload).then((result) => {
        for (const url of result.pending) if (statuses.get(url) === 'loading') set(url, 'fallback');
      });
    },
  };
}
