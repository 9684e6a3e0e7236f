/**
 * The three Swap views as one lazy chunk: Swap leads to the other two, so they are fetched together, and the
 * registry's three loaders share one chunk name.
 */
export { SwapView } from './Swap.js';
export { SwapPreviewView } from './SwapPreview.js';
export { SwapSelectTokenView } from './SwapSelectToken.js';
