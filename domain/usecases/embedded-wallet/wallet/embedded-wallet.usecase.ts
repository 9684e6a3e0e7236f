/**
 * The embedded (email and social) wallet as the modal runs it:
 * - the allowed-origins check, once before the first use of the frame: not allowed -> 'Invalid App
 *   Configuration' and email and social login turned off; 429 -> 'Rate Limited'; 5xx -> 'Server Error';
 * - preparing the frame (on first email use, or at start when the email login was used before) and turning
 *   its failures into the catalogue's alerts;
 * - at start, asking the frame whether the stored login is still signed in, and deleting the cached login
 *   data when it is not;
 * - the signed-in user for `embeddedWalletInfo` and the Account view, kept with the connection (after a social
 *   login, with the provider and user name the page stored: `rememberSocialLogin`);
 * - the approval screen: unsafe requests open ApproveTransaction (approvalRouting.ts), and the view shows the
 *   frame over itself (`showFrame`);
 * - the frame's theme and the last used chain, kept in step.
 * Email login, email change and social login are their own use cases (email-login.usecase.ts,
 * update-email.usecase.ts, social-login.usecase.ts).
 */
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { EmbeddedWalletConnector, PendingApproval } from '../../../../ports/embedded-wallet.port.js';
import type { FrameRect } from '../../../../ports/embedded-wallet-frame.port.js';
import type { Logger } from '../../../../ports/logger.port.js';
import type { KeyValueStorage } from '../../../../ports/storage.port.js';
import { AUTH_CONNECTOR_ID } from '../../../entities/connector/connector.js';
import type { WalletportError } from '../../../entities/errors/base.error.js';
import { walletportError } from '../../../entities/errors/catalogue.js';
import type { FrameUser } from '../../../entities/frame/frame-payloads.schema.js';
import type { ConnectionState } from '../../connection/index.js';
import type { EventsAlert } from '../../events/index.js';
import type { OpenModalParameters } from '../../modal/index.js';
import type { OriginCheck } from '../../options/index.js';
import type { RouterState } from '../../router/index.js';
import { StatefulUseCase } from '../../shared/index.js';
import { followApprovals } from './approvalRouting.js';
import { checkStoredLogin, type CheckStoredLoginParameters } from './checkStoredLogin.js';
import { embeddedAccountInfo, type EmbeddedAccountInfo } from './embeddedAccountInfo.js';
import { EmbeddedLoginStorage, type StoredSocialLogin } from '../shared/index.js';
import { embeddedAlertFor } from './embeddedAlert.js';
import { loginConnectorId } from './loginConnectorId.js';
import { withSocialLogin } from './withSocialLogin.js';

export type EmbeddedFrameStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The signed-in user as the modal shows it: the frame's user, and the provider of a social login. */
export type EmbeddedUser = FrameUser & { readonly socialProvider?: StoredSocialLogin['provider'] | undefined };

export type EmbeddedWalletState = {
  readonly frame: EmbeddedFrameStatus;
  /** The signed-in user while the embedded wallet holds the connection. */
  readonly user: EmbeddedUser | undefined;
  /** The email of the signed-in user, or the one stored from the last login. */
  readonly email: string | undefined;
  readonly pendingApprovals: readonly PendingApproval[];
};

export type EmbeddedWalletDependencies = {
  connector: EmbeddedWalletConnector;
  storage: KeyValueStorage;
  logger: Logger;
  pageOrigin: () => string;
  options: { checkOrigin(origin: string): Promise<OriginCheck>; disableEmbeddedLogin(): void };
  alerts: { raiseAlert(alert: EventsAlert): void };
  /** The connection's state, and its reconnect for a stored login the first reconnect gave up on. */
  connection: { readonly snapshot: ConnectionState } & CheckStoredLoginParameters['connection'];
  router: { readonly snapshot: RouterState; readonly state$: Observable<RouterState>; push(view: 'ApproveTransaction'): void; goBack(): void };
  modal: { readonly snapshot: { open: boolean }; open(parameters: OpenModalParameters): void; close(): boolean; onClosed(listener: () => void): () => void };
  /** A transaction the person approved was sent (its hash, and the chain the connection is on). */
  onTransactionSent?: ((hash: unknown, caipNetworkId: string | undefined) => void) | undefined;
  /** Without a mode the frame follows the visitor's system setting itself (it sees the same media query). */
  theme: { readonly state$: Observable<{ readonly themeMode: 'light' | 'dark' | undefined }> };
};

/**
 * What the allowed-origins check rejects with (the catalogue port's two failures, or the origin refused); a
 * page that may not use the embedded wallet also gets the 'Invalid App Configuration' alert.
 */
export type EnsureOriginAllowedErrorType = WalletportError<'UNVERIFIED_DOMAIN' | 'RATE_LIMITED' | 'SERVER_ERROR'>;

