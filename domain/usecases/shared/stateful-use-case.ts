/**
 * The base of every use case that owns state (TanStack Query's `Subscribable`, with an RxJS face):
 * - `snapshot` / `getSnapshot()`: the current state, the same object until a field really changes (so React's
 *   useSyncExternalStore never tears or loops);
 * - `subscribe(listener)`: a plain change listener (the shape useSyncExternalStore wants), returning its
 *   unsubscribe function; `state$`: the same state as an RxJS stream that replays the current value;
 * - `onFirstSubscriber()`: a use case whose work only matters while someone watches (account data, the
 *   wallet lists, activity) starts it there, not in its constructor, so building a use case costs nothing;
 * - `ensureStarted()`: a command that needs that work (a read from outside React, a refresh) starts it too;
 * - `follow(stream, handler)`: handles every value of a stream until the use case is disposed (no
 *   subscription field, no unsubscribe in `onDispose`);
 * - `latest()`: "only the newest answer applies" (shared/latest.ts), with tickets that go stale on dispose;
 * - `dispose()`: once; `onDispose()` releases what the use case holds, then what it follows is let go and
 *   every stream completes.
 *
 * Subclasses change state only through `setState` (a shallow merge that emits only on a real change) and
 * `replaceState`. How many subscribers there are is deliberately not exposed: tests count subscriptions from
 * the outside (tests/fakes/subscription-counter.ts).
 */
import { Observable, Subscription, type TeardownLogic } from 'rxjs';
import { latest, type Latest } from './latest.js';
import { StateStore } from './state-store.js';

export abstract class StatefulUseCase<TState extends object> {
  readonly #store: StateStore<TState>;
  /** What `follow` and `hold` keep until dispose. */
  readonly #held = new Subscription();
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
    this.#held.unsubscribe();
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

  /**
   * Handles every value `stream` emits until the use case is disposed (or the returned subscription is
   * unsubscribed). Nothing is subscribed once the use case is disposed.
   */
  protected follow<T>(stream: Observable<T>, handler: (value: T) => void): Subscription {
    if (this.#disposed) return Subscription.EMPTY;
    const subscription = stream.subscribe(handler);
    this.#held.add(subscription);
    return subscription;
  }

  /** Releases `teardown` (an unsubscribe function, a subscription, a timer's cancel) when the use case is disposed. */
  protected hold(teardown: TeardownLogic): void {
    // Once disposed, `#held` is closed: adding to it releases the teardown at once, which is what is wanted.
    this.#held.add(teardown);
  }

  /** "Only the newest answer applies" (shared/latest.ts): its tickets also go stale when the use case is disposed. */
  protected latest(): Latest {
    return latest({ alive: () => !this.#disposed });
  }

  /** Starts what `onFirstSubscriber` starts, for a command that needs it without a subscriber; runs at most once. */
  protected ensureStarted(): void {
    this.#startOnce();
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
