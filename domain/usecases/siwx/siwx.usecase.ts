/**
 * Sign in with the wallet (SPEC.md section 4, "Sign-in flow"; the port is domain/entities/siwx/siwx-config.ts).
 *
 * This class is the facade the views, the host page's actions and the container use; each job has its
 * module, over one context (siwx.context.ts):
 * - followSiwxAccount.ts: each new account or network is asked about (sessionCheck.ts): a session signs in, none
 *   opens SIWXSignMessage, no answer after every try is 'A problem occurred while trying initialize
 *   authentication'; a disconnect signs out;
 * - signIn.ts: `signIn` (the Sign button, or the host page's signInSiwx);
 * - cancelSignIn.ts: `cancel` (back to the last signed-in network, disconnect, or just close);
 * - signOut.ts: `signOut` (the host page's sign-out);
 * - oneClickSignIn.ts: `prepareOneClick` / `completeOneClick` (a connect that signs while it connects);
 * - guardModalClose.ts: a required sign-in cannot be dismissed on the sign or approve view.
 * The pure rules: siwxTarget.ts (when to ask), signedSession.ts (what a signature becomes),
 * siwx-session.schema.ts (when a session counts), siweConfigToSiwx.ts (the older option).
 *
 * Answers that arrive after the account or network moved on change nothing (the context's `question`).
 */
import { merge } from 'rxjs';
import type { OneClickSignedIn, OneClickSignInRequest } from '../../../ports/one-click-sign-in.port.js';
import { StatefulUseCase } from '../shared/index.js';
import { cancelSignIn, type CancelSignInReturnType } from './cancelSignIn.js';
import { SiwxAccountFollower } from './followSiwxAccount.js';
import { mayCloseModal, onModalClosed } from './guardModalClose.js';
import { completeOneClick, prepareOneClick, type CompleteOneClickReturnType, type PrepareOneClickReturnType } from './oneClickSignIn.js';
import { SessionCheck } from './sessionCheck.js';
import { signIn, type SignInReturnType } from './signIn.js';
import { signOut, type SignOutReturnType } from './signOut.js';
import { readRequired, type SiwxContext } from './siwx.context.js';
import { IDLE_SIWX_STATE, type SiwxState, type SiwxUseCaseDependencies } from './siwx.types.js';

export type { SiwxState, SiwxStatus, SiwxSignInError, SiwxUseCaseDependencies } from './siwx.types.js';
export type { SignInErrorType, SignInReturnType } from './signIn.js';
export type { CancelSignInErrorType, CancelSignInReturnType } from './cancelSignIn.js';
export type { SignOutErrorType, SignOutReturnType } from './signOut.js';
export type {
  CompleteOneClickErrorType,
  CompleteOneClickReturnType,
  PrepareOneClickErrorType,
  PrepareOneClickReturnType,
} from './oneClickSignIn.js';

export class SiwxUseCase extends StatefulUseCase<SiwxState> {
  readonly #context: SiwxContext;
  readonly #account: SiwxAccountFollower;
  #started = false;

  constructor(deps: SiwxUseCaseDependencies) {
    super({ ...IDLE_SIWX_STATE, required: readRequired(deps) });
    this.#context = {
      deps,
      state: { read: () => this.snapshot, update: (change) => this.setState(change), replace: (next) => this.replaceState(next) },
      question: this.latest(),
      sessionCheck: new SessionCheck(deps),
      memory: { lastSigned: undefined, leaving: false, closeWhenSignedIn: false },
    };
    this.#account = new SiwxAccountFollower(this.#context);
  }

  /** Follows the connection and the network (followSiwxAccount.ts). Idempotent; no I/O by itself. */
  start(): void {
    if (this.#started || this.isDisposed) return;
    this.#started = true;
    const { connection, network, modal } = this.#context.deps;
    this.hold(modal.addCloseGuard(() => mayCloseModal(this.#context)));
    this.hold(modal.onClosed(() => onModalClosed(this.#context)));
    this.follow(merge(connection.state$, network.state$), () => this.#account.onChange());
  }

  /**
   * The Sign button: asks the wallet to sign a fresh message and keeps the session. Throws the first missing
   * precondition (a SignInErrorType); every later failure is shown, not thrown.
   */
  signIn(): Promise<SignInReturnType> {
    return signIn(this.#context);
  }

  /** The Cancel button (cancelSignIn.ts). Never rejects. */
  cancel(): Promise<CancelSignInReturnType> {
    return cancelSignIn(this.#context);
  }

  /** Signs the current account out (the host page's sign-out); a required sign-in disconnects too. Never rejects. */
  signOut(): Promise<SignOutReturnType> {
    return signOut(this.#context);
  }

  /** One-click sign-in, step 1: a message for a connect that signs while it connects, or undefined. Never rejects. */
  prepareOneClick(chains: readonly string[]): Promise<PrepareOneClickReturnType> {
    return prepareOneClick(this.#context, chains);
  }

  /** One-click sign-in, step 2: keeps the sessions the wallet signed while connecting. Never rejects. */
  completeOneClick(request: OneClickSignInRequest, signedIn: readonly OneClickSignedIn[]): Promise<CompleteOneClickReturnType> {
    return completeOneClick(this.#context, request, signedIn);
  }

  protected override onDispose(): void {
    this.#account.stop();
    this.#context.sessionCheck.cancel();
  }
}
