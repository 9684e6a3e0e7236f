/**
 * Which domain a message may name. A browser always sends Origin with this cross-origin POST, so the message
 * must name the page that asked for the signature (its host, port included, as EIP-4361 wants), and that page
 * must be one of the project's allowed origins (`GET /projects/v1/origins`, judged by the product's own
 * isOriginAllowed, where localhost and 127.0.0.1 are always allowed): an Origin header alone proves nothing
 * about the project, since any site (or any script setting the header) can send one. Callers without Origin
 * (Node tests, scripts) may only use a domain of the cloud's `signInDomains` option: a message phished for
 * another site is then refused either way.
 */
import { isOriginAllowed } from '../../../domain/usecases/options/isOriginAllowed.js';
import { unauthorized } from './auth-error.js';

export type CheckDomainParameters = {
  /** The message's domain line. */
  domain: string;
  /** The request's Origin header, if any. */
  origin: string | undefined;
  /** The cloud's `signInDomains` option: the domains of callers without Origin. */
  allowedWithoutOrigin: readonly string[];
  /** The project's allowed origins (the settings' `allowedOrigins`). */
  allowedOrigins: readonly string[];
};

export function checkDomain({ domain, origin, allowedWithoutOrigin, allowedOrigins }: CheckDomainParameters): void {
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
  if (!isOriginAllowed(origin, allowedOrigins)) throw unauthorized('domain', `The message domain ${domain} is not an allowed origin of the project`);
}
