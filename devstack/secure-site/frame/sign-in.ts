/**
 * GET_USER's and CONNECT_SOCIAL's `siwxMessage` (docs/EMBEDDED-WALLET.md, "Sign-in while connecting"): the
 * server signs it for the signed-in user and this frame's verified parent origin, and the user answer carries
 * the text and the signature. No message: the user as before.
 */
import type { FrameSiwxMessage } from '../../../domain/entities/frame/frame-sign-in.schema.js';
import type { SignedSiwx } from '../auth/siwx-sign-in.js';
import { API, type UserAnswer } from '../shared/api-types.js';
import type { FrameContext } from './frame-context.js';

export async function withSignIn(context: FrameContext, user: UserAnswer, siwxMessage: FrameSiwxMessage | undefined): Promise<UserAnswer | (UserAnswer & SignedSiwx)> {
  if (siwxMessage === undefined) return user;
  // The parent origin, never a field of the message: the server compares the message's domain with it.
  const { message, signature } = await context.api.call<SignedSiwx>(API.siwxSign, { siwxMessage, hostOrigin: context.parentOrigin });
  return { ...user, message, signature };
}
