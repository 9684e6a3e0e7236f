/**
 * Sessions come from the host page's sign-in configuration, from browser storage or from a wallet's CACAO:
 * none is trusted. This schema is the one check every path uses before a session counts.
 */
import { z } from 'zod/mini';
import type { SiwxSession } from './siwx-config.js';
import { lazySchema } from '../validation/lazySchema.js';

const text = lazySchema(() => z.string().check(z.maxLength(10_000)));
const optionalText = lazySchema(() => z.optional(text));
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;

export const siwxMessageDataSchema = lazySchema(() => z.object({
  accountAddress: z.string().check(z.minLength(1), z.maxLength(128)),
  chainId: z.string().check(z.regex(CAIP2)),
  domain: text,
  uri: text,
  version: z.string().check(z.maxLength(16)),
  nonce: z.string().check(z.maxLength(256)),
  statement: optionalText,
  resources: z.optional(z.array(text).check(z.maxLength(64))),
  requestId: optionalText,
  issuedAt: optionalText,
  expirationTime: optionalText,
  notBefore: optionalText,
}));

const cacaoSchema = lazySchema(() => z.object({
  h: z.object({ t: z.string() }),
  p: z.object({
    domain: text,
    aud: text,
    version: z.string(),
    nonce: z.string(),
    iat: z.string(),
    iss: text,
    exp: optionalText,
    nbf: optionalText,
    statement: optionalText,
    requestId: optionalText,
    resources: z.optional(z.array(text)),
  }),
  s: z.object({ t: z.string(), s: z.string(), m: optionalText }),
}));

export const siwxSessionSchema = lazySchema(() => z.object({
  data: siwxMessageDataSchema,
  message: z.string().check(z.minLength(1), z.maxLength(20_000)),
  signature: z.string().check(z.minLength(1), z.maxLength(20_000)),
  cacao: z.optional(cacaoSchema),
}));

/** The session when it is well formed, else undefined. */
export function parseSiwxSession(value: unknown): SiwxSession | undefined {
  const result = siwxSessionSchema.safeParse(value);
  return result.success ? result.data : undefined;
}

/**
 * True when a session is about this account on this chain and has not expired at `now` (ms). The chain decides
 * the account (isSameAccount): a session on eip155 never counts for solana, nor the reverse.
 */
export function isSessionFor(session: SiwxSession, chainId: string, address: string, now: number): boolean {
  if (session.data.chainId !== chainId) return false;
  if (!isSameAccount(chainId, session.data.accountAddress, address)) return false;
  return !isExpired(session.data.expirationTime, now);
}

/**
 * Whether two addresses on `chainId` are one account: eip155 addresses compare without case (a checksummed and
 * a lower-case address are the same account); others as written (base58 is case-sensitive: another case is
 * another key).
 */
export function isSameAccount(chainId: string, a: string, b: string): boolean {
  return chainId.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b;
}

function isExpired(expirationTime: string | undefined, now: number): boolean {
  if (expirationTime === undefined) return false;
  const at = Date.parse(expirationTime);
  // An expiry that does not parse cannot be honoured: the session does not count.
  return Number.isNaN(at) || at <= now;
}
