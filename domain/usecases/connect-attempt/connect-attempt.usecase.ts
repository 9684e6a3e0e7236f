/**
 * The lifecycle of a connect attempt, for every connector kind, so that the connecting views only render
 * state and call `retry` ('Connection rejected', 'Modal closed'):
 *
 * - it begins when a connecting view comes on screen: ConnectingExternal asks its connector
 *   (ConnectionUseCase.connectOrReuse, so a connection the wallet already holds is reused without a prompt);
 *   ConnectingWalletConnect and ConnectingWalletConnectBasic start the WalletConnect pairing;
 * - it is cancelled when that view leaves the screen (the person went back or elsewhere) or the modal
 *   closes: a connect still waiting for the wallet ends with 'Modal closed';
 * - success closes the modal (for WalletConnect: once the wallet approves a pairing this attempt showed);
 * - the person declining shows 'Connection rejected' and any other failure 'Failed to connect', both with
 *   `retry`; an external wallet with no connector yet is 'failed' until one announces itself, which then
 *   starts the attempt.
 *
 * The attempt follows the router's top history entry, not a component's mount, so React's StrictMode
 * double effects, lazy view chunks or re-renders cannot prompt a wallet twice or cancel a live attempt.
 */
import type { Observable } from 'rxjs';
import type { Logger } from '../../../ports/logger.port.js';
import type { Connector } from '../../entities/connector/connector.js';
import { isWalletportError, type WalletportError } from '../../entities/errors/base.error.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import type { CatalogueWallet } from '../../entities/wallet/wallet.js';
import type { ConnectorsState, RecentWallet } from '../connection/index.js';
import type { RouterHistoryEntry, RouterState } from '../router/index.js';
import type { ViewName } from '../router/index.js';
import { runSafely } from '../shared/index.js';
import { StatefulUseCase } from '../shared/index.js';
import type { WalletConnectState } from '../walletconnect/index.js';
import { attemptTarget, type AttemptKind, type AttemptTarget } from './attemptTarget.js';
import { pickedWallet } from './pickedWallet.js';

export type ConnectAttemptStatus = 'idle' | 'connecting' | 'rejected' | 'failed';

export type ConnectAttemptState = {
  /** The connecting view the attempt belongs to; undefined when none is on screen. */
  readonly view: ViewName | undefined;
  readonly kind: AttemptKind | undefined;
  readonly status: ConnectAttemptStatus;
  /** External attempts: the connector asked (undefined while none reaches the picked wallet). */
  readonly connector: Connector | undefined;
  /** What the recent list and CONNECT_SUCCESS will record for the picked wallet. */
  readonly wallet: RecentWallet | undefined;
  /** 'Connection rejected', 'Failed to connect' or 'No connector found for connection'. */
  readonly error: WalletportError | undefined;
};

export const IDLE_ATTEMPT: ConnectAttemptState = {
  view: undefined,
  kind: undefined,
  status: 'idle',
  connector: undefined,
  wallet: undefined,
  error: undefined,
};

export type ConnectAttemptDependencies = {
  readonly router: { readonly snapshot: RouterState; readonly state$: Observable<RouterState> };
  readonly modal: { close(): unknown; readonly closed$: Observable<void> };
  readonly connection: {
    connectOrReuse(connectorId: string, parameters: { wallet?: RecentWallet | undefined }): Promise<unknown>;
    cancelConnect(): void;
  };
  readonly connectors: { readonly snapshot: ConnectorsState; readonly state$: Observable<ConnectorsState> };
  /** The WalletConnect pairing; absent when the page has no WalletConnect. */
  readonly walletConnect?:
    | {
        readonly snapshot: WalletConnectState;
        readonly state$: Observable<WalletConnectState>;
        startPairing(parameters: { wallet?: RecentWallet | undefined }): void;
        refreshPairing(parameters?: { wallet?: RecentWallet | undefined }): void;
      }
    | undefined;
  /** Where the lists found the picked wallet's image (the wallet list use case). */
  readonly images: {
    walletImageUrl(wallet: CatalogueWallet): string | undefined;
    connectorImageUrl(connector: Connector): string | undefined;
  };
  readonly logger: Logger;
};

export class ConnectAttemptUseCase extends StatefulUseCase<ConnectAttemptState> {
  readonly #deps: ConnectAttemptDependencies;
  /** The router entry the attempt belongs to: a new entry (even of the same view) is a new attempt. */
  #entry: RouterHistoryEntry | undefined;
  /** Every attempt takes a ticket; an answer for an older one changes nothing. */
  readonly #attempts = this.latest();
  /** An external connect is waiting for the wallet. */
  #pending = false;
  /** This WalletConnect attempt has seen its pairing in flight (only then does 'connected' close the modal). */
  #sawPairing = false;
  #started = false;

  constructor(dependencies: ConnectAttemptDependencies) {
    super(IDLE_ATTEMPT);
    this.#deps = dependencies;
  }

