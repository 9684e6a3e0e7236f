/**
 * Starting a social login (docs/EMBEDDED-WALLET.md, "Social login"), called in the click itself:
 * 1. the 600x800 popup opens on the secure site's `/social/loading` before anything is awaited (popup
 *    blockers allow a window opened in the click's own call stack only), ConnectingSocial is pushed and
 *    SOCIAL_LOGIN_STARTED recorded;
 * 2. the provider's address is fetched (socialRedirectUri.ts); the popup goes there;
 * 3. watchSocialPopup.ts waits: the popup polled every 1000 ms, the secure site's `{resultUri}` accepted from
 *    its origin and the popup's window only, 45 000 ms at most;
 * 4. the popup is closed and connectSocial.ts completes the login.
 * A blocked popup is 'Could not open social popup', a popup the browser would not create 'Could not create
 * social popup', no result in time 'Social login timed out. Please try again.', a popup the person closed
 * 'Popup closed'. The popup is closed and every timer cleared on every way out. Telegram's WebView has no
 * popups: telegramSocialLogin.ts takes the top window there instead.
 */
import type { PopupHandle } from '../../../../ports/platform.port.js';
import { SOCIAL_POPUP_HEIGHT_PX, SOCIAL_POPUP_WIDTH_PX, SOCIAL_PROVIDERS } from '../../../entities/constants.js';
import { walletportError } from '../../../entities/errors/catalogue.js';
import type { FrameSocialProvider } from '../../../entities/frame/frame-payloads.schema.js';
import { connectSocial } from './connectSocial.js';
import { failSocialLogin, showSocialLogin, type SocialAttempt, type SocialLoginContext } from './social-login.context.js';
import { SOCIAL_LOADING_PATH } from './social-login.types.js';
import { socialRedirectUri } from './socialRedirectUri.js';
import { redirectTopToProvider } from './telegramSocialLogin.js';
import { watchSocialPopup, type SocialPopupWatch } from './watchSocialPopup.js';

export type StartSocialLoginReturnType = void;
/** Never rejects: every failure is in the state (and 'Popup closed' in a toast too). */
export type StartSocialLoginErrorType = never;

/** Resolves when the login ended (connected, failed or abandoned). */
export function startSocialLogin(context: SocialLoginContext, provider: FrameSocialProvider): Promise<StartSocialLoginReturnType> {
  const { deps, attempts } = context;
  if (!SOCIAL_PROVIDERS.includes(provider)) return Promise.resolve();
  const attempt = attempts.begin(provider);
  if (deps.platform.isTelegram()) {
    showSocialLogin(context, attempt, 'redirecting');
    return redirectTopToProvider(context, attempt);
  }
  let popup: PopupHandle | null;
  try {
    popup = deps.platform.openPopup(`${deps.secureSiteUrl.replace(/\/+$/, '')}${SOCIAL_LOADING_PATH}`, {
      width: SOCIAL_POPUP_WIDTH_PX,
      height: SOCIAL_POPUP_HEIGHT_PX,
    });
  } catch (cause) {
    showSocialLogin(context, attempt, 'opening');
    failSocialLogin(context, attempt, walletportError('SOCIAL_POPUP_CREATE_FAILED', [], { cause }));
    return Promise.resolve();
  }
  showSocialLogin(context, attempt, 'opening');
  if (!popup) {
    failSocialLogin(context, attempt, walletportError('SOCIAL_POPUP_OPEN_FAILED', [], { details: 'The browser blocked the popup' }));
    return Promise.resolve();
  }
  attempt.popup = popup;
  attempt.watch = watchSocialPopup({ popup, platform: deps.platform, scheduler: deps.scheduler, secureSiteOrigin: context.secureSiteOrigin });
  return runPopup(context, attempt, popup, attempt.watch);
}

async function runPopup(context: SocialLoginContext, attempt: SocialAttempt, popup: PopupHandle, watch: SocialPopupWatch): Promise<void> {
  const { state, attempts } = context;
  let resultUri: string;
  try {
    // A popup closed (or the time up) while the frame loads ends the login there and then.
    const uri = await Promise.race([socialRedirectUri(context, attempt), watch.result.then(() => neverSettles<string>())]);
    // (An abandoned login's watch rejects with SOCIAL_LOGIN_STOPPED: failSocialLogin ignores a login no longer current.)
    if (!attempts.isCurrent(attempt)) return;
    popup.navigate(uri);
    state.update({ step: 'waiting' });
    resultUri = await watch.result;
  } catch (error) {
    failSocialLogin(context, attempt, error);
    return;
  } finally {
    // Every way out of the wait: timers and listener gone, the popup closed (its work is done or failed).
    watch.stop();
    popup.close();
  }
  if (!attempts.isCurrent(attempt)) return;
  await connectSocial(context, attempt, resultUri);
}

function neverSettles<TValue>(): Promise<TValue> {
  return new Promise<TValue>(() => undefined);
}
