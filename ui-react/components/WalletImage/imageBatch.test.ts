import { describe, expect, it } from 'vitest';
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../../../domain/entities/constants.js';
import { deferred, type Deferred } from '../../../domain/usecases/shared/deferred.js';
import { createTestClient } from '../../../tests/fakes/create-test-client.js';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { createImageBatch } from './imageBatch.js';
import type { ImagePreloader, ImageStatus } from './imagePreloader.js';

const A = 'https://images.example/a.png';
const B = 'https://images.example/b.png';
const C = 'https://images.example/c.png';

/** A preloader whose images settle when the test says, remembering how they went like the browser's. */
function controlledPreloader(known: Record<string, ImageStatus> = {}) {
  const pending = new Map<string, Deferred<void>>();
  const outcomes = new Map<string, ImageStatus>(Object.entries(known));
  const asked: string[] = [];
  const preloader: ImagePreloader = {
    preload(url) {
      let entry = pending.get(url);
      if (!entry) {
        asked.push(url);
        entry = deferred<void>();
        entry.promise.then(
          () => outcomes.set(url, 'loaded'),
          () => outcomes.set(url, 'failed'),
        );
        pending.set(url, entry);
      }
      return entry.promise;
    },
    status: (url) => outcomes.get(url),
  };
  return { preloader, pending, asked };
}

function setup(known: Record<string, ImageStatus> = {}) {
  const scheduler = new VirtualScheduler();
  const { core } = createTestClient({}, { scheduler });
  const controlled = controlledPreloader(known);
  const batches: string[][] = [];
  const batch = createImageBatch({
    preloader: controlled.preloader,
    preloadImages: (urls, preload) => {
      batches.push([...urls]);
      return core.walletList.preloadImages(urls, preload);
    },
  });
  return { scheduler, batch, batches, ...controlled };
}

const flush = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};

describe('the image batch of a virtualized grid', () => {
  it('asks for nothing until told, then for each new address once, all in one race with one timer', async () => {
    const { batch, batches, asked, scheduler } = setup();
    expect(batch.status(A)).toBe('deferred');
    await flush();
    expect(asked).toEqual([]);

    batch.request([A, B, A]);
    await flush();
    expect(batches).toEqual([[A, B]]);
    expect(asked).toEqual([A, B]);
    expect(scheduler.pendingTimers).toBe(1);
    expect(batch.status(A)).toBe('loading');

    batch.request([A, B, C]);
    await flush();
    expect(batches).toEqual([[A, B], [C]]);
  });

  it('shows each image as soon as it is ready, and a failed one as the initial', async () => {
    const { batch, pending } = setup();
    const changes: string[] = [];
    batch.subscribe(A, () => changes.push(`A ${batch.status(A)}`));
    batch.subscribe(B, () => changes.push(`B ${batch.status(B)}`));
    batch.request([A, B]);
    await flush();
    pending.get(A)?.resolve();
    await flush();
    expect(batch.status(A)).toBe('loaded');
    expect(batch.status(B)).toBe('loading');
    pending.get(B)?.reject(new Error('404'));
    await flush();
    expect(batch.status(B)).toBe('fallback');
    expect(changes).toEqual(['A loading', 'B loading', 'A loaded', 'B fallback']);
  });

  it('falls back to the initial after exactly 2 s, and still shows the image if it arrives later', async () => {
    const { batch, pending, scheduler } = setup();
    batch.request([A]);
    await flush();
    await scheduler.advanceAsync(IMAGE_PRELOAD_TIMEOUT_MS - 1);
    expect(batch.status(A)).toBe('loading');
    await scheduler.advanceAsync(1);
    await flush();
    expect(batch.status(A)).toBe('fallback');
    pending.get(A)?.resolve();
    await flush();
    expect(batch.status(A)).toBe('loaded');
  });

  it('shows an image the preloader already has at once, without asking for it again', async () => {
    const { batch, batches, asked } = setup({ [A]: 'loaded', [B]: 'failed' });
    expect(batch.status(A)).toBe('loaded');
    expect(batch.status(B)).toBe('fallback');
    batch.request([A, B]);
    await flush();
    expect(batches).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('stops telling a card that unsubscribed', async () => {
    const { batch, pending } = setup();
    let calls = 0;
    const unsubscribe = batch.subscribe(A, () => (calls += 1));
    batch.request([A]);
    unsubscribe();
    pending.get(A)?.resolve();
    await flush();
    expect(calls).toBe(1);
  });
});
