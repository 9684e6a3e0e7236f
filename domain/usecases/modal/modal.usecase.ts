/**
 * The modal itself: open or closed, loading, shaking, embedded. Opening picks the
 * first view, closing resets the router, close guards may refuse a close, and MODAL_OPEN / MODAL_CLOSE are
 * reported with whether an address is connected.
 */
import { Subject, type Observable } from 'rxjs';
import { SHAKE_DURATION_MS } from '../../entities/constants.js';
import type { CancelTimer, Scheduler } from '../../../ports/scheduler.port.js';
import type { RouterUseCase } from '../router/index.js';
import type { RouterData, ViewName } from '../router/index.js';
import { runSafely } from '../shared/index.js';
import { StatefulUseCase } from '../shared/index.js';
import type { TrackEvents } from '../shared/index.js';

export type ModalState = {
  readonly open: boolean;
  readonly loading: boolean;
  /** True for SHAKE_DURATION_MS after a shake trigger. */
  readonly shake: boolean;
  /** The modal is rendered inline in the page rather than as a dialog. */
  readonly embedded: boolean;
};


/** What the modal asks about the rest of the world when it opens and closes. */
export type ModalContext = {
  /** An address is connected on the active namespace. */
  isConnected(): boolean;
  /** At least one chain adapter is configured. */
  hasAdapters(): boolean;
  /** The host drives WalletConnect itself (manual WalletConnect control mode). */
  isManualWalletConnectControl(): boolean;
  isMobile(): boolean;
  isEmbedded(): boolean;
};

/** The part of the router the modal drives. */
export type ModalRouter = Pick<RouterUseCase, 'push' | 'replace' | 'reset' | 'closeRequested$' | 'cancelTransactionStack'>;

export type ModalUseCaseParameters = {
  readonly router: ModalRouter;
  readonly scheduler: Scheduler;
  readonly events: TrackEvents;
  readonly context: ModalContext;
};

export type OpenModalParameters = {
  readonly view?: ViewName | undefined;
  readonly data?: RouterData | undefined;
};

/** Returns false to keep the modal open. */
export type CloseGuard = () => boolean;

export class ModalUseCase extends StatefulUseCase<ModalState> {
  readonly #router: ModalRouter;
  readonly #scheduler: Scheduler;
  readonly #events: TrackEvents;
  readonly #context: ModalContext;
  readonly #closed = new Subject<void>();
  readonly #guards = new Set<CloseGuard>();
  #cancelShake: CancelTimer | undefined;

  /** Emits each time an open modal closes (not when a closed one is closed again). */
  readonly closed$: Observable<void> = this.#closed.asObservable();

  constructor({ router, scheduler, events, context }: ModalUseCaseParameters) {
    super({ open: false, loading: false, shake: false, embedded: context.isEmbedded() });
    this.#router = router;
    this.#scheduler = scheduler;
    this.#events = events;
    this.#context = context;
    this.follow(router.closeRequested$, () => this.close());
  }

  /**
   * Opens the modal on the view that fits. Precedence, first match wins:
   *   1. an explicit view (with its data): that view;
   *   2. manual WalletConnect control mode, or no adapters and no connected address:
   *      AllWallets on mobile, ConnectingWalletConnectBasic on desktop;
   *   3. a connected address: Account;
   *   4. otherwise: Connect.
   * The spec lists the explicit view first, and the manual-control rule is a special case of rules 3 and 4
   * (it replaces Connect, and in manual mode Account too, since the host owns the WalletConnect session).
   *
   * On an already open modal, a view is pushed (no second MODAL_OPEN) and no view does nothing.
   */
  open(options: OpenModalParameters = {}): void {
    const { view, data } = options;
    if (this.snapshot.open) {
      if (view !== undefined) this.#router.push(view, data);
      return;
    }
    const connected = this.#context.isConnected();
    if (view !== undefined) this.#router.reset(view, data);
    else this.#router.reset(this.#initialView(connected));
    this.setState({ open: true, embedded: this.#context.isEmbedded() });
    runSafely(undefined, 'report MODAL_OPEN', () => this.#events.emit({ type: 'track', event: 'MODAL_OPEN', properties: { connected } }));
  }

  /**
   * Closes the modal unless a close guard refuses (then the modal shakes and false is returned). Closing
   * resets the view to Connect; when embedded, the view is then replaced with Account if an address is
   * connected, otherwise Connect is pushed (already on screen, so the history stays one entry). The
   * transaction stack is cancelled: a request still waiting (a send) no longer moves the views when it ends.
   */
  close(): boolean {
    for (const guard of [...this.#guards]) {
      if (!guard()) {
        this.shake();
        return false;
      }
    }
    const wasOpen = this.snapshot.open;
    const connected = this.#context.isConnected();
    const embedded = this.#context.isEmbedded();
    this.setState({ open: false, loading: false, embedded });
    this.#router.cancelTransactionStack();
    this.#router.reset('Connect');
    if (embedded) {
      if (connected) this.#router.replace('Account');
      else this.#router.push('Connect');
    }
    if (wasOpen) {
      runSafely(undefined, 'report MODAL_CLOSE', () => this.#events.emit({ type: 'track', event: 'MODAL_CLOSE', properties: { connected } }));
      this.#closed.next();
    }
    return true;
  }

  /** Adds a guard consulted on every close; returns the function that removes it. */
  addCloseGuard(guard: CloseGuard): () => void {
    // A wrapper, so the same function added twice is two guards and each removal removes one.
    const entry: CloseGuard = () => guard();
    this.#guards.add(entry);
    return () => {
      this.#guards.delete(entry);
    };
  }

  /** Calls `listener` each time an open modal closes; returns the unsubscribe function. */
  onClosed(listener: () => void): () => void {
    const subscription = this.#closed.subscribe(listener);
    return () => subscription.unsubscribe();
  }

  /** Shakes for SHAKE_DURATION_MS; a shake during a shake restarts the duration. */
  shake(): void {
    this.#cancelShake?.();
    this.setState({ shake: true });
    this.#cancelShake = this.#scheduler.schedule(() => {
      this.#cancelShake = undefined;
      this.setState({ shake: false });
    }, SHAKE_DURATION_MS);
  }

  setLoading(loading: boolean): void {
    this.setState({ loading });
  }

  /** Cancels the shake timer and completes the streams (the base class stops following the router). */
  protected override onDispose(): void {
    this.#cancelShake?.();
    this.#cancelShake = undefined;
    this.#guards.clear();
    this.#closed.complete();
  }

  #initialView(connected: boolean): ViewName {
    const context = this.#context;
    if (context.isManualWalletConnectControl() || (!context.hasAdapters() && !connected)) {
      return context.isMobile() ? 'AllWallets' : 'ConnectingWalletConnectBasic';
    }
    return connected ? 'Account' : 'Connect';
  }
}
