/**
 * The social login (SPEC.md sections 4, 8 and 9; docs/EMBEDDED-WALLET.md, "Social login"), page side.
 *
 * Why this file is long (past ~300 lines): it is one state machine whose steps share the attempt's popup,
 * timers and abandonment checks; the parts that stand alone already live apart (watchSocialPopup.ts, the
 * Telegram redirect in telegramSocialRedirect.ts, the storage in embedded-login.storage.ts). Cutting the
 * steps apart would pass that shared attempt through every function.
 *
 * 1. `start(provider)`, called in the click itself: the 600x800 popup opens on the secure site's
 *    `/social/loading` before anything is awaited (popup blockers allow a window opened in the click's own
 *    call stack only), ConnectingSocial is pushed and SOCIAL_LOGIN_STARTED recorded;
 * 2. the frame is prepared (allowed-origins check first) and asked GET_SOCIAL_REDIRECT_URI; the popup goes
 *    there;
 * 3. watchSocialPopup.ts waits: the popup polled every 1000 ms, the secure site's `{resultUri}` accepted from
 *    its origin and the popup's window only, 45 000 ms at most;
 * 4. the popup is closed, CONNECT_SOCIAL redeems the result, the AUTH connector connects (GET_USER), the
 *    provider and user name are stored, SOCIAL_LOGIN_SUCCESS recorded and the modal closed.
 *
 * Failures leave ConnectingSocial with the typed error (its "Try again" calls `start` again, in its click):
 * a blocked popup 'Could not open social popup', a popup the browser would not create 'Could not create
 * social popup', no redirect address 'Could not fetch the social redirect uri', no result in time 'Social
 * login timed out. Please try again.', CONNECT_SOCIAL refused 'Failed to initiate social connection', and
 * the connect's own errors. A popup the person closed is 'Popup closed': the state says so, a toast says so,
 * and the modal goes back to Connect. The popup is closed and every timer cleared on every way out.
 *
 * Telegram's WebView has no popups: the top window goes to the provider instead, with the page's address in
 * the `state` parameter (telegramSocialRedirect.ts); the secure site sends it back with `wp_social_result`,
 * which `resume()` (the core's start) takes out of the address bar and completes with CONNECT_SOCIAL.
 *
 * Leaving ConnectingSocial (back, close) abandons a login under way: its popup closes, late answers change
 * nothing.
 */
import type { Observable, Subscription } from 'rxjs';
import type { Logger } from '../../../../ports/logger.port.js';
import type { Platform, PopupHandle } from '../../../../ports/platform.port.js';
import type { Scheduler } from '../../../../ports/scheduler.port.js';
import { AUTH_CONNECTOR_ID } from '../../../entities/connector/connector.js';
import { SOCIAL_POPUP_HEIGHT_PX, SOCIAL_POPUP_WIDTH_PX, SOCIAL_PROVIDERS } from '../../../entities/constants.js';
import type { WalletportError } from '../../../entities/errors/base.error.js';
import { walletportError } from '../../../entities/errors/catalogue.js';
import type { FrameSocialProvider } from '../../../entities/frame/frame-payloads.schema.js';
import { parseFrameSuccessPayload } from '../../../entities/frame/parseFramePayload.js';
import { isSafeLink } from '../../../entities/link/is-safe-link.js';
import type { OpenModalParameters } from '../../modal/modal.usecase.js';
import type { RouterState } from '../../router/router.usecase.js';
import type { RouterData, ViewName } from '../../router/views.js';
import { StatefulUseCase } from '../../shared/stateful-use-case.js';
import type { TrackEvents } from '../../shared/track-events.js';
import { asWalletportError } from '../shared/asWalletportError.js';
import type { EmbeddedWalletUseCase } from '../wallet/embedded-wallet.usecase.js';
import { readSocialResult, stripSocialResult, withPageInState } from './telegramSocialRedirect.js';
import { isOnOrigin, SOCIAL_LOGIN_STOPPED, watchSocialPopup, type SocialPopupWatch } from './watchSocialPopup.js';

export type SocialLoginStep =
  /** Nothing under way. */
  | 'idle'
  /** The popup is open on the secure site's loading page; the frame loads and the provider's address is fetched. */
  | 'opening'
  /** The popup shows the provider's page: waiting for the person (and the secure site's result). */
  | 'waiting'
  /** The result came: CONNECT_SOCIAL, then the wallet connects. */
  | 'connecting'
  /** Telegram: the top window is on its way to the provider. */
  | 'redirecting'
  | 'failed';