  /** Follows the router, the connectors, the pairing and the modal. Idempotent; no I/O by itself. */
  start(): void {
    if (this.#started || this.isDisposed) return;
    this.#started = true;
    const { router, modal, connectors, walletConnect } = this.#deps;
    this.follow(router.state$, (state) => this.#onRouter(state));
    this.follow(modal.closed$, () => this.#leave());
    this.follow(connectors.state$, () => this.#onConnectors());
    if (walletConnect) this.follow(walletConnect.state$, (state) => this.#onPairing(state));
  }

  /** Asks again after a failure ('Try again'): the same connector, or a fresh WalletConnect pairing. */
  retry(): void {
    const { kind, status, wallet } = this.snapshot;
    if (kind === 'walletconnect') {
      // The pairing keeps its own status (and renews itself after a rejection): a retry is always a fresh one.
      this.#sawPairing = false;
      this.#deps.walletConnect?.refreshPairing({ wallet });
      return;
    }
    const entry = this.#entry;
    if (kind === 'external' && status !== 'connecting' && entry) this.#begin(entry);
  }

  protected override onDispose(): void {
    this.#cancelPending();
  }

  #onRouter({ history }: RouterState): void {
    const top = history[history.length - 1];
    if (top === this.#entry) return;
    this.#leave();
    if (top) this.#begin(top);
  }

  /** A connector announced itself: an external attempt waiting for one starts now. */
  #onConnectors(): void {
    const { kind, connector } = this.snapshot;
    if (kind === 'external' && connector === undefined && this.#entry) this.#begin(this.#entry);
  }

  #onPairing(state: WalletConnectState): void {
    if (this.snapshot.kind !== 'walletconnect') return;
    if (state.status === 'pairing') this.#sawPairing = true;
    else if (state.status === 'connected' && this.#sawPairing) {
      this.#sawPairing = false;
      this.#close();
    }
  }

  #begin(entry: RouterHistoryEntry): void {
    const target = attemptTarget(entry.view, entry.data, this.#deps.connectors.snapshot.connectors);
    if (target === undefined) return;
    this.#entry = entry;
    const ticket = this.#attempts.take();
    const wallet = this.#pickedWallet(target);
    if (target.kind === 'walletconnect') {
      this.replaceState({ view: entry.view, kind: 'walletconnect', status: 'connecting', connector: undefined, wallet, error: undefined });
      this.#sawPairing = false;
      const pairing = this.#deps.walletConnect;
      if (pairing) runSafely(this.#deps.logger, 'start the WalletConnect pairing', () => pairing.startPairing({ wallet }));
      return;
    }
    const connector = target.connector;
    if (connector === undefined) {
      const error = walletportError('NO_CONNECTOR_FOR_CONNECTION', [target.wallet?.id ?? 'wallet']);
      this.replaceState({ view: entry.view, kind: 'external', status: 'failed', connector: undefined, wallet, error });
      return;
    }
    this.replaceState({ view: entry.view, kind: 'external', status: 'connecting', connector, wallet, error: undefined });
    this.#pending = true;
    this.#deps.connection.connectOrReuse(connector.id, { wallet }).then(
      () => {
        if (!ticket.isCurrent()) return;
        this.#pending = false;
        this.#close();
      },
      (error: unknown) => {
        if (!ticket.isCurrent()) return;
        this.#pending = false;
        this.#fail(error);
      },
    );
  }

  #fail(error: unknown): void {
    const typed = isWalletportError(error) ? error : walletportError('CONNECT_FAILED', [], { cause: error });
    this.setState({ status: typed.code === 'CONNECTION_REJECTED' ? 'rejected' : 'failed', error: typed });
  }

  /** The connecting view left the screen (or the modal closed): release its attempt. */
  #leave(): void {
    if (this.#entry === undefined) return;
    this.#entry = undefined;
    this.#attempts.invalidate();
    const { kind } = this.snapshot;
    if (kind === 'external') this.#cancelPending();
    if (kind === 'walletconnect' && this.#deps.walletConnect?.snapshot.status === 'pairing') {
      runSafely(this.#deps.logger, 'cancel the WalletConnect pairing', () => this.#deps.connection.cancelConnect());
    }
    this.#sawPairing = false;
    this.replaceState(IDLE_ATTEMPT);
  }

  #cancelPending(): void {
    if (!this.#pending) return;
    this.#pending = false;
    runSafely(this.#deps.logger, 'cancel the connect', () => this.#deps.connection.cancelConnect());
  }

  #close(): void {
    runSafely(this.#deps.logger, 'close the modal after connecting', () => this.#deps.modal.close());
  }

  #pickedWallet({ wallet, connector }: AttemptTarget): RecentWallet | undefined {
    if (!wallet) return undefined;
    const { images } = this.#deps;
    const imageUrl = connector?.imageUrl ?? images.walletImageUrl(wallet) ?? (connector ? images.connectorImageUrl(connector) : undefined);
    return pickedWallet(wallet, connector, imageUrl);
  }
}
