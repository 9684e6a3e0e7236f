/**
 * Following the account and its network (SPEC.md section 4, "Sign-in flow"). Each time the account or its
 * network changes to one sign-in covers (siwxTarget.ts), the configuration is asked for a session of that
 * account on that network (sessionCheck.ts, again after a failed try):
 * - a session: signed in, nothing asked (a reload with a valid session asks nothing);
 * - none: SIWXSignMessage opens, after the connect that led here closed its own view (a zero-delay timer, so
 *   the two never race);
 * - no answer after every try (the server answered 500 or 429): signed out with 'A problem occurred while
 *   trying initialize authentication', the stored session kept for the next reload, and no sign view (only
 *   an answer of 'no session', a 401 for the cloud, asks for a signature).
 * A disconnect closes the sign view and signs out (setSessions([])) unless signOutOnDisconnect is false. A
 * session is per namespace: when one namespace disconnects while another stays connected, only the gone
 * account's session is revoked (revokeSession), so the other namespace stays signed in.
 */
import type { CancelTimer } from '../../../ports/scheduler.port.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import type { Ticket } from '../shared/index.js';
import { currentSiwxTarget, markSignedIn, showSignView, SIWX_VIEW, trackSiwx, type SiwxContext } from './siwx.context.js';
import type { SiwxTarget } from './siwxTarget.js';
import { IDLE_SIWX_STATE } from './siwx.types.js';

export class SiwxAccountFollower {
  readonly #context: SiwxContext;
  /** The account-and-network key being handled; a different one is a new question. */
  #key: string | undefined;
  #wasConnected = false;
  /** Each connected namespace's account and chain at the last change: what to revoke when it disconnects. */
  #accounts = new Map<ChainNamespace, { address: string; caipNetworkId: string }>();
  #cancelPrompt: CancelTimer | undefined;

  constructor(context: SiwxContext) {
    this.#context = context;
  }

  /** The connection or the network changed. */
  onChange(): void {
    const { deps, state, question, sessionCheck } = this.#context;
    const connected = Object.values(deps.connection.snapshot.namespaces).some((entry) => entry?.status !== 'disconnected');
    if (this.#wasConnected && !connected) this.#onDisconnected();
    else this.#revokeGone();
    this.#wasConnected = connected;
    this.#accounts = connectedAccounts(deps.connection.snapshot.namespaces);

    const target = currentSiwxTarget(this.#context);
    if (target?.key === this.#key) return;
    this.#key = target?.key;
    const ticket = question.take();
    this.stop();
    sessionCheck.cancel();
    if (!target) {
      state.replace({ ...IDLE_SIWX_STATE, required: state.read().required });
      return;
    }
    void this.#evaluate(target, ticket);
  }

  /** Cancels the sign view about to open. */
  stop(): void {
    this.#cancelPrompt?.();
    this.#cancelPrompt = undefined;
  }

  async #evaluate(target: SiwxTarget, ticket: Ticket): Promise<void> {
    const { deps, state, sessionCheck, memory } = this.#context;
    state.replace({
      ...IDLE_SIWX_STATE,
      required: state.read().required,
      status: 'checking',
      caipAddress: target.caipAddress,
      caipNetworkId: target.network.caipNetworkId,
    });
    const answer = await sessionCheck.check(target.network, target.address);
    if (!ticket.isCurrent() || answer.status === 'abandoned') return;
    if (answer.status === 'found') {
      markSignedIn(this.#context, target, answer.session);
      if (memory.closeWhenSignedIn) {
        memory.closeWhenSignedIn = false;
        deps.modal.close();
      }
      return;
    }
    memory.closeWhenSignedIn = false;
    // A sign-in started before the check answered (a host page's signIn right after the connect) goes on.
    if (state.read().status === 'signing') return;
    if (answer.status === 'unanswered') return this.#unanswered(target, answer.error);
    state.update({ status: 'prompting' });
    // After the current task: the connect that led here closes its own view first, then the sign view opens.
    this.#cancelPrompt = deps.scheduler.schedule(() => {
      this.#cancelPrompt = undefined;
      if (ticket.isCurrent()) showSignView(this.#context);
    }, 0);
  }

  /**
   * No answer after every try: the person is not asked to sign again for a session that may well be valid
   * (it stays stored; the next reload or account change asks again), and is told sign-in could not start.
   */
  #unanswered(target: SiwxTarget, cause: unknown): void {
    trackSiwx(this.#context, 'SIWX_AUTH_ERROR', target);
    this.#context.deps.toasts.showError(walletportError('AUTH_INIT_FAILED', [], { cause }));
    this.#context.state.update({ status: 'signed-out', error: undefined });
  }

  /** One namespace disconnected while another stays: its account's session goes, the others' stay. */
  #revokeGone(): void {
    const { siwx, logger, connection } = this.#context.deps;
    if (siwx.signOutOnDisconnect === false) return;
    for (const [namespace, account] of this.#accounts) {
      if (connection.snapshot.namespaces[namespace]?.status !== 'disconnected') continue;
      siwx.revokeSession(account.caipNetworkId, account.address).catch((error: unknown) => logger.warn(`Signing out of ${namespace} after its disconnect failed`, error));
    }
  }

  #onDisconnected(): void {
    const { deps, memory } = this.#context;
    memory.closeWhenSignedIn = false;
    const { modal, router, siwx, logger } = deps;
    if (modal.snapshot.open && router.snapshot.view === SIWX_VIEW) modal.close();
    if (siwx.signOutOnDisconnect === false) return;
    siwx.setSessions([]).catch((error: unknown) => logger.warn('Signing out after the disconnect failed', error));
  }
}

type Namespaces = SiwxContext['deps']['connection']['snapshot']['namespaces'];

function connectedAccounts(namespaces: Namespaces): Map<ChainNamespace, { address: string; caipNetworkId: string }> {
  const accounts = new Map<ChainNamespace, { address: string; caipNetworkId: string }>();
  for (const [namespace, entry] of Object.entries(namespaces) as [ChainNamespace, Namespaces[ChainNamespace]][]) {
    if (entry?.status === 'connected' && entry.address !== undefined && entry.caipNetworkId !== undefined) {
      accounts.set(namespace, { address: entry.address, caipNetworkId: entry.caipNetworkId });
    }
  }
  return accounts;
}