/**
 * What loading the frame rejects with: the origin check's failures, the frame that did not load (or had no
 * page to go in), the secure site refusing the domain, or the frame disposed while it loaded.
 */
export type PrepareEmbeddedWalletErrorType = EnsureOriginAllowedErrorType | WalletportError<'IFRAME_LOAD_FAILED' | 'REQUEST_ABORTED'>;

export class EmbeddedWalletUseCase extends StatefulUseCase<EmbeddedWalletState> {
  readonly #deps: EmbeddedWalletDependencies;
  readonly #stored: EmbeddedLoginStorage;
  #originCheck: Promise<void> | undefined;
  /** Errors whose alert was raised where they arose (the origin check), so reportFailure does not raise another. */
  readonly #alerted = new WeakSet<object>();
  #preparing: Promise<void> | undefined;
  #started = false;
  #themeMode: 'light' | 'dark' | undefined;

  constructor(deps: EmbeddedWalletDependencies) {
    const stored = new EmbeddedLoginStorage(deps.storage);
    super({ frame: 'idle', user: undefined, email: undefined, pendingApprovals: [] });
    this.#deps = deps;
    this.#stored = stored;
  }

  get connector(): EmbeddedWalletConnector {
    return this.#deps.connector;
  }

  get loginStorage(): EmbeddedLoginStorage {
    return this.#stored;
  }

