/**
 * Signing in while connecting through the frame (docs/EMBEDDED-WALLET.md, "Sign-in while connecting"): the
 * `siwxMessage` GET_USER and CONNECT_SOCIAL carry, and the `message` and `signature` the user answer then
 * brings back. The frame fills in the account itself, so the request has every EIP-4361 field but the address.
 *
 * Bounds are generous for a real sign-in message and small enough that neither side formats or stores an
 * abusive one. The secure site parses the request with this schema too, so both sides read the same wire.
 */
import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema.js';

const bounded = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
/** ISO 8601 times as the sign-in use case writes them; the secure site's formatter judges the format. */
const time = lazySchema(() => bounded(64));

/** `eip155:<chain number>`: the embedded wallet signs in on EVM chains only. */
export const frameSignInChainIdSchema = lazySchema(() => z.string().check(z.regex(/^eip155:[1-9]\d{0,19}$/)));

export const frameSiwxMessageSchema = lazySchema(() => z.object({
  /** RFC 3986 authority of the site asking; the secure site refuses one that is not its host page's host. */
  domain: bounded(253),
  uri: bounded(2048),
  version: bounded(8),
  nonce: z.string().check(z.regex(/^[A-Za-z0-9]{8,256}$/)),
  statement: z.optional(z.string().check(z.maxLength(1024))),
  resources: z.optional(z.array(bounded(2048)).check(z.maxLength(32))),
  requestId: z.optional(bounded(256)),
  issuedAt: z.optional(time),
  expirationTime: z.optional(time),
  notBefore: z.optional(time),
  chainId: frameSignInChainIdSchema,
}));
export type FrameSiwxMessage = z.infer<typeof frameSiwxMessageSchema>;

/** At most this many characters of signed text are taken from the frame. */
export const FRAME_SIGNED_MESSAGE_MAX_LENGTH = 16_384;

/**
 * A malformed `message` or `signature` from the frame is dropped (undefined), not an invalid user: the
 * connect goes on without the sign-in and the sign-in view asks for it afterwards.
 */
const ignoredWhenMalformed = <T extends z.ZodMiniType<string>>(schema: T) =>
  z.optional(z.catch(z.optional(schema), undefined));

export const frameSignedInFields = {
  message: lazySchema(() => ignoredWhenMalformed(bounded(FRAME_SIGNED_MESSAGE_MAX_LENGTH))),
  /** Hex; an EOA's is 65 bytes, a smart account's may be longer. */
  signature: lazySchema(() => ignoredWhenMalformed(z.string().check(z.regex(/^0x[0-9a-fA-F]{2,4096}$/)))),
};
