/**
 * Why this file is long (past ~300 lines): the flow's steps (ask, sign, cancel, close guard, sign-out, one-click) share
 * one generation counter and the same few fields; split apart they would pass that state back and forth.
 * The pure rules are already outside: siwxTarget.ts (when to ask), sessionCheck.ts (asking for the session,
 * again after a failed try), signedSession.ts (what a signature becomes), siwx-session.schema.ts (when a
 * session counts), siweConfigToSiwx.ts (the older option).
 *
 * Sign in with the wallet (SPEC.md section 4, "Sign-in flow"; the port is domain/entities/siwx/siwx-config.ts).
 *
 * The use case follows the connection and the active network. Each time the account or its network changes
 * to one sign-in covers (connected, a configured network, a namespace that can sign: siwxTarget.ts), it asks
 * the configuration for a session of that account on that network. A session: signed in, nothing is asked
 * (a reload with a valid session asks nothing). None: SIWXSignMessage opens, after the connect that led here
 * closed its own view (a zero-delay timer, so the two never race). No answer (the server answered 500 or 429):
 * asked again with backoff (sessionCheck.ts), so a blip costs no signature; no answer after every try: signed
 * out with 'A problem occurred while trying initialize authentication', the stored session kept for the next
 * reload, and no sign view (only an answer of 'no session', a 401 for the cloud, asks for a signature).
 *
 * - signIn (the view's Sign button, or the host page's signInSiwx, which opens the view so the person sees
 *   what the wallet asks): the preconditions in the spec's order, a message, the signature, then addSession. Success closes the modal and records the network
 *   as the last signed-in one. A failed signature reopens the view with 'Signature declined' ('This
 *   application might not support Smart Accounts' for a smart account); a message that cannot be made is
 *   'A problem occurred while trying initialize authentication': the wallet is disconnected, the view reset.
 * - cancel: when sign-in is required, back to the last signed-in network if it still has a session, else
 *   disconnect; when optional, just close (the connection stays, signed out).
 * - While sign-in is required and no session exists, the modal cannot be closed on the sign or approve view.
 * - A disconnect signs out (setSessions([])) unless signOutOnDisconnect is false.
 *
 * Answers that arrive after the account or network moved on change nothing (a generation counter).

 */
import { merge, type Subscription } from 'rxjs';
import type { OneClickSignedIn, OneClickSignInRequest } from '../../../ports/one-click-sign-in.port.js';
import type { CancelTimer } from '../../../ports/scheduler.port.js';
import { AUTH_CONNECTOR_ID } from '../../entities/connector/connector.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import type { CaipNetwork } from '../../entities/network/caipNetwork.js';
import { assertSiwxReady } from '../../entities/siwx/assertSiwxReady.js';
import type { SiwxMessage, SiwxSession } from '../../entities/siwx/siwx-config.js';
import { StatefulUseCase } from '../shared/stateful-use-case.js';
import { readSession, SessionCheck } from './sessionCheck.js';
import { messageData, oneClickSession } from './signedSession.js';
import { siwxTarget, type SiwxTarget } from './siwxTarget.js';
import { IDLE_SIWX_STATE, type SiwxSignInError, type SiwxState, type SiwxUseCaseDependencies } from './siwx.types.js';

export type { SiwxState, SiwxStatus, SiwxSignInError, SiwxUseCaseDependencies } from './siwx.types.js';

/** The views on which a required sign-in cannot be dismissed. */
const GUARDED_VIEWS = new Set(['SIWXSignMessage', 'ApproveTransaction']);
const ASKING = new Set(['checking', 'prompting', 'signing']);
const VIEW = 'SIWXSignMessage';
/** The account line of a one-click message before the wallet fills it in (never signed as such). */
const ONE_CLICK_ACCOUNT = '0x0000000000000000000000000000000000000000';

export class SiwxUseCase extends StatefulUseCase<SiwxState> {
  readonly #deps: SiwxUseCaseDependencies;
  #subscription: Subscription | undefined;
  #release: (() => void)[] = [];
  /** The account-and-network key being handled; a different one is a new question. */
  #key: string | undefined;
  #generation = 0;
  /** The last network a session was confirmed on (cancel goes back to it when sign-in is required). */
  #lastSigned: CaipNetwork | undefined;
  #wasConnected = false;
  /** Set while cancel leaves on purpose (switch back or disconnect): the close guard lets the modal go. */
  #leaving = false;
  /** A required cancel switched back to a signed network: close the modal once its session is confirmed. */
  #closeWhenSignedIn = false;
  #cancelPrompt: CancelTimer | undefined;
  /** Asks for the session, again after a failed try (sessionCheck.ts): a server blip costs no signature. */
  readonly #sessionCheck: SessionCheck;

