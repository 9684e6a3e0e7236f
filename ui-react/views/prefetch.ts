/**
 * What the page loads ahead of a click, so that the click finds it ready, and no more than the visitor's
 * intent asks for:
 * - when the page is idle after the provider mounts: the modal layer (the dialog, its header, toasts, alerts
 *   and the Connect view, one chunk), all the first click needs besides the core (prefetchModal);
 * - a walletport button hovered or focused: the modal layer and the view that button opens
 *   (prefetchModal('Account'), prefetchModal('Networks'));
 * - once an account is connected, when the page is idle: the Account view (WalletportProvider);
 * - inside the modal, a view pointed at or used from the keyboard: the views it leads to (registry.ts).
 * prefetchViews() fetches everything, for a host that prefers to pay up front. Each chunk is requested once;
 * a failed one is fetched again the next time.
 */
import type { ViewName } from '../../domain/usecases/router/index.js';
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

/** Loads the modal layer and the chunks of `views` (none: the Connect view is in the layer); resolves when all have settled. */
export async function prefetchModal(...views: ViewName[]): Promise<void> {
  await Promise.allSettled([
    loadModalLayer(),
    ...(views.length > 0 ? [import('./registry.js').then((registry) => registry.prefetchLazyViews(views))] : []),
  ]);
}

/** Loads the modal layer and every lazy view; resolves when all have settled. */
export async function prefetchViews(): Promise<void> {
  await Promise.allSettled([loadModalLayer(), import('./registry.js').then((registry) => registry.prefetchLazyViews())]);
}
