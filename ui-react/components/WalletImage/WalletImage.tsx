/**
 * A wallet's image, or its initial when there is none. The address is untrusted: it is used only when
 * isSafeImageUrl accepts it, and only as `<img src>`. The image is preloaded with the 2 s race of the wallet
 * list use case (IMAGE_PRELOAD_TIMEOUT_MS): until it has loaded a placeholder shows the initial; if it fails,
 * or is still loading after 2 s, the initial stays (and the image still takes its place if it arrives later).
 *
 * In a virtualized grid the image comes from the grid's batch instead (`batch`, imageBatch.ts): the grid asks
 * for the images of the rows a visitor stops on, and until then the card shows the initial, still.
 *
 * Decorative: the wallet's name is always written beside it, so the image has an empty alt.
 */
import { useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { useLoadedCore } from '../../hooks/useCore.js';
import { ImagePreloaderContext } from './imagePreloader.js';
import type { BatchedImageStatus, ImageBatch } from './imageBatch.js';
import { isSafeImageUrl } from '../../../domain/entities/link/is-safe-image-url.js';

export type WalletImageSize = 'sm' | 'md' | 'lg';

export type WalletImageProps = {
  /** The image address (untrusted). */
  src: string | undefined;
  /** The wallet's name, for the fallback initial. */
  name: string;
  size?: WalletImageSize | undefined;
  /** The grid's batch, which says when the image is asked for; without it, the image is asked for at once. */
  batch?: ImageBatch | undefined;
};

type Status = BatchedImageStatus;

/** The first character of the name, upper-cased ('?' for an empty name). */
export function walletInitial(name: string): string {
  const first = Array.from(name.trim())[0];
  return first === undefined ? '?' : first.toLocaleUpperCase('en-US');
}

export function WalletImage({ src, name, size = 'md', batch }: WalletImageProps) {
  const safe = isSafeImageUrl(src) ? src : undefined;
  if (batch && safe !== undefined) return <BatchedImage batch={batch} src={safe} name={name} size={size} />;
  // A new address is a new image: remount so no status of the previous one is carried over.
  return <PreloadedImage key={safe ?? ''} src={safe} name={name} size={size} />;
}

function BatchedImage({ batch, src, name, size }: { batch: ImageBatch; src: string; name: string; size: WalletImageSize }) {
  const subscribe = useCallback((listener: () => void) => batch.subscribe(src, listener), [batch, src]);
  const status = useSyncExternalStore(
    subscribe,
    () => batch.status(src),
    () => batch.status(src),
  );
  return <ImageFace status={status} src={src} name={name} size={size} />;
}

function PreloadedImage({ src, name, size }: { src: string | undefined; name: string; size: WalletImageSize }) {
  const { walletList } = useLoadedCore();
  const preloader = useContext(ImagePreloaderContext);
  const [status, setStatus] = useState<Status>(() => {
    if (src === undefined) return 'fallback';
    const known = preloader.status(src);
    if (known === 'loaded') return 'loaded';
    return known === 'failed' ? 'fallback' : 'loading';
  });

  useEffect(() => {
    if (src === undefined || status !== 'loading') return;
    let active = true;
    void walletList.preloadImages([src], (url) => preloader.preload(url)).then((result) => {
      if (!active) return;
      if (result.loaded.includes(src)) {
        setStatus('loaded');
        return;
      }
      setStatus('fallback');
      // Timed out: show the image if it still arrives.
      if (result.pending.includes(src)) {
        preloader.preload(src).then(
          () => active && setStatus('loaded'),
          () => undefined,
        );
      }
    });
    return () => {
      active = false;
    };
    // Runs once per image (the component remounts for a new address); `status` is read only to skip the
    // preload for an image already known, so it is left out of the dependencies on purpose.
  }, [src, walletList, preloader]);

  return <ImageFace status={status} src={src} name={name} size={size} />;
}

function ImageFace({ status, src, name, size }: { status: Status; src: string | undefined; name: string; size: WalletImageSize }) {
  return (
    <span className={`wp-wallet-image wp-wallet-image-${size}`} data-status={status} aria-hidden="true">
      {status === 'loaded' && src !== undefined ? (
        <img className="wp-wallet-image-img" src={src} alt="" draggable={false} decoding="async" />
      ) : (
        <span className="wp-wallet-image-initial">{walletInitial(name)}</span>
      )}
    </span>
  );
}
