/** Reads `Bearer <token>` from a header (Authorization, x-nonce-jwt); a missing or odd header is a 401. */
import { unauthorized } from './auth-error.js';

/** Compact JWS: three base64url parts (the signature part may be empty for alg 'none', which jose then refuses). */
const COMPACT_JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
const MAX_TOKEN_LENGTH = 8192;

export function bearerToken(header: string | string[] | undefined, reason: string, headerName: string): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') throw unauthorized(reason, `The ${headerName} header is missing`);
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value.trim());
  const token = match?.[1];
  if (token === undefined || token.length > MAX_TOKEN_LENGTH || !COMPACT_JWT.test(token)) {
    throw unauthorized(reason, `The ${headerName} header must be "Bearer <JWT>"`);
  }
  return token;
}
