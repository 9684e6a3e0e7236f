/**
 * Image preloading with a time limit (2 s): every image is
 * asked for at once, and the answer comes when all of them have settled or when the time-out fires,
 * whichever is first. Loading itself is not ours: the caller hands in `preload` (the renderer's uses
 * `new Image()`), so the race runs on the scheduler and is tested in virtual time.
 */
import type { Scheduler } from '../../../ports/scheduler.port.js';
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../../entities/constants.js';

/** Loads one image; resolves when it is ready to show, rejects when it cannot be loaded. */
export type PreloadImage = (url: string) => Promise<void>;

export type PreloadImagesParameters = {
  urls: readonly string[];
  preload: PreloadImage;
  scheduler: Pick<Scheduler, 'schedule'>;
  /** IMAGE_PRELOAD_TIMEOUT_MS unless told. */
  timeoutMs?: number | undefined;
};

export type PreloadImagesReturnType = {
  /** True when the time-out fired before every image settled. */
  timedOut: boolean;
  /** Each URL once, in the order given. */
  loaded: readonly string[];
  failed: readonly string[];
  /** Still loading when the time-out fired (they may arrive later). */
  pending: readonly string[];
};

/** Never rejects: a failed image is reported in `failed`. */
export async function preloadImages({
  urls,
  preload,
  scheduler,
  timeoutMs = IMAGE_PRELOAD_TIMEOUT_MS,
}: PreloadImagesParameters): Promise<PreloadImagesReturnType> {
  const unique = [...new Set(urls)];
  const outcomes = new Map<string, 'loaded' | 'failed'>();
  if (unique.length === 0) return { timedOut: false, loaded: [], failed: [], pending: [] };

  const settled = Promise.all(
    unique.map((url) =>
      Promise.resolve()
        .then(() => preload(url))
        .then(
          () => void outcomes.set(url, 'loaded'),
          () => void outcomes.set(url, 'failed'),
        ),
    ),
  ).then(() => 'settled' as const);

  let cancelTimer: (() => void) | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    cancelTimer = scheduler.schedule(() => resolve('timeout'), timeoutMs);
  });
  const winner = await Promise.race([settled, timeout]);
  cancelTimer?.();

  return {
    timedOut: winner === 'timeout',
    loaded: unique.filter((url) => outcomes.get(url) === 'loaded'),
    failed: unique.filter((url) => outcomes.get(url) === 'failed'),
    pending: unique.filter((url) => !outcomes.has(url)),
  };
}
