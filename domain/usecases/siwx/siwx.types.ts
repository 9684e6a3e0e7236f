/** The state and the collaborators of the sign-in use case (siwx.usecase.ts). */
import type { Observable } from 'rxjs';
import type { ChainAdapter } from '../../../ports/chain-adapter.port.js';
import type { Logger } from '../../../ports/logger.port.js';
import type { Scheduler } from '../../../ports/scheduler.port.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import type { WalletportError } from '../../entities/errors/base.error.js';
import type { CaipNetwork } from '../../entities/network/caipNetwork.js';
import type { SiwxConfig, SiwxSession } from '../../entities/siwx/siwx-config.js';
import type { ConnectionState } from '../connection/index.js';
import type { RouterState } from '../router/index.js';
import type { ViewName } from '../router/index.js';
import type { TrackEvents } from '../shared/index.js';

/**
 * - idle: nothing to ask (not connected, or on a network or namespace sign-in does not cover);
 * - checking: asking the sign-in configuration for a session of the account on its network (again, with
 *   backoff, while it fails to answer: sessionCheck.ts);
 * - prompting: no session; SIWXSignMessage is (or is about to be) on screen;
 * - signing: the wallet was asked to sign, or the signature is being verified;
 * - signed-in: a valid session exists for the account on its network;
 * - signed-out: connected without a session, and not asking (an optional sign-in was cancelled or dismissed,
 *   the person signed out, or the configuration could not say whether a session exists after every try).
 */
export type SiwxStatus = 'idle' | 'checking' | 'prompting' | 'signing' | 'signed-in' | 'signed-out';

export type SiwxSignInError = WalletportError<'SIGNATURE_DECLINED' | 'SMART_ACCOUNT_NOT_SUPPORTED'>;

export type SiwxState = {
  readonly status: SiwxStatus;
  /** The configuration says sign-in is required (cancel disconnects, the view cannot be dismissed). */
  readonly required: boolean;
  /** The account being asked about (`eip155:1:0x...`), and its network. */
  readonly caipAddress: string | undefined;
  readonly caipNetworkId: string | undefined;
  /** The session of that account on that network, once signed in. */
  readonly session: SiwxSession | undefined;
  /** Why the last signature failed (shown on SIWXSignMessage until the next try). */
  readonly error: SiwxSignInError | undefined;
};

export const IDLE_SIWX_STATE: Omit<SiwxState, 'required'> = {
  status: 'idle',
  caipAddress: undefined,
  caipNetworkId: undefined,
  session: undefined,
  error: undefined,
};

export type SiwxUseCaseDependencies = {
  siwx: SiwxConfig;
  connection: {
    readonly snapshot: ConnectionState;
    readonly state$: Observable<ConnectionState>;
    disconnect(namespace?: ChainNamespace): Promise<void>;
    getProvider(namespace: ChainNamespace): Promise<Parameters<ChainAdapter['signMessage']>[0]['provider'] | undefined>;
  };
  network: {
    readonly snapshot: { readonly activeCaipNetwork: CaipNetwork; readonly isUnsupportedChain: boolean; readonly networks: readonly CaipNetwork[] };
    readonly state$: Observable<unknown>;
    switchNetwork(network: CaipNetwork, options?: { ignoreConfirmation?: boolean }): Promise<unknown>;
  };
  chainAdapters: ReadonlyMap<ChainNamespace, Pick<ChainAdapter, 'signMessage'>>;
  router: { readonly snapshot: Pick<RouterState, 'view'>; reset(view: ViewName): void };
  modal: {
    readonly snapshot: { readonly open: boolean };
    open(parameters: { view: ViewName }): void;
    close(): boolean;
    addCloseGuard(guard: () => boolean): () => void;
    onClosed(listener: () => void): () => void;
  };
  toasts: { showError(error: WalletportError): void };
  scheduler: Pick<Scheduler, 'schedule' | 'now'>;
  events: TrackEvents;
  logger: Logger;
};
