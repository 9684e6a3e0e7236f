/**
 * Who is behind a socket. The WalletConnect clients put a JWT in the `auth` query parameter whose `iss` is the
 * client's own did:key, the same on every socket the client opens. The relay does not verify it (nothing here
 * is secret, and the brief is to accept and ignore auth); it only uses `iss` to recognise a client that
 * reconnects, so it is not handed back its own messages nor ones it already acknowledged. A socket without a
 * readable `auth` is a client of its own.
 */
import { z } from 'zod';

const jwtPayloadSchema = z.object({ iss: z.string().min(1).max(256) });

export function clientIdentity(requestUrl: string | undefined, socketId: string): string {
  const issuer = issuerOf(requestUrl);
  return issuer === undefined ? `socket:${socketId}` : `client:${issuer}`;
}

function issuerOf(requestUrl: string | undefined): string | undefined {
  if (requestUrl === undefined) return undefined;
  let auth: string | null;
  try {
    auth = new URL(requestUrl, 'ws://relay.invalid').searchParams.get('auth');
  } catch {
    return undefined;
  }
  const payload = auth?.split('.')[1];
  if (payload === undefined || payload.length > 4096) return undefined;
  try {
    const parsed = jwtPayloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data.iss : undefined;
  } catch {
    return undefined;
  }
}
