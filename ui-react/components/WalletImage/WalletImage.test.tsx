import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../../../domain/entities/constants.js';
import { createTestClient } from '../../../tests/fakes/create-test-client.js';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { deferred, type Deferred } from '../../../domain/usecases/shared/deferred.js';
import { WalletportProvider } from '../../provider/WalletportProvider.js';
import { settle } from '../../testing/shadow.js';
import { createBrowserImagePreloader, ImagePreloaderContext, type ImagePreloader } from './imagePreloader.js';
import { createImageBatch } from './imageBatch.js';
import { WalletImage, walletInitial } from './WalletImage.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const URL_A = 'https://images.example/a.png';

/** A preloader whose images load (or fail) when the test says. */
function controlledPreloader() {
  const pending = new Map<string, Deferred<void>>();
  const preloader: ImagePreloader = {
    preload(url) {
      let entry = pending.get(url);
      if (!entry) {
        entry = deferred<void>();
        pending.set(url, entry);
      }
      return entry.promise;
    },
    status: () => undefined,
  };
  return { preloader, pending };
}

async function renderImage(preloader: ImagePreloader, src: string | undefined, name = 'MetaMask') {
  const scheduler = new VirtualScheduler();
  const { client } = createTestClient({}, { scheduler });
  const view = render(
    <ImagePreloaderContext.Provider value={preloader}>
      <WalletportProvider client={client}>
        <WalletImage src={src} name={name} />
      </WalletportProvider>
    </ImagePreloaderContext.Provider>,
  );
  await settle();
  const image = () => view.container.querySelector('.wp-wallet-image') as HTMLElement;
  return { scheduler, image };
}

