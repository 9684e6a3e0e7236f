/**
 * The frame's clock: how long the frame may take to signal READY, the pause
 * before the first requests, and how long each request may wait for its answer. The values live with the
 * other business constants in domain/entities/constants.ts; the names here are the frame's.
 */
import type { FrameRequestType } from '../../ports/embedded-wallet-frame.port.js';
import {
  CONNECT_REQUEST_TIMEOUT_MS,
  FRAME_INIT_DELAY_MS,
  FRAME_LOAD_TIMEOUT_MS,
  SIGN_OUT_TIMEOUT_MS,
} from '../../domain/entities/constants.js';

/** The frame must signal READY within this, else iframe_load_failed. */
export { FRAME_LOAD_TIMEOUT_MS };
/** The pause between READY and the first requests. */
export { FRAME_INIT_DELAY_MS };
/** Email, device, OTP, social and Farcaster connects, and every other request but SIGN_OUT and RPC_REQUEST. */
export const FRAME_CONNECT_TIMEOUT_MS = CONNECT_REQUEST_TIMEOUT_MS;
/** Disconnect waits at most this long for the sign-out. */
export const FRAME_SIGN_OUT_TIMEOUT_MS = SIGN_OUT_TIMEOUT_MS;

/**
 * How long a request of `type` waits for its answer; undefined waits as long as it takes. An RPC request has
 * no limit of its own: a person may be reading the approval screen.
 */
export function frameRequestTimeoutMs(type: FrameRequestType, override?: number): number | undefined {
  if (override !== undefined) return override;
  if (type === 'RPC_REQUEST') return undefined;
  if (type === 'SIGN_OUT') return FRAME_SIGN_OUT_TIMEOUT_MS;
  return FRAME_CONNECT_TIMEOUT_MS;
}
