/**
 * What the page loads ahead of the first open, so that the first click finds everything ready: the modal's
 * layer (the dialog, its header, toasts, alerts and the Connect view, one chunk) and every lazy view's chunk.
 * The buttons call it when hovered or focused, the provider when the page is idle. Each chunk is requested
 * once; a failed one is fetched again the next time.
 */
import type { ModalLayer } from '../modal/ModalLayer.js';

/** The modal layer chunk's exports (a type-only import: the chunk itself loads with import()). */
type ModalLayerModule = { ModalLayer: typeof ModalLayer };

let modalLayer: Promise<ModalLayerModule> | undefined;

/** The modal layer's chunk (one request, shared with React.lazy). */
export function loadModalLayer(): Promise<ModalLayerModule> {
  if (!modalLayer) {
    const loading = import('../modal/ModalLayer.js');
    modalLayer = loading;
    loading.catch(() => {
      if (modalLayer === loading) modalLayer = undefined;
    });
  }
  return modalLayer;
}

/** Loads the modal layer and every lazy view; resolves when all have settled. */
export async function prefetchViews(): Promise<void> {
  await Promise.allSettled([loadModalLayer(), import('./registry.js').then((registry) => registry.prefetchLazyViews())]);
}