  constructor(deps: SiwxUseCaseDependencies) {
    super({ ...IDLE_SIWX_STATE, required: readRequired(deps) });
    this.#deps = deps;
    this.#sessionCheck = new SessionCheck(deps);
  }

  /** Follows the connection and the network (see the top of this file). Idempotent; no I/O by itself. */
  start(): void {
    if (this.#subscription || this.isDisposed) return;
    const { connection, network, modal } = this.#deps;
    this.#release.push(modal.addCloseGuard(() => this.#mayClose()));
    this.#release.push(modal.onClosed(() => this.#onModalClosed()));
    this.#subscription = merge(connection.state$, network.state$).subscribe(() => this.#follow());
  }

  /**
   * The Sign button: asks the wallet to sign a fresh message and keeps the session. Throws the first missing
   * precondition ('SIWX is not enabled', 'No ActiveCaipAddress found', 'No ActiveCaipNetwork or client found',
   * 'No ConnectionController client found'); every later failure is shown, not thrown.
   */
  async signIn(): Promise<void> {
    const target = this.#target();
    const { siwx, chainAdapters } = this.#deps;
    const ready = assertSiwxReady({
      siwx,
      activeCaipAddress: target?.caipAddress,
      activeCaipNetwork: target?.network,
      connectionClient: target ? chainAdapters.get(target.namespace) : undefined,
    });
    if (!target || this.snapshot.status === 'signing') return;
    const generation = this.#generation;
    const current = () => generation === this.#generation && !this.isDisposed;
    this.setState({ status: 'signing', error: undefined });
    // Started from the host page (signInSiwx), the person sees what the wallet is asking about (issue 25).
    this.#showView();

    let message: SiwxMessage;
    try {
      message = await siwx.createMessage({ accountAddress: target.address, chainId: target.network.caipNetworkId });
    } catch (error) {
      if (current()) await this.#initFailed(error);
      return;
    }
    if (!current()) return;

    let session: SiwxSession;
    try {
      const provider = await this.#deps.connection.getProvider(target.namespace);
      if (!provider) throw walletportError('NO_CONNECTION_CLIENT');
      const text = message.toString();
      const signature = await ready.connectionClient.signMessage({ provider, address: target.address, message: text });
      // Cancelled (or the account moved on) while the wallet asked: that signature opens no session.
      if (!current()) return;
      session = { data: messageData(message), message: text, signature };
      await siwx.addSession(session);
    } catch (error) {
      if (current()) this.#signFailed(target, error);
      return;
    }
    if (!current()) return;
    this.#track('SIWX_AUTH_SUCCESS', target);
    this.#signedIn(target, session);
    this.#deps.modal.close();
  }

  /** The Cancel button (see the top of this file). */
  async cancel(): Promise<void> {
    const target = this.#target();
    this.#track('CLICK_CANCEL_SIWX', target);
    if (!this.snapshot.required) {
      this.#generation += 1;
      if (target) this.setState({ status: 'signed-out', error: undefined });
      this.#deps.modal.close();
      return;
    }
    const last = this.#lastSigned;
    if (target && last && last.caipNetworkId !== target.network.caipNetworkId && (await this.#hasSession(last, target.address))) {
      this.#closeWhenSignedIn = true;
      try {
        await this.#deps.network.switchNetwork(last, { ignoreConfirmation: true });
        return;
      } catch (error) {
        this.#closeWhenSignedIn = false;
        this.#deps.logger.warn('Switching back to the last signed-in network failed; disconnecting', error);
      }
    }
    await this.#disconnectAndClose();
  }

  /**
   * Signs the current account out (the host page's sign-out): its session on this network is revoked. A
   * required sign-in then disconnects the wallet too, since the page cannot be used without one.
   */
  async signOut(): Promise<void> {
    const target = this.#target();
    const { siwx, logger } = this.#deps;
    try {
      if (target) await siwx.revokeSession(target.network.caipNetworkId, target.address);
      else await siwx.setSessions([]);
    } catch (error) {
      logger.warn('Signing out failed', error);
    }
    if (!target) return;
    this.#generation += 1;
    this.setState({ status: 'signed-out', session: undefined, error: undefined });
    if (this.snapshot.required) await this.#disconnectAndClose();
  }

  /**
   * One-click sign-in, step 1 (ports/one-click-sign-in.port.ts): a message for a connect that signs while it
   * connects, or undefined when the configuration cannot make one (the connect then goes on without).
   */
  async prepareOneClick(chains: readonly string[]): Promise<OneClickSignInRequest | undefined> {
    const [first] = chains;
    if (first === undefined) return undefined;
    try {
      // The account is not known before the connect: the wallet signs with its own in the address line.
      const message = await this.#deps.siwx.createMessage({ accountAddress: ONE_CLICK_ACCOUNT, chainId: first });
      const { domain, uri, version, nonce, statement, resources, requestId, issuedAt, expirationTime, notBefore } = message;
      return { chains: [...chains], domain, uri, version, nonce, statement, resources: resources ? [...resources] : undefined, requestId, issuedAt, expirationTime, notBefore };
    } catch (error) {
      this.#deps.logger.warn('No sign-in message for a one-click sign-in; connecting without', error);
      return undefined;
    }
  }

  /**
   * One-click sign-in, step 2: keeps the sessions the wallet signed while connecting, the active chain's
   * first. Never rejects: what is refused is asked for again by the sign-in view after the connect.
   */
  async completeOneClick(request: OneClickSignInRequest, signedIn: readonly OneClickSignedIn[]): Promise<void> {
    const sessions = signedIn.map((entry) => oneClickSession(request, entry)).filter((session) => session !== undefined);
    if (sessions.length === 0) return;
    const active = this.#deps.network.snapshot.activeCaipNetwork.caipNetworkId;
    sessions.sort((a, b) => Number(b.data.chainId === active) - Number(a.data.chainId === active));
    try {
      await this.#deps.siwx.setSessions(sessions);
      this.#track('SIWX_AUTH_SUCCESS', undefined);
    } catch (error) {
      this.#deps.logger.warn('The one-click sign-in was refused; the sign-in view will ask', error);
      this.#track('SIWX_AUTH_ERROR', undefined);
    }
  }

  protected override onDispose(): void {
    this.#subscription?.unsubscribe();
    for (const release of this.#release.splice(0)) release();
    this.#cancelPrompt?.();
    this.#sessionCheck.cancel();
    this.#generation += 1;
  }

  #target(): SiwxTarget | undefined {
    const { connection, network } = this.#deps;
    const { activeCaipNetwork, isUnsupportedChain, networks } = network.snapshot;
    return siwxTarget({ connection: connection.snapshot, activeCaipNetwork, isUnsupportedChain, networks });
  }

  #follow(): void {
    const connected = Object.values(this.#deps.connection.snapshot.namespaces).some((entry) => entry?.status !== 'disconnected');
    if (this.#wasConnected && !connected) this.#onDisconnected();
    this.#wasConnected = connected;

    const target = this.#target();
    if (target?.key === this.#key) return;
    this.#key = target?.key;
    this.#generation += 1;
    this.#cancelPrompt?.();
    this.#sessionCheck.cancel();
    if (!target) {
      this.replaceState({ ...IDLE_SIWX_STATE, required: this.snapshot.required });
      return;
    }
    void this.#evaluate(target, this.#generation);
  }

  async #evaluate(target: SiwxTarget, generation: number): Promise<void> {
    this.replaceState({
      ...IDLE_SIWX_STATE,
      required: this.snapshot.required,
      status: 'checking',
      caipAddress: target.caipAddress,
      caipNetworkId: target.network.caipNetworkId,
    });
    const answer = await this.#sessionCheck.check(target.network, target.address);
    if (generation !== this.#generation || this.isDisposed || answer.status === 'abandoned') return;
    if (answer.status === 'found') {
      this.#signedIn(target, answer.session);
      if (this.#closeWhenSignedIn) {
        this.#closeWhenSignedIn = false;
        this.#deps.modal.close();
      }
      return;
    }
    this.#closeWhenSignedIn = false;
    // A sign-in started before the check answered (a host page's signIn right after the connect) goes on.
    if (this.snapshot.status === 'signing') return;
    if (answer.status === 'unanswered') return this.#unanswered(target, answer.error);
    this.setState({ status: 'prompting' });
    // After the current task: the connect that led here closes its own view first, then the sign view opens.
    this.#cancelPrompt = this.#deps.scheduler.schedule(() => {
      this.#cancelPrompt = undefined;
      if (generation === this.#generation) this.#showView();
    }, 0);
  }

  /** Cancel's question (go back to that network?): one try, and no answer counts as no session. */
  async #hasSession(network: CaipNetwork, address: string): Promise<boolean> {
    const session = await readSession({ ...this.#deps, network, address }).catch((error: unknown) => this.#deps.logger.warn('Reading the sign-in sessions failed', error));
    return session !== undefined;
  }

  #signedIn(target: SiwxTarget, session: SiwxSession): void {
    // A check still retrying (a sign-in landed meanwhile) has nothing left to say.
    this.#sessionCheck.cancel();
    this.#lastSigned = target.network;
    this.setState({ status: 'signed-in', session, error: undefined });
  }

  /**
   * No answer after every try: the person is not asked to sign again for a session that may well be valid
   * (it stays stored; the next reload or account change asks again), and is told sign-in could not start.
   */
  #unanswered(target: SiwxTarget, cause: unknown): void {
    this.#track('SIWX_AUTH_ERROR', target);
    this.#deps.toasts.showError(walletportError('AUTH_INIT_FAILED', [], { cause }));
    this.setState({ status: 'signed-out', error: undefined });
  }

  #showView(): void {
    const { modal, router } = this.#deps;
    if (modal.snapshot.open && router.snapshot.view === VIEW) return;
    modal.open({ view: VIEW });
  }

  #signFailed(target: SiwxTarget, cause: unknown): void {
    this.#track('SIWX_AUTH_ERROR', target);
    this.#deps.logger.warn('Sign-in failed', cause);
    const error: SiwxSignInError = isSmartAccount(this.#deps.connection.snapshot, target)
      ? walletportError('SMART_ACCOUNT_NOT_SUPPORTED', [], { cause })
      : walletportError('SIGNATURE_DECLINED', [], { cause });
    this.setState({ status: 'prompting', error });
    // The view opens (or stays) with the error in its alert: no toast on top of it.
    this.#showView();
  }

  async #initFailed(cause: unknown): Promise<void> {
    const error = walletportError('AUTH_INIT_FAILED', [], { cause });
    this.#deps.logger.warn('The sign-in message could not be made', cause);
    this.#deps.toasts.showError(error);
    this.#leaving = true;
    try {
      await this.#deps.connection.disconnect().catch((failure: unknown) => this.#deps.logger.warn('Disconnecting failed', failure));
      if (this.#deps.modal.snapshot.open) this.#deps.router.reset('Connect');
    } finally {
      this.#leaving = false;
    }
  }

  async #disconnectAndClose(): Promise<void> {
    this.#leaving = true;
    try {
      await this.#deps.connection.disconnect().catch((error: unknown) => this.#deps.logger.warn('Disconnecting failed', error));
      this.#deps.modal.close();
    } finally {
      this.#leaving = false;
    }
  }

