/**
 * The three Send views as one lazy chunk: Send leads to the other two, so they are fetched together, and the
 * registry's three loaders share one chunk name.
 */
export { SendView } from './Send.js';
export { SendPreviewView } from './SendPreview.js';
export { SendSelectTokenView } from './SendSelectToken.js';
