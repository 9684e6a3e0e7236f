/**
 * The base of every use case that owns state (TanStack Query's `Subscribable`, with an RxJS face):
 * - `snapshot` / `getSnapshot()`: the current state, the same object until a field really changes (so React's
 *   useSyncExternalStore never tears or loops);
 * - `subscribe(listener)`: a plain change listener (the shape useSyncExternalStore wants), returning its
 *   unsubscribe function; `state$`: the same state as an RxJS stream that replays the current value;
 * - `onFirstSubscriber()`: a use case whose work only matters while someone watches (account data, the
 *   wallet lists, activity) starts it there, not in its constructor, so building a use case costs nothing;
 * - `dispose()`: once; `onDispose()` releases what the use case holds, then every stream completes.
 *
 * Subclasses change state only through `setState` (a shallow merge that emits only on a real change) and
 * `replaceState`. How many subscribers there are is deliberately not exposed: tests count subscriptions from
 * the outside (tests/fakes/subscription-counter.ts).
 */
import { Observable } from 'rxjs';
import { StateStore } from './state-store.js';

export abstract class StatefulUseCase<TState extends object> {
  readonly #store: StateStore<TState>;
  #started = false;
  #disposed = false;

  /** The state, replaying the current value to each new subscriber; completes on dispose. */
  readonly state$: Observable<TState>;

  protected constructor(initialState: TState) {
    this.#store = new StateStore(initialState);
    const inner = this.#store.state$;
    this.state$ = new Observable<TState>((subscriber) => {
      this.#startOnce();
      return inner.subscribe(subscriber);
    });
  }

  get snapshot(): TState {
    return this.#store.snapshot;
  }

  readonly getSnapshot = (): TState => this.#store.snapshot;

  /** Calls `listener` after every change (not for the current state); returns the unsubscribe function. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#startOnce();
    return this.#store.subscribe(listener);
  };

  /** Releases what the use case holds and completes its streams. Safe to call more than once. */
  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    this.onDispose();
    this.#store.dispose();
  }

  protected get isDisposed(): boolean {
    return this.#disposed;
  }

  /** Merges a partial state (or an updater's result); emits only when a field changed. Ignored once disposed. */
  protected setState(change: Partial<TState> | ((previous: TState) => Partial<TState>)): void {
    if (!this.#disposed) this.#store.update(change);
  }

  /** Replaces the whole state (emits unless it is the very same object). Ignored once disposed. */
  protected replaceState(next: TState): void {
    if (!this.#disposed) this.#store.set(next);
  }

  /** Work that starts with the first subscriber (of `subscribe` or `state$`); runs at most once. */
  protected onFirstSubscriber(): void {}

  /** Releases timers, subscriptions and pending work; called once, before the streams complete. */
  protected onDispose(): void {}

  #startOnce(): void {
    if (this.#started || this.#disposed) return;
    this.#started = true;
    this.onFirstSubscriber();
  }
}