  #onDisconnected(): void {
    this.#closeWhenSignedIn = false;
    const { modal, router, siwx, logger } = this.#deps;
    if (modal.snapshot.open && router.snapshot.view === VIEW) modal.close();
    if (siwx.signOutOnDisconnect === false) return;
    siwx.setSessions([]).catch((error: unknown) => logger.warn('Signing out after the disconnect failed', error));
  }

  #onModalClosed(): void {
    // An optional sign-in dismissed with the modal: connected, signed out, not asked again for this account.
    if (this.snapshot.status === 'prompting' && !this.snapshot.required) this.setState({ status: 'signed-out', error: undefined });
  }

  #mayClose(): boolean {
    if (!this.snapshot.required || this.#leaving || !ASKING.has(this.snapshot.status)) return true;
    return !GUARDED_VIEWS.has(this.#deps.router.snapshot.view);
  }

  #track(event: 'SIWX_AUTH_SUCCESS' | 'SIWX_AUTH_ERROR' | 'CLICK_CANCEL_SIWX', target: SiwxTarget | undefined): void {
    try {
      const properties = target ? { network: target.network.caipNetworkId, isSmartAccount: isSmartAccount(this.#deps.connection.snapshot, target) } : {};
      void this.#deps.events.emit({ type: 'track', event, properties });
    } catch (error) {
      this.#deps.logger.warn(`Reporting ${event} failed`, error);
    }
  }
}

function readRequired({ siwx, logger }: SiwxUseCaseDependencies): boolean {
  try {
    return siwx.getRequired?.() === true;
  } catch (error) {
    logger.warn('The sign-in configuration could not say whether sign-in is required', error);
    return false;
  }
}

/**
 * Only the embedded wallet reports real account types: a browser or WalletConnect wallet's accounts carry
 * the namespace's default type (SPEC.md section 3), which says nothing about the account itself.
 */
function isSmartAccount(connection: SiwxUseCaseDependencies['connection']['snapshot'], target: SiwxTarget): boolean {
  const entry = connection.namespaces[target.namespace];
  if (entry?.connectorId !== AUTH_CONNECTOR_ID) return false;
  return entry.allAccounts.some((account) => account.type === 'smartAccount' && account.address.toLowerCase() === target.address.toLowerCase()) ?? false;
}
