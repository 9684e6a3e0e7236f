// The embedded-wallet frame adapter: a hidden iframe on the secure site's origin, spoken to with postMessage.
export { EmbeddedWalletIframe, type EmbeddedWalletIframeOptions } from './embedded-wallet-iframe.adapter.js';
export { FRAME_ELEMENT_ATTRIBUTE, FRAME_Z_INDEX, type FrameHostWindow } from './frame-element.js';
export {
  FRAME_CONNECT_TIMEOUT_MS,
  FRAME_INIT_DELAY_MS,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_SIGN_OUT_TIMEOUT_MS,
  frameRequestTimeoutMs,
} from './frame-timing.js';
