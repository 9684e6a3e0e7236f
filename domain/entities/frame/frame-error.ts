/**
 * What a frame's `_ERROR {message}` means to the page (docs/EMBEDDED-WALLET.md): the secure
 * site refusing the page's domain, the person rejecting on the approval screen, an aborted request, or any
 * other failure in the frame's own words. The frame adapter and the frame fake both build their errors here,
 * so a test against the fake sees exactly the errors the real frame raises.
 */
import type { FrameRequestType } from './frame-request-types.js';
import { clampText, WALLET_TEXT_MAX_LENGTH } from '../display/clampText.js';
import type { WalletportError } from '../errors/base.error.js';
import { errorMessage, walletportError } from '../errors/catalogue.js';
import { isUserRejection, UserRejectedRequestError } from '../errors/rpc-errors.js';

/** The messages of docs/EMBEDDED-WALLET.md the page reads, word for word. */
export const FRAME_ERROR_MESSAGES = {
  unverifiedDomain: errorMessage('UNVERIFIED_DOMAIN'),
  userRejected: errorMessage('USER_REJECTED_REQUEST'),
  aborted: errorMessage('REQUEST_ABORTED'),
  notSignedIn: 'Not signed in',
  unsupportedChain: 'Unsupported chain',
  /** GET_USER's or CONNECT_SOCIAL's `siwxMessage` refused: its domain is not the host page's, or it is malformed. */
  signInForAnotherSite: 'This sign-in message is for another site',
  invalidSignIn: 'Invalid sign-in message',
} as const;

/** The frame's words are shown in the modal: a frame that sends a page of text must not fill the screen. */
export const FRAME_ERROR_MESSAGE_MAX_LENGTH = WALLET_TEXT_MAX_LENGTH;

export type FrameRequestErrorType =
  | WalletportError<'UNVERIFIED_DOMAIN' | 'REQUEST_ABORTED' | 'FRAME_REQUEST_FAILED'>
  | UserRejectedRequestError;

/** The typed error for the frame's `_ERROR` answer to a request of type `type`. */
export function frameRequestError(type: FrameRequestType, message: string): FrameRequestErrorType {
  const metaMessages = [`Frame request: ${type}`];
  if (message === FRAME_ERROR_MESSAGES.unverifiedDomain) return walletportError('UNVERIFIED_DOMAIN', [], { metaMessages });
  if (message === FRAME_ERROR_MESSAGES.aborted) return walletportError('REQUEST_ABORTED', [], { metaMessages });
  const clamped = clampText(message, FRAME_ERROR_MESSAGE_MAX_LENGTH);
  // The same test the wallet errors use ('user rejected', 'user denied', 'connection request reset').
  if (isUserRejection(message)) return new UserRejectedRequestError({ details: clamped, metaMessages });
  return walletportError('FRAME_REQUEST_FAILED', [clamped], { metaMessages });
}

/** True when `error` is the frame's failure with exactly this message (`FRAME_ERROR_MESSAGES`). */
export function isFrameFailure(error: unknown, message: string): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'FRAME_REQUEST_FAILED' &&
    (error as { shortMessage?: unknown }).shortMessage === message
  );
}

/**
 * True when the frame did not load or did not answer in time (IFRAME_LOAD_FAILED, IFRAME_REQUEST_TIMEOUT):
 * the secure site said nothing, so nothing is known about the session. On a starved machine this is
 * passing, and the frame adapter makes a new frame on the next call: worth one more try before a caller
 * reads it as "signed out".
 */
export function isFrameUnreachable(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'IFRAME_LOAD_FAILED' || code === 'IFRAME_REQUEST_TIMEOUT';
}