describe('WalletImage', () => {
  it('shows the image once it has loaded', async () => {
    const { preloader, pending } = controlledPreloader();
    const { image } = await renderImage(preloader, URL_A);
    expect(image().getAttribute('data-status')).toBe('loading');
    expect(image().querySelector('img')).toBeNull();
    await act(async () => pending.get(URL_A)?.resolve());
    expect(image().getAttribute('data-status')).toBe('loaded');
    expect(image().querySelector('img')?.getAttribute('src')).toBe(URL_A);
    expect(image().querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('falls back to the initial when the image fails', async () => {
    const { preloader, pending } = controlledPreloader();
    const { image } = await renderImage(preloader, URL_A, 'rainbow');
    await act(async () => pending.get(URL_A)?.reject(new Error('404')));
    expect(image().getAttribute('data-status')).toBe('fallback');
    expect(image().textContent).toBe('R');
  });

  it('falls back to the initial after exactly 2 s, and still shows the image if it arrives later', async () => {
    const { preloader, pending } = controlledPreloader();
    const { image, scheduler } = await renderImage(preloader, URL_A);
    await act(async () => scheduler.advanceAsync(IMAGE_PRELOAD_TIMEOUT_MS - 1));
    expect(image().getAttribute('data-status')).toBe('loading');
    await act(async () => scheduler.advanceAsync(1));
    expect(image().getAttribute('data-status')).toBe('fallback');
    expect(image().textContent).toBe('M');
    await act(async () => pending.get(URL_A)?.resolve());
    expect(image().querySelector('img')?.getAttribute('src')).toBe(URL_A);
  });

  it("in a grid's batch, shows the initial, still, until the batch asks for the image, then the image", async () => {
    const { preloader, pending } = controlledPreloader();
    const scheduler = new VirtualScheduler();
    const { client, core } = createTestClient({}, { scheduler });
    const batch = createImageBatch({ preloader, preloadImages: (urls, preload) => core.walletList.preloadImages(urls, preload) });
    const view = render(
      <WalletportProvider client={client}>
        <WalletImage src={URL_A} name="zerion" batch={batch} />
      </WalletportProvider>,
    );
    await settle();
    const image = () => view.container.querySelector('.wp-wallet-image') as HTMLElement;
    expect(image().getAttribute('data-status')).toBe('deferred');
    expect(image().textContent).toBe('Z');
    expect(pending.size).toBe(0);

    await act(async () => batch.request([URL_A]));
    expect(image().getAttribute('data-status')).toBe('loading');
    await act(async () => pending.get(URL_A)?.resolve());
    expect(image().querySelector('img')?.getAttribute('src')).toBe(URL_A);
  });

  it('never puts an unsafe address in src', async () => {
    const { preloader } = controlledPreloader();
    for (const src of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '/relative.png']) {
      const { image } = await renderImage(preloader, src);
      expect(image().getAttribute('data-status')).toBe('fallback');
      expect(image().querySelector('img')).toBeNull();
      cleanup();
    }
  });

  it('takes the initial of the trimmed name', () => {
    expect(walletInitial('  zerion')).toBe('Z');
    expect(walletInitial('')).toBe('?');
    expect(walletInitial('🦊 Fox')).toBe('🦊');
  });
});

describe('the browser image preloader', () => {
  it('counts an image ready once it is decoded, not merely loaded, so no scroll frame decodes it', async () => {
    let finishDecode: () => void = () => undefined;
    const image = document.createElement('img');
    image.decode = () => new Promise<void>((resolve) => (finishDecode = resolve));
    const preloader = createBrowserImagePreloader(() => image);
    let ready = false;
    const preloaded = preloader.preload(URL_A).then(() => (ready = true));

    image.onload?.(new Event('load'));
    await Promise.resolve();
    expect(ready).toBe(false);
    expect(preloader.status(URL_A)).toBeUndefined();

    finishDecode();
    await preloaded;
    expect(preloader.status(URL_A)).toBe('loaded');
  });

  it('shows an image the browser would not decode ahead (decode() refused) as loaded all the same', async () => {
    const image = document.createElement('img');
    image.decode = () => Promise.reject(new Error('EncodingError'));
    const preloader = createBrowserImagePreloader(() => image);
    const preloaded = preloader.preload(URL_A);
    image.onload?.(new Event('load'));
    await preloaded;
    expect(preloader.status(URL_A)).toBe('loaded');
  });

  it('decodes one image at a time, so images arriving together cannot take one frame between them', async () => {
    const images: HTMLImageElement[] = [];
    const decoding: string[] = [];
    const finishers: (() => void)[] = [];
    const preloader = createBrowserImagePreloader(() => {
      const image = document.createElement('img');
      image.decode = () =>
        new Promise<void>((resolve) => {
          decoding.push(image.src);
          finishers.push(resolve);
        });
      images.push(image);
      return image;
    });
    const urls = [URL_A, 'https://images.example/b.png', 'https://images.example/c.png'];
    const preloads = urls.map((url) => preloader.preload(url));
    for (const image of images) image.onload?.(new Event('load')); // all three arrive in the same task
    await Promise.resolve();
    await Promise.resolve();
    expect(decoding).toEqual([URL_A]);
    finishers[0]?.();
    await preloads[0];
    await Promise.resolve();
    expect(decoding).toEqual([URL_A, urls[1]]);
    expect(preloader.status(urls[2]!)).toBeUndefined();
    finishers[1]?.();
    await preloads[1];
    await Promise.resolve();
    finishers[2]?.();
    await Promise.all(preloads);
    expect(decoding).toEqual(urls);
    expect(urls.map((url) => preloader.status(url))).toEqual(['loaded', 'loaded', 'loaded']);
  });

  it('asks for each address once and remembers how it went', async () => {
    const created: HTMLImageElement[] = [];
    const preloader = createBrowserImagePreloader(() => {
      const image = document.createElement('img');
      created.push(image);
      return image;
    });
    const first = preloader.preload(URL_A);
    expect(preloader.preload(URL_A)).toBe(first);
    expect(created).toHaveLength(1);
    expect(created[0]?.getAttribute('src') ?? created[0]?.src).toBe(URL_A);
    expect(preloader.status(URL_A)).toBeUndefined();
    created[0]?.onload?.(new Event('load'));
    await first;
    expect(preloader.status(URL_A)).toBe('loaded');

    const failing = preloader.preload('https://images.example/b.png');
    created[1]?.onerror?.(new Event('error'));
    await expect(failing).rejects.toThrow('Could not load the image');
    expect(preloader.status('https://images.example/b.png')).toBe('failed');
  });
});
