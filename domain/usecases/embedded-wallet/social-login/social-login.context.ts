/**
 * What the social login's commands share: the collaborators, the state, the secure site's origin and the
 * login under way (its popup and watch, and "only the newest login's answers apply"). The use case
 * (social-login.usecase.ts) builds one context and hands it to each command; the steps several commands take
 * are here.
 */
import type { PopupHandle } from '../../../../ports/platform.port.js';
import type { FrameSocialProvider } from '../../../entities/frame/frame-payloads.schema.js';
import type { Latest, Ticket } from '../../shared/index.js';
import { asWalletportError } from '../shared/index.js';
import { IDLE_SOCIAL_LOGIN, SOCIAL_LOGIN_VIEW, type SocialLoginDependencies, type SocialLoginState, type SocialLoginStep } from './social-login.types.js';
import type { SocialPopupWatch } from './watchSocialPopup.js';

/** One login: what abandoning it must undo. */
export type SocialAttempt = {
  readonly ticket: Ticket;
  readonly provider: FrameSocialProvider;
  popup?: PopupHandle;
  watch?: SocialPopupWatch;
};

/** The steps of a login under way (abandoning one puts the state back to idle). */
const RUNNING: ReadonlySet<SocialLoginStep> = new Set<SocialLoginStep>(['opening', 'waiting', 'connecting', 'redirecting']);

/** The use case's state, as the commands read and change it. */
export type SocialLoginStateAccess = {
  read(): SocialLoginState;
  update(change: Partial<SocialLoginState>): void;
  replace(next: SocialLoginState): void;
};

/** The login under way: one at a time; a new one, an abandon or dispose makes an older one's answers change nothing. */
export class SocialAttempts {
  readonly #logins: Latest;
  readonly #state: SocialLoginStateAccess;
  #current: SocialAttempt | undefined;

  constructor(logins: Latest, state: SocialLoginStateAccess) {
    this.#logins = logins;
    this.#state = state;
  }

  /** Abandons the login under way and starts a new one. */
  begin(provider: FrameSocialProvider): SocialAttempt {
    this.abandon();
    const attempt: SocialAttempt = { ticket: this.#logins.take(), provider };
    this.#current = attempt;
    return attempt;
  }

  isCurrent(attempt: SocialAttempt): boolean {
    return this.#current === attempt && attempt.ticket.isCurrent();
  }

  /** The login ended (connected or failed): nothing is left to abandon. */
  end(attempt: SocialAttempt): void {
    if (this.#current === attempt) this.#current = undefined;
  }

  /** Ends the login under way without a word: its timers stop, its popup closes, late answers are ignored. */
  abandon(): void {
    const attempt = this.#current;
    this.#logins.invalidate();
    this.#current = undefined;
    if (!attempt) return;
    attempt.watch?.stop();
    attempt.popup?.close();
    if (RUNNING.has(this.#state.read().step)) this.#state.replace(IDLE_SOCIAL_LOGIN);
  }
}

export type SocialLoginContext = {
  readonly deps: SocialLoginDependencies;
  readonly state: SocialLoginStateAccess;
  /** The secure site's origin: the only one results come from. */
  readonly secureSiteOrigin: string;
  readonly attempts: SocialAttempts;
};

export type SocialLoginEvent = 'SOCIAL_LOGIN_STARTED' | 'SOCIAL_LOGIN_SUCCESS' | 'SOCIAL_LOGIN_ERROR';

/** ConnectingSocial on screen, the state at its first step, SOCIAL_LOGIN_STARTED recorded. */
export function showSocialLogin(context: SocialLoginContext, attempt: SocialAttempt, step: 'opening' | 'redirecting'): void {
  const { router } = context.deps;
  const data = { socialProvider: attempt.provider };
  if (router.snapshot.view === SOCIAL_LOGIN_VIEW) router.replace(SOCIAL_LOGIN_VIEW, data);
  else router.push(SOCIAL_LOGIN_VIEW, data);
  context.state.replace({ step, provider: attempt.provider, error: undefined });
  trackSocialLogin(context, 'SOCIAL_LOGIN_STARTED', attempt.provider);
}

/**
 * The login failed: the state says why. A popup the person closed also goes back to Connect and says so in a
 * toast. A login no longer current changes nothing.
 */
export function failSocialLogin(context: SocialLoginContext, attempt: SocialAttempt, error: unknown): void {
  const { deps, state, attempts } = context;
  if (!attempts.isCurrent(attempt)) return;
  attempts.end(attempt);
  const typed = asWalletportError(error);
  trackSocialLogin(context, 'SOCIAL_LOGIN_ERROR', attempt.provider);
  if (typed.code === 'POPUP_CLOSED') {
    // The person closed the popup: back to Connect (leaving the view resets the state), then the state says why.
    const { router } = deps;
    if (router.snapshot.view === SOCIAL_LOGIN_VIEW) {
      if (router.snapshot.history.length > 1) router.goBack();
      else router.replace('Connect');
    }
    deps.toasts.showError(typed);
  }
  state.replace({ step: 'failed', provider: attempt.provider, error: typed });
}

/** Reports a social-login event; a failing event bus is only worth a debug line. */
export function trackSocialLogin({ deps }: Pick<SocialLoginContext, 'deps'>, event: SocialLoginEvent, provider: FrameSocialProvider): void {
  try {
    void deps.events.emit({ type: 'track', event, properties: { provider } });
  } catch (error) {
    deps.logger.debug(`Could not record ${event}`, error);
  }
}