  /** Follows the connection, the frame's events, the theme and the approvals; checks a stored login. */
  start(): void {
    if (this.#started || this.isDisposed) return;
    this.#started = true;
    this.setState({ email: this.#stored.email() });
    const { connector, connection, theme } = this.#deps;
    this.hold(
      connector.frame.subscribe((event) => {
        if (event.type !== 'SESSION_UPDATE') return;
        const token = (event.payload as { token?: unknown } | undefined)?.token;
        this.#stored.setSessionToken(typeof token === 'string' && token.length > 0 ? token : undefined);
      }),
    );
    this.hold(
      followApprovals({
        connector,
        router: this.#deps.router,
        modal: this.#deps.modal,
        onPendingChange: (pendingApprovals) => this.setState({ pendingApprovals }),
      }),
    );
    this.hold(
      connector.subscribeApprovals((event) => {
        if (event.type !== 'approval-settled' || event.outcome !== 'approved' || event.request.method !== 'eth_sendTransaction') return;
        this.#deps.onTransactionSent?.(event.result, connection.snapshot.namespaces.eip155?.caipNetworkId);
      }),
    );
    this.follow(
      connection.state$.pipe(
        map((state) => state.namespaces.eip155),
        // The address too: the preferred account type switch and a network switch can move it (smart account, EOA).
        distinctUntilChanged((a, b) => a?.status === b?.status && a?.connectorId === b?.connectorId && a?.caipNetworkId === b?.caipNetworkId && a?.address === b?.address),
      ),
      (entry) => this.#onConnection(entry),
    );
    this.follow(theme.state$.pipe(map((state) => state.themeMode), distinctUntilChanged()), (mode) => this.#syncTheme(mode));
    if (this.#stored.emailLoginUsed()) void this.#checkStoredLogin();
  }

  /**
   * The allowed-origins check, once per page: the frame adapter runs it before it
   * creates the frame. Rejects when the page may not use the embedded wallet; a rate limit or server error
   * is retried on the next use. Rejects with an EnsureOriginAllowedErrorType.
   */
  ensureOriginAllowed(): Promise<void> {
    this.#originCheck ??= this.#checkOrigin().catch((error: unknown) => {
      if (!isNotAllowed(error)) this.#originCheck = undefined;
      throw error;
    });
    return this.#originCheck;
  }

  /**
   * Loads the frame (origin check first) and waits until it is ready. Failures raise their alert and reject
   * with the typed error (a PrepareEmbeddedWalletErrorType); a later call tries again.
   */
  prepare(): Promise<void> {
    if (this.snapshot.frame === 'ready') return Promise.resolve();
    this.#preparing ??= (async () => {
      this.setState({ frame: 'loading' });
      try {
        await this.#deps.connector.frame.ready();
        this.setState({ frame: 'ready' });
        this.#syncTheme(this.#themeMode);
      } catch (error) {
        this.setState({ frame: 'failed' });
        this.reportFailure(error);
        throw error;
      } finally {
        this.#preparing = undefined;
      }
    })();
    return this.#preparing;
  }

  /** Raises the alert an embedded-wallet failure calls for (frame load, timeouts, domain), if any. */
  reportFailure(error: unknown): void {
    if (typeof error === 'object' && error !== null && this.#alerted.has(error)) return;
    const alert = embeddedAlertFor(error);
    if (alert) this.#deps.alerts.raiseAlert(alert);
    else this.#deps.logger.debug('Embedded wallet request failed', error);
  }

  /** The connector a login connects through: the embedded wallet's on the namespace the modal shows. */
  loginConnectorId(): string {
    return loginConnectorId(this.#deps.connection.snapshot.activeNamespace);
  }

  /** Shows the secure site's approval screen over this rectangle (the ApproveTransaction view's body). */
  showFrame(rect: FrameRect): void {
    this.#deps.connector.frame.show(rect);
  }

  hideFrame(): void {
    this.#deps.connector.frame.hide();
  }

  /** Rejects the requests waiting for approval (the person declined in the modal). */
  rejectPendingApprovals(): void {
    this.#deps.connector.abortPendingApprovals();
  }

  /** What the account says of the signed-in user (getAccount's embeddedWalletInfo); undefined when none. */
  accountInfo(): EmbeddedAccountInfo | undefined {
    return embeddedAccountInfo(this.snapshot.user);
  }

  /**
   * A social login (or Farcaster's) is about to connect: the provider and the name it gave are stored, so
   * the user read at connect carries them (and does again after a reload). A user already shown takes them
   * at once.
   */
  rememberSocialLogin(login: StoredSocialLogin): void {
    this.#stored.rememberSocialLogin(login.provider, login.userName);
    this.setState(({ user }) => ({ user: user ? withSocialLogin(user, login) : user }));
  }

  /** The social login did not connect after all: its stored provider and name go. */
  forgetSocialLogin(): void {
    this.#stored.clearSocialLogin();
  }

  /** The email login or an email change gave the user a (new) address. */
  setEmail(email: string): void {
    this.#stored.setEmail(email);
    this.setState(({ user }) => ({ email, user: user ? { ...user, email } : user }));
  }

  async #checkOrigin(): Promise<void> {
    const { options, alerts } = this.#deps;
    const check = await options.checkOrigin(this.#deps.pageOrigin());
    if (check.status === 'allowed' || check.status === 'skipped') return;
    if (check.status === 'not-allowed') {
      options.disableEmbeddedLogin();
      alerts.raiseAlert('INVALID_APP_CONFIGURATION');
      const error = walletportError('UNVERIFIED_DOMAIN', [], { details: `${check.origin} is not an allowed origin of this project` });
      this.#alerted.add(error);
      throw error;
    }
    throw check.error;
  }

  /** A login stored from an earlier visit: still signed in (then restored), or forgotten (checkStoredLogin.ts). */
  #checkStoredLogin(): Promise<void> {
    const { connector, connection, logger } = this.#deps;
    const sessionToken = () => this.#stored.sessionToken();
    return checkStoredLogin({ prepare: () => this.prepare(), frame: connector.frame, sessionToken, connection, forgetLogin: () => this.#forgetLogin(), logger });
  }

  #onConnection(entry: ConnectionState['namespaces']['eip155']): void {
    const embedded = entry?.connectorId === AUTH_CONNECTOR_ID;
    if (embedded && entry?.status === 'connected') {
      const frameUser = this.#deps.connector.user();
      const social = this.#stored.socialLogin();
      const user = frameUser && social ? withSocialLogin(frameUser, social) : frameUser;
      // A social login names no email of its own: an address stored by an earlier email login is not theirs.
      const socialLogin = social !== undefined;
      const email = user?.email ?? (socialLogin ? undefined : this.#stored.email());
      if (socialLogin && email === undefined) this.#stored.forgetEmail();
      this.#stored.rememberLogin(email);
      if (user?.chainId !== undefined && entry.caipNetworkId) this.#stored.setLastUsedChain(chainReference(entry.caipNetworkId));
      this.setState({ user, email });
      return;
    }
    if (this.snapshot.user !== undefined && entry?.status !== 'connecting') {
      // The embedded wallet was disconnected (by the person or because the frame signed out).
      this.#forgetLogin();
    }
  }

  #forgetLogin(): void {
    this.#stored.clearLogin();
    this.setState({ user: undefined, email: undefined });
  }

  #syncTheme(mode: 'light' | 'dark' | undefined): void {
    this.#themeMode = mode;
    if (this.snapshot.frame !== 'ready') return;
    this.#deps.connector.frame.request('SYNC_THEME', mode ? { themeMode: mode } : {}).catch((error: unknown) => {
      this.#deps.logger.debug('Could not sync the theme with the embedded wallet', error);
    });
  }
}

function isNotAllowed(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'UNVERIFIED_DOMAIN';
}

function chainReference(caipNetworkId: string): number | string {
  const reference = caipNetworkId.split(':')[1] ?? caipNetworkId;
  return /^\d+$/.test(reference) ? Number(reference) : reference;
}
