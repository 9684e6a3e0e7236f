/**
 * The provider's authorize address (GET_SOCIAL_REDIRECT_URI, once the frame is ready; docs/EMBEDDED-WALLET.md
 * step 2). Any failure, the frame's included, is 'Could not fetch the social redirect uri' with the reason as
 * its cause; the frame's own alerts (load failure, timeout, refused domain) are raised as well.
 */
import type { WalletportError } from '../../../entities/errors/base.error.js';
import { walletportError } from '../../../entities/errors/catalogue.js';
import { parseFrameSuccessPayload } from '../../../entities/frame/parseFramePayload.js';
import { isSafeLink } from '../../../entities/link/is-safe-link.js';
import type { SocialAttempt, SocialLoginContext } from './social-login.context.js';
import { SOCIAL_LOGIN_STOPPED } from './watchSocialPopup.js';

export type SocialRedirectUriReturnType = string;
/** SOCIAL_LOGIN_STOPPED (a symbol) when the login was abandoned while the frame loaded. */
export type SocialRedirectUriErrorType = WalletportError<'SOCIAL_REDIRECT_URI_FAILED'> | typeof SOCIAL_LOGIN_STOPPED;

export async function socialRedirectUri({ deps, attempts }: SocialLoginContext, attempt: SocialAttempt): Promise<SocialRedirectUriReturnType> {
  const { embedded } = deps;
  try {
    await embedded.prepare();
  } catch (cause) {
    throw redirectFailure(cause);
  }
  if (!attempts.isCurrent(attempt)) throw SOCIAL_LOGIN_STOPPED;
  let uri: string;
  try {
    ({ uri } = parseFrameSuccessPayload(
      'GET_SOCIAL_REDIRECT_URI',
      await embedded.connector.frame.request('GET_SOCIAL_REDIRECT_URI', { provider: attempt.provider }),
    ));
  } catch (cause) {
    embedded.reportFailure(cause);
    throw redirectFailure(cause);
  }
  if (!isHttpLink(uri)) throw walletportError('SOCIAL_REDIRECT_URI_FAILED', [], { details: 'The redirect address is not an http(s) link' });
  return uri;
}

function redirectFailure(cause: unknown): WalletportError<'SOCIAL_REDIRECT_URI_FAILED'> {
  return walletportError('SOCIAL_REDIRECT_URI_FAILED', [], { cause, details: causeDetails(cause) });
}

/** The reason underneath, in its own words, for `details`. */
export function causeDetails(cause: unknown): string | undefined {
  if (typeof cause !== 'object' || cause === null) return undefined;
  const { shortMessage, message } = cause as { shortMessage?: unknown; message?: unknown };
  const text = typeof shortMessage === 'string' ? shortMessage : message;
  return typeof text === 'string' && text !== '' ? text : undefined;
}

function isHttpLink(uri: string): boolean {
  return isSafeLink(uri) && /^\s*https?:/i.test(uri);
}
