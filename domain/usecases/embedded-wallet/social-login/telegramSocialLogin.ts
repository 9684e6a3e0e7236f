/**
 * The social login in Telegram's WebView, which has no popups: the top window goes to the provider instead,
 * with the page's address in the `state` parameter (telegramSocialRedirect.ts); the secure site sends it back
 * with `wp_social_result`, which the core's start (`resume`) takes out of the address bar and completes with
 * CONNECT_SOCIAL (connectSocial.ts).
 */
import { walletportError } from '../../../entities/errors/catalogue.js';
import { connectSocial } from './connectSocial.js';
import { failSocialLogin, type SocialAttempt, type SocialLoginContext } from './social-login.context.js';
import { SOCIAL_LOGIN_VIEW } from './social-login.types.js';
import { socialRedirectUri } from './socialRedirectUri.js';
import { readSocialResult, stripSocialResult, withPageInState } from './telegramSocialRedirect.js';
import { isOnOrigin } from './watchSocialPopup.js';

/** The provider's address with this page's in its state, then the top window goes there. */
export async function redirectTopToProvider(context: SocialLoginContext, attempt: SocialAttempt): Promise<void> {
  const { deps, attempts } = context;
  let target: string | undefined;
  try {
    const uri = await socialRedirectUri(context, attempt);
    target = withPageInState(uri, stripSocialResult(deps.platform.href()));
    if (target === undefined) {
      throw walletportError('SOCIAL_REDIRECT_URI_FAILED', [], { details: 'The redirect address carries no state parameter' });
    }
  } catch (error) {
    failSocialLogin(context, attempt, error);
    return;
  }
  if (!attempts.isCurrent(attempt)) return;
  deps.embedded.loginStorage.setTelegramSocialProvider(attempt.provider);
  deps.platform.redirectTop(target);
}

/** The page came back from a Telegram login: take the result out of the address and complete the login. */
export function completeTelegramReturn(context: SocialLoginContext): void {
  const { deps, state, attempts, secureSiteOrigin } = context;
  const { platform, embedded, logger } = deps;
  const found = readSocialResult(platform.href());
  if (!found) return;
  platform.replaceAddress(found.cleanHref);
  const storage = embedded.loginStorage;
  const provider = storage.telegramSocialProvider();
  storage.setTelegramSocialProvider(undefined);
  // Only a login this page started (its provider stored before it left), with a result from the secure site.
  if (provider === undefined || !isOnOrigin(found.resultUri, secureSiteOrigin)) {
    logger.warn('Ignored a social login result this page did not ask for');
    return;
  }
  const attempt = attempts.begin(provider);
  deps.modal.open({ view: SOCIAL_LOGIN_VIEW, data: { socialProvider: provider } });
  state.replace({ step: 'connecting', provider, error: undefined });
  void connectSocial(context, attempt, found.resultUri);
}
