/** The session behind an Authorization header: a valid token whose jti is stored and not revoked, else 401. */
import type { IncomingMessage } from 'node:http';
import type { CloudContext } from '../cloud-context.js';
import { unauthorized } from './auth-error.js';
import { bearerToken } from './bearer.js';
import { verifySessionToken, type SessionClaims } from './session-token.js';

export async function activeSession(
  cloud: CloudContext,
  request: IncomingMessage,
  projectId: string,
): Promise<{ claims: SessionClaims; jti: string }> {
  const token = bearerToken(request.headers.authorization, 'token', 'Authorization');
  const verified = await verifySessionToken(cloud.stores.siwx.secret, token, projectId, cloud.now());
  const session = cloud.stores.siwx.session(verified.jti);
  if (!session) throw unauthorized('token', 'No such session');
  if (session.revoked) throw unauthorized('token', 'The session was signed out');
  return verified;
}
