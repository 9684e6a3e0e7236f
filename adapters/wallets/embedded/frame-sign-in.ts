/**
 * One-click sign-in over the frame (docs/EMBEDDED-WALLET.md, "Sign-in while connecting"): the sign-in use
 * case's request becomes GET_USER's `siwxMessage`, and the user answer's `message` and `signature` become what
 * the use case keeps. The frame formats and signs the text itself (it knows the address, the page does not
 * until the answer), so the page sends fields, never text.
 */
import { frameSiwxMessageSchema, type FrameSiwxMessage } from '../../../domain/entities/frame/frame-sign-in.schema.js';
import type { FrameUser } from '../../../domain/entities/frame/frame-payloads.schema.js';
import type { OneClickSignedIn, OneClickSignInRequest } from '../../../ports/one-click-sign-in.port.js';

/**
 * The wire shape: the request's fields without `chains`, absent ones left out, and the chain signed on.
 * Undefined when the request does not fit the wire (a custom sign-in's odd nonce, say): the page checks
 * every request before posting it, and a connect must not fail for want of a one-click sign-in.
 */
export function toFrameSiwxMessage(request: OneClickSignInRequest, caipNetworkId: string): FrameSiwxMessage | undefined {
  const { chains: _chains, ...fields } = request;
  const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const parsed = frameSiwxMessageSchema.safeParse({ ...present, chainId: caipNetworkId });
  return parsed.success ? parsed.data : undefined;
}

/**
 * What the frame signed for `message`, or nothing when the answer lacks either half (an older secure site,
 * or a malformed one the schema dropped): the sign-in view then asks as before.
 */
export function signedInFrom(user: FrameUser, message: FrameSiwxMessage): OneClickSignedIn[] {
  if (user.message === undefined || user.signature === undefined) return [];
  return [{ message: user.message, signature: user.signature, caipAddress: `${message.chainId}:${user.address}` }];
}
