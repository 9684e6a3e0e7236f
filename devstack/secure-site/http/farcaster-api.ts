/**
 * The frame's two Farcaster calls to its server (shared/farcaster.ts has the answers):
 *   POST /api/farcaster/uri      {deviceId}     -> {url, farcasterId}   (opens a relay channel)
 *   POST /api/farcaster/connect  {farcasterId}  -> {state: 'pending'} | {state: 'completed', token, userName}
 * A secure site started without a relay answers both 'Farcaster login is not available on this secure site'.
 */
import { z } from 'zod';
import { PublicError } from '../../mail/http-server.js';
import type { FarcasterLogin } from '../auth/farcaster-login.js';
import { API } from '../shared/api-types.js';
import { FARCASTER_UNAVAILABLE } from '../shared/farcaster.js';

type FarcasterApiHandler = (call: { body: unknown }) => unknown;

const uriInput = z.object({ deviceId: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/) });
const connectInput = z.object({ farcasterId: z.string().regex(/^[0-9a-f]{32}$/) });

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new PublicError(400, 'Invalid payload');
  return parsed.data;
}

export function farcasterApiHandlers(farcaster: FarcasterLogin | undefined): [string, FarcasterApiHandler][] {
  const login = (): FarcasterLogin => {
    if (!farcaster) throw new PublicError(400, FARCASTER_UNAVAILABLE);
    return farcaster;
  };
  return [
    [API.farcasterUri, ({ body }) => login().start(parse(uriInput, body).deviceId)],
    [API.farcasterConnect, ({ body }) => login().status(parse(connectInput, body).farcasterId)],
  ];
}