export type SocialLoginState = {
  readonly step: SocialLoginStep;
  readonly provider: FrameSocialProvider | undefined;
  /** Why the last login failed ('failed'), for the view to show. */
  readonly error: WalletportError | undefined;
};

export const IDLE_SOCIAL_LOGIN: SocialLoginState = { step: 'idle', provider: undefined, error: undefined };

/** The steps of a login under way (abandoning one puts the state back to idle). */
const RUNNING: ReadonlySet<SocialLoginStep> = new Set<SocialLoginStep>(['opening', 'waiting', 'connecting', 'redirecting']);

const VIEW: ViewName = 'ConnectingSocial';

/** The secure site's page the popup opens on, inside the click (docs/EMBEDDED-WALLET.md step 1). */
export const SOCIAL_LOADING_PATH = '/social/loading';

export type SocialLoginDependencies = {
  embedded: Pick<EmbeddedWalletUseCase, 'prepare' | 'reportFailure' | 'connector' | 'loginStorage' | 'rememberSocialLogin' | 'forgetSocialLogin'>;
  connection: { connect(parameters: { connectorId: string; method: 'social' }): Promise<unknown> };
  /** The active EVM network: the chain CONNECT_SOCIAL asks for. */
  network: { readonly snapshot: { readonly activeCaipNetworks: { readonly eip155?: { readonly id: number | string } | undefined } } };
  router: {
    readonly snapshot: RouterState;
    readonly state$: Observable<RouterState>;
    push(view: ViewName, data?: RouterData): void;
    replace(view: ViewName, data?: RouterData): void;
    goBack(): void;
  };
  modal: { readonly snapshot: { readonly open: boolean }; open(parameters: OpenModalParameters): void; close(): boolean };
  toasts: { showError(error: WalletportError): void };
  platform: Pick<Platform, 'openPopup' | 'onMessage' | 'isTelegram' | 'href' | 'redirectTop' | 'replaceAddress'>;
  scheduler: Pick<Scheduler, 'schedule' | 'every'>;
  /** The secure site (options.secureSiteUrl): the popup's first page and the only origin results come from. */
  secureSiteUrl: string;
  events: TrackEvents;
  logger: Logger;
};

/** One login: what `abandon` must undo. */
type Attempt = { readonly generation: number; readonly provider: FrameSocialProvider; popup?: PopupHandle; watch?: SocialPopupWatch };

export class SocialLoginUseCase extends StatefulUseCase<SocialLoginState> {
  readonly #deps: SocialLoginDependencies;
  readonly #secureSiteOrigin: string;
  #routerSubscription: Subscription | undefined;
  #attempt: Attempt | undefined;
  /** Bumped by every login and every abandon: answers of an older login change nothing. */
  #generation = 0;

  constructor(deps: SocialLoginDependencies) {
    super(IDLE_SOCIAL_LOGIN);
    this.#deps = deps;
    this.#secureSiteOrigin = originOf(deps.secureSiteUrl);
  }

