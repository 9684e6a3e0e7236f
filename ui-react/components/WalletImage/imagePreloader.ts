/**
 * Loads images for the wallet lists: the browser preloader asks for each address once with `new Image()`,
 * has it decoded off the main thread, and remembers how it went, so an image scrolled out of a virtualized grid and back shows at once. The
 * context lets tests and stories hand in their own (happy-dom never loads an image). Nothing is created
 * at import time: the cache and the first Image appear on the first preload.
 */
import { createContext } from 'react';
import { BoundedCache } from '../../../domain/entities/cache/bounded-cache.js';

export type ImageStatus = 'loaded' | 'failed';

export type ImagePreloader = {
  /** Resolves when the image is ready to show, rejects when it cannot be loaded. */
  preload(url: string): Promise<void>;
  /** How an earlier preload of `url` went, if it settled. */
  status(url: string): ImageStatus | undefined;
};

/** How many image outcomes the browser preloader remembers (more than a 1,000-wallet grid shows). */
export const IMAGE_CACHE_SIZE = 2000;

type Entry = { promise: Promise<void>; status: ImageStatus | undefined };

export function createBrowserImagePreloader(createImage: () => HTMLImageElement = () => new Image()): ImagePreloader {
  let cache: BoundedCache<string, Entry> | undefined;
  let decodes: Promise<void> = Promise.resolve();
  return {
    preload(url) {
      cache ??= new BoundedCache(IMAGE_CACHE_SIZE);
      const known = cache.get(url);
      if (known) return known.promise;
      const entry: Entry = { promise: Promise.resolve(), status: undefined };
      entry.promise = new Promise<void>((resolve, reject) => {
        const image = createImage();
        image.decoding = 'async';
        const loaded = () => {
          entry.status = 'loaded';
          resolve();
        };
        // Loaded, then decoded off the main thread before it counts as ready: the card that shows it paints
        // an image already decoded, rather than decode it in the frame of a scroll. An image the browser
        // cannot decode ahead (decode() refused) still shows, decoded as it paints.
        image.onload = () => {
          if (typeof image.decode !== 'function') return loaded();
          // One decode at a time: an image the browser decodes on the main thread (an SVG is drawn there)
          // then costs its own task, and a batch of them arriving together cannot take a frame's time.
          decodes = decodes.then(() => image.decode()).then(loaded, loaded);
        };
        image.onerror = () => {
          entry.status = 'failed';
          reject(new Error(`Could not load the image ${url}`));
        };
        image.src = url;
      });
      // A rejection nobody awaits is not an unhandled one.
      entry.promise.catch(() => undefined);
      cache.set(url, entry);
      return entry.promise;
    },
    status(url) {
      return cache?.get(url)?.status;
    },
  };
}

export const browserImagePreloader: ImagePreloader = createBrowserImagePreloader();

export const ImagePreloaderContext = createContext<ImagePreloader>(browserImagePreloader);
ImagePreloaderContext.displayName = 'WalletportImagePreloader';
