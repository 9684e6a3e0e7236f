/**
 * Which domain a message may name. A browser always sends Origin with this cross-origin POST, so the message
 * must name the page that asked for the signature (its host, port included, as EIP-4361 wants). Callers
 * without Origin (Node tests, scripts) may only use a domain of the cloud's `signInDomains` option: a
 * message phished for another site is then refused either way.
 */
import { unauthorized } from './auth-error.js';

export function checkDomain(domain: string, origin: string | undefined, allowedWithoutOrigin: readonly string[]): void {
  if (origin === undefined) {
    if (allowedWithoutOrigin.includes(domain)) return;
    throw unauthorized('domain', `Without an Origin header the domain must be one of: ${allowedWithoutOrigin.join(', ') || '(none)'}`);
  }
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw unauthorized('domain', 'The Origin header is not a URL');
  }
  // An opaque origin ("null", file:, sandboxed frames) has no host to bind a message to.
  if (host === '' || domain !== host) throw unauthorized('domain', `The message domain ${domain} is not the requesting origin's host`);
}
