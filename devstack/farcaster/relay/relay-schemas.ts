/**
 * The bodies the relay accepts (CONTRACTS.md "Farcaster sign-in relay"; the fields @farcaster/auth-client
 * sends). Unknown fields are dropped; anything else that does not fit is a 400.
 */
import { z } from 'zod';

const text = (max: number) => z.string().min(1).max(max);
const httpUrl = z.url({ protocol: /^https?$/ }).max(2048);
const isoTime = z.iso.datetime({ offset: true });

export const createChannelSchema = z.object({
  siweUri: httpUrl,
  // A SIWE domain is an RFC 3986 authority: host and optional port, nothing else.
  domain: z.string().regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/, 'Expected a host, optionally with a port').max(255),
  // SIWE nonces are at least 8 alphanumerics.
  nonce: z.string().regex(/^[A-Za-z0-9]{8,128}$/, 'Expected 8 to 128 letters and digits').optional(),
  notBefore: isoTime.optional(),
  expirationTime: isoTime.optional(),
  requestId: text(256).optional(),
  redirectUrl: httpUrl.optional(),
  acceptAuthAddress: z.boolean().optional(),
});

export type CreateChannelInput = z.infer<typeof createChannelSchema>;

export const authenticateSchema = z.object({
  message: text(8192),
  signature: z.string().regex(/^0x[0-9a-fA-F]{2,2048}$/, 'Expected a hex signature') as z.ZodType<`0x${string}`>,
  authMethod: z.enum(['custody', 'authAddress']).optional(),
  fid: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  username: text(64).optional(),
  bio: z.string().max(1024).optional(),
  displayName: text(128).optional(),
  pfpUrl: httpUrl.optional(),
  verifications: z.array(text(128)).max(32).optional(),
  custody: (z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an address') as z.ZodType<`0x${string}`>).optional(),
});

export type AuthenticateInput = z.infer<typeof authenticateSchema>;