  /**
   * Follows the router (leaving ConnectingSocial abandons a login) and completes a Telegram login that came
   * back (`wp_social_result` in the page address). Idempotent; the core's start() calls it.
   */
  resume(): void {
    if (this.#routerSubscription || this.isDisposed) return;
    // Leaving the view ends what it showed: a login under way is abandoned, a failure it showed forgotten.
    this.#routerSubscription = this.#deps.router.state$.subscribe(({ view }) => {
      if (view !== VIEW && this.snapshot.step !== 'idle') this.reset();
    });
    this.#completeTelegramReturn();
  }

  /**
   * Starts a login with `provider`. Call it in the click handler itself: the popup opens before the first
   * await. Resolves when the login ended (connected, failed or abandoned); never rejects (the state says why).
   */
  start(provider: FrameSocialProvider): Promise<void> {
    if (this.isDisposed || !SOCIAL_PROVIDERS.includes(provider)) return Promise.resolve();
    this.#abandon();
    const attempt: Attempt = { generation: ++this.#generation, provider };
    this.#attempt = attempt;
    if (this.#deps.platform.isTelegram()) {
      this.#begin(attempt, 'redirecting');
      return this.#redirectTop(attempt);
    }
    let popup: PopupHandle | null;
    try {
      popup = this.#deps.platform.openPopup(`${this.#deps.secureSiteUrl.replace(/\/+$/, '')}${SOCIAL_LOADING_PATH}`, {
        width: SOCIAL_POPUP_WIDTH_PX,
        height: SOCIAL_POPUP_HEIGHT_PX,
      });
    } catch (cause) {
      this.#begin(attempt, 'opening');
      this.#fail(attempt, walletportError('SOCIAL_POPUP_CREATE_FAILED', [], { cause }));
      return Promise.resolve();
    }
    this.#begin(attempt, 'opening');
    if (!popup) {
      this.#fail(attempt, walletportError('SOCIAL_POPUP_OPEN_FAILED', [], { details: 'The browser blocked the popup' }));
      return Promise.resolve();
    }
    attempt.popup = popup;
    attempt.watch = watchSocialPopup({
      popup,
      platform: this.#deps.platform,
      scheduler: this.#deps.scheduler,
      secureSiteOrigin: this.#secureSiteOrigin,
    });
    return this.#runPopup(attempt, popup, attempt.watch);
  }

  /** Abandons the login under way (its popup closes); the state goes back to idle. */
  reset(): void {
    this.#abandon();
    if (this.snapshot !== IDLE_SOCIAL_LOGIN) this.replaceState(IDLE_SOCIAL_LOGIN);
  }

  protected override onDispose(): void {
    this.#routerSubscription?.unsubscribe();
    this.#abandon();
  }

  /** ConnectingSocial on screen, the state at its first step, SOCIAL_LOGIN_STARTED recorded. */
  #begin(attempt: Attempt, step: 'opening' | 'redirecting'): void {
    const { router } = this.#deps;
    const data = { socialProvider: attempt.provider };
    if (router.snapshot.view === VIEW) router.replace(VIEW, data);
    else router.push(VIEW, data);
    this.replaceState({ step, provider: attempt.provider, error: undefined });
    this.#track('SOCIAL_LOGIN_STARTED', attempt.provider);
  }

  async #runPopup(attempt: Attempt, popup: PopupHandle, watch: SocialPopupWatch): Promise<void> {
    let resultUri: string;
    try {
      // A popup closed (or the time up) while the frame loads ends the login there and then.
      const uri = await Promise.race([this.#redirectUri(attempt), watch.result.then(() => neverSettles<string>())]);
      // (An abandoned login's watch rejects with SOCIAL_LOGIN_STOPPED: #fail ignores a login no longer current.)
      if (!this.#isCurrent(attempt)) return;
      popup.navigate(uri);
      this.setState({ step: 'waiting' });
      resultUri = await watch.result;
    } catch (error) {
      this.#fail(attempt, error);
      return;
    } finally {
      // Every way out of the wait: timers and listener gone, the popup closed (its work is done or failed).
      watch.stop();
      popup.close();
    }
    if (!this.#isCurrent(attempt)) return;
    await this.#connect(attempt, resultUri);
  }

  /** Telegram: the provider's address with this page's in its state, then the top window goes there. */
  async #redirectTop(attempt: Attempt): Promise<void> {
    let target: string | undefined;
    try {
      const uri = await this.#redirectUri(attempt);
      target = withPageInState(uri, stripSocialResult(this.#deps.platform.href()));
      if (target === undefined) {
        throw walletportError('SOCIAL_REDIRECT_URI_FAILED', [], { details: 'The redirect address carries no state parameter' });
      }
    } catch (error) {
      this.#fail(attempt, error);
      return;
    }
    if (!this.#isCurrent(attempt)) return;
    this.#deps.embedded.loginStorage.setTelegramSocialProvider(attempt.provider);
    this.#deps.platform.redirectTop(target);
  }

  /**
   * The provider's authorize address (GET_SOCIAL_REDIRECT_URI, once the frame is ready). Any failure, the
   * frame's included, is 'Could not fetch the social redirect uri' with the reason as its cause; the frame's
   * own alerts (load failure, timeout, refused domain) are raised as well.
   */
  async #redirectUri(attempt: Attempt): Promise<string> {
    const { embedded } = this.#deps;
    try {
      await embedded.prepare();
    } catch (cause) {
      throw redirectFailure(cause);
    }
    if (!this.#isCurrent(attempt)) throw SOCIAL_LOGIN_STOPPED;
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

  /** CONNECT_SOCIAL with the result, then the AUTH connector connects; the login is stored and the modal closes. */
  async #connect(attempt: Attempt, resultUri: string): Promise<void> {
    const { embedded, connection } = this.#deps;
    this.setState({ step: 'connecting', error: undefined });
    let userName: string | undefined;
    try {
      await embedded.prepare();
      const chainId = this.#deps.network.snapshot.activeCaipNetworks.eip155?.id;
      const payload = { uri: resultUri, ...(chainId === undefined ? {} : { chainId }) };
      const user = parseFrameSuccessPayload('CONNECT_SOCIAL', await embedded.connector.frame.request('CONNECT_SOCIAL', payload));
      userName = user.userName ?? user.email;
    } catch (cause) {
      if (!this.#isCurrent(attempt)) return;
      embedded.reportFailure(cause);
      this.#fail(attempt, walletportError('SOCIAL_CONNECT_INIT_FAILED', [], { cause, details: detailsOf(cause) }));
      return;
    }
    if (!this.#isCurrent(attempt)) return;
    embedded.rememberSocialLogin({ provider: attempt.provider, userName });
    try {
      await connection.connect({ connectorId: AUTH_CONNECTOR_ID, method: 'social' });
    } catch (error) {
      embedded.forgetSocialLogin();
      this.#fail(attempt, asWalletportError(error));
      return;
    }
    if (!this.#isCurrent(attempt)) return;
    this.#track('SOCIAL_LOGIN_SUCCESS', attempt.provider);
    this.#attempt = undefined;
    this.replaceState(IDLE_SOCIAL_LOGIN);
    this.#deps.modal.close();
  }

  /** The page came back from a Telegram login: take the result out of the address and complete the login. */
  #completeTelegramReturn(): void {
    const { platform, embedded, logger } = this.#deps;
    const found = readSocialResult(platform.href());
    if (!found) return;
    platform.replaceAddress(found.cleanHref);
    const storage = embedded.loginStorage;
    const provider = storage.telegramSocialProvider();
    storage.setTelegramSocialProvider(undefined);
    // Only a login this page started (its provider stored before it left), with a result from the secure site.
    if (provider === undefined || !isOnOrigin(found.resultUri, this.#secureSiteOrigin)) {
      logger.warn('Ignored a social login result this page did not ask for');
      return;
    }
    const attempt: Attempt = { generation: ++this.#generation, provider };
    this.#attempt = attempt;
    this.#deps.modal.open({ view: VIEW, data: { socialProvider: provider } });
    this.replaceState({ step: 'connecting', provider, error: undefined });
    void this.#connect(attempt, found.resultUri);
  }

  #fail(attempt: Attempt, error: unknown): void {
    if (!this.#isCurrent(attempt)) return;
    this.#attempt = undefined;
    const typed = asWalletportError(error);
    this.#track('SOCIAL_LOGIN_ERROR', attempt.provider);
    if (typed.code === 'POPUP_CLOSED') {
      // The person closed the popup: back to Connect (leaving the view resets the state), then the state says why.
      const { router } = this.#deps;
      if (router.snapshot.view === VIEW) {
        if (router.snapshot.history.length > 1) router.goBack();
        else router.replace('Connect');
      }
      this.#deps.toasts.showError(typed);
    }
    this.replaceState({ step: 'failed', provider: attempt.provider, error: typed });
  }

  /** Ends the login under way without a word: its timers stop, its popup closes, late answers are ignored. */
  #abandon(): void {
    const attempt = this.#attempt;
    this.#generation += 1;
    this.#attempt = undefined;
    if (!attempt) return;
    attempt.watch?.stop();
    attempt.popup?.close();
    if (RUNNING.has(this.snapshot.step)) this.replaceState(IDLE_SOCIAL_LOGIN);
  }

  #isCurrent(attempt: Attempt): boolean {
    return this.#attempt === attempt && attempt.generation === this.#generation && !this.isDisposed;
  }

  #track(event: 'SOCIAL_LOGIN_STARTED' | 'SOCIAL_LOGIN_SUCCESS' | 'SOCIAL_LOGIN_ERROR', provider: FrameSocialProvider): void {
    try {
      void this.#deps.events.emit({ type: 'track', event, properties: { provider } });
    } catch (error) {
      this.#deps.logger.debug(`Could not record ${event}`, error);
    }
  }
}

function redirectFailure(cause: unknown): WalletportError<'SOCIAL_REDIRECT_URI_FAILED'> {
  return walletportError('SOCIAL_REDIRECT_URI_FAILED', [], { cause, details: detailsOf(cause) });
}

/** The reason underneath, in its own words, for `details`. */
function detailsOf(cause: unknown): string | undefined {
  if (typeof cause !== 'object' || cause === null) return undefined;
  const { shortMessage, message } = cause as { shortMessage?: unknown; message?: unknown };
  const text = typeof shortMessage === 'string' ? shortMessage : message;
  return typeof text === 'string' && text !== '' ? text : undefined;
}

function isHttpLink(uri: string): boolean {
  return isSafeLink(uri) && /^\s*https?:/i.test(uri);
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

function neverSettles<TValue>(): Promise<TValue> {
  return new Promise<TValue>(() => undefined);
}
