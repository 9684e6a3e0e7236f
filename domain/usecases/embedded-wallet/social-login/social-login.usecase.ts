/**
 * The social login (docs/EMBEDDED-WALLET.md, "Social login"), page side.
 *
 * This class is the facade the views and the container use; each job has its module, over one context
 * (social-login.context.ts: the state, the login under way, the steps several commands take):
 * - startSocialLogin.ts: `start(provider)` in the click: the popup, the provider's page, the wait for its result;
 * - socialRedirectUri.ts: the provider's address from the frame (GET_SOCIAL_REDIRECT_URI);
 * - connectSocial.ts: CONNECT_SOCIAL, the connect, the login stored and the modal closed;
 * - telegramSocialLogin.ts: Telegram's WebView, without popups: the top window goes to the provider, and
 *   `resume()` completes the login that came back;
 * - watchSocialPopup.ts and telegramSocialRedirect.ts: the popup watch and the Telegram address, pure.
 *
 * Failures leave ConnectingSocial with the typed error (its "Try again" calls `start` again, in its click).
 * Leaving ConnectingSocial (back, close) abandons a login under way: its popup closes, late answers change
 * nothing.
 */
import type { FrameSocialProvider } from '../../../entities/frame/frame-payloads.schema.js';
import { StatefulUseCase } from '../../shared/index.js';
import { SocialAttempts, type SocialLoginContext } from './social-login.context.js';
import { IDLE_SOCIAL_LOGIN, SOCIAL_LOGIN_VIEW, type SocialLoginDependencies, type SocialLoginState } from './social-login.types.js';
import { startSocialLogin, type StartSocialLoginReturnType } from './startSocialLogin.js';
import { completeTelegramReturn } from './telegramSocialLogin.js';

export * from './social-login.types.js';
export type { StartSocialLoginErrorType, StartSocialLoginReturnType } from './startSocialLogin.js';

export class SocialLoginUseCase extends StatefulUseCase<SocialLoginState> {
  readonly #context: SocialLoginContext;
  #resumed = false;

  constructor(deps: SocialLoginDependencies) {
    super(IDLE_SOCIAL_LOGIN);
    const state = { read: () => this.snapshot, update: (change: Partial<SocialLoginState>) => this.setState(change), replace: (next: SocialLoginState) => this.replaceState(next) };
    this.#context = { deps, state, secureSiteOrigin: originOf(deps.secureSiteUrl), attempts: new SocialAttempts(this.latest(), state) };
  }

  /**
   * Follows the router (leaving ConnectingSocial abandons a login) and completes a Telegram login that came
   * back (`wp_social_result` in the page address). Idempotent; the core's start() calls it.
   */
  resume(): void {
    if (this.#resumed || this.isDisposed) return;
    this.#resumed = true;
    // Leaving the view ends what it showed: a login under way is abandoned, a failure it showed forgotten.
    this.follow(this.#context.deps.router.state$, ({ view }) => {
      if (view !== SOCIAL_LOGIN_VIEW && this.snapshot.step !== 'idle') this.reset();
    });
    completeTelegramReturn(this.#context);
  }

  /**
   * Starts a login with `provider`. Call it in the click handler itself: the popup opens before the first
   * await. Resolves when the login ended (connected, failed or abandoned); never rejects (the state says why).
   */
  start(provider: FrameSocialProvider): Promise<StartSocialLoginReturnType> {
    if (this.isDisposed) return Promise.resolve();
    return startSocialLogin(this.#context, provider);
  }

  /** Abandons the login under way (its popup closes); the state goes back to idle. */
  reset(): void {
    this.#context.attempts.abandon();
    if (this.snapshot !== IDLE_SOCIAL_LOGIN) this.replaceState(IDLE_SOCIAL_LOGIN);
  }

  protected override onDispose(): void {
    this.#context.attempts.abandon();
  }
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
