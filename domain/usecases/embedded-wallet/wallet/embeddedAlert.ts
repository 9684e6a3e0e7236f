/**
 * Which alert of SPEC.md section 8's catalogue an embedded-wallet failure raises: the frame did not load in
 * 20 s, a request got no answer in 120 s, the secure site refused the page's domain, or the allowed-origins
 * fetch was rate limited or failed on the server. Other failures (a wrong code, a rejection) belong to the
 * view that asked and raise none.
 */
import { isWalletportError } from '../../../entities/errors/base.error.js';
import type { EventsAlert } from '../../events/index.js';

export function embeddedAlertFor(error: unknown): EventsAlert | undefined {
  if (!isWalletportError(error)) return undefined;
  switch (error.code) {
    case 'IFRAME_LOAD_FAILED':
      return 'EMBEDDED_WALLET_LOAD_FAILED';
    case 'IFRAME_REQUEST_TIMEOUT':
      return 'EMBEDDED_WALLET_REQUEST_TIMEOUT';
    case 'UNVERIFIED_DOMAIN':
      return 'UNVERIFIED_DOMAIN';
    case 'RATE_LIMITED':
      return 'RATE_LIMITED';
    case 'SERVER_ERROR':
      return 'SERVER_ERROR';
    default:
      return undefined;
  }
}
