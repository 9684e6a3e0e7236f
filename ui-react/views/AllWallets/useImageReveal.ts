/**
 * The All Wallets grid's images: one batch (imageBatch.ts) for the grid's life, asked for the images of the
 * rows on screen whenever revealGate.ts says so (the grid still, or scrolling slowly), after the render that
 * brought those rows.
 */
import { useContext, useEffect, useState } from 'react';
import type { CatalogueWallet } from '../../../domain/entities/wallet/wallet.js';
import { isSafeImageUrl } from '../../../domain/entities/link/is-safe-image-url.js';
import { createImageBatch, type ImageBatch } from '../../components/WalletImage/imageBatch.js';
import { ImagePreloaderContext } from '../../components/WalletImage/imagePreloader.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { createRevealGate } from './revealGate.js';

export type UseImageRevealParameters = {
  wallets: readonly { readonly wallet: CatalogueWallet }[];
  columns: number;
  /** The rows on screen (not the overscan), first and last; last < first when there are none. */
  firstRow: number;
  lastRow: number;
  isScrolling: boolean;
  /** The scroll offset and the view's height, in px. */
  offset: number;
  viewHeight: number;
  imageUrlOf: (wallet: CatalogueWallet) => string | undefined;
};
export type UseImageRevealReturnType = ImageBatch;
export type UseImageRevealErrorType = never;

export function useImageReveal({
  wallets,
  columns,
  firstRow,
  lastRow,
  isScrolling,
  offset,
  viewHeight,
  imageUrlOf,
}: UseImageRevealParameters): UseImageRevealReturnType {
  const { walletList } = useLoadedCore();
  const preloader = useContext(ImagePreloaderContext);
  const [batch] = useState(() => createImageBatch({ preloader, preloadImages: (urls, preload) => walletList.preloadImages(urls, preload) }));
  const [gate] = useState(createRevealGate);

  useEffect(() => {
    if (!gate.shouldReveal({ offset, isScrolling, viewHeight, at: performance.now() })) return;
    const urls: string[] = [];
    for (const { wallet } of wallets.slice(firstRow * columns, (lastRow + 1) * columns)) {
      const url = imageUrlOf(wallet);
      if (isSafeImageUrl(url)) urls.push(url);
    }
    batch.request(urls);
    // Read at the grid's changes of rows, of scrolling state and of wallets only: the offset and the view's
    // height are sampled then, not followed.
  }, [batch, gate, wallets, columns, firstRow, lastRow, isScrolling, imageUrlOf]);
  return batch;
}
