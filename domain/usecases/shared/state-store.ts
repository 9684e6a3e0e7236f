/**
 * The state holder every use case owns: an RxJS BehaviorSubject behind a read-only `state$`, plus a
 * synchronous `snapshot` that stays the same object until something changes. React binds to it with
 * useSyncExternalStore, so the snapshot's identity must only change on a real change: `update` compares
 * shallowly and emits nothing when every field is the same.
 */
import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';

export class StateStore<TState extends object> {
  readonly #subject: BehaviorSubject<TState>;
  readonly state$: Observable<TState>;

  constructor(initialState: TState) {
    this.#subject = new BehaviorSubject(initialState);
    this.state$ = this.#subject.asObservable();
  }

  get snapshot(): TState {
    return this.#subject.getValue();
  }

  /** Merges a partial state (or the result of an updater) and emits only if a field changed. */
  update(change: Partial<TState> | ((previous: TState) => Partial<TState>)): void {
    const previous = this.#subject.getValue();
    const partial = typeof change === 'function' ? change(previous) : change;
    const changed = (Object.keys(partial) as (keyof TState)[]).some((key) => !Object.is(previous[key], partial[key]));
    if (changed) this.#subject.next({ ...previous, ...partial });
  }

  /** Replaces the whole state (emits unless it is the very same object). */
  set(next: TState): void {
    if (next !== this.#subject.getValue()) this.#subject.next(next);
  }

  /** A stream of one derived value that emits only when that value changes. */
  select<TValue>(selector: (state: TState) => TValue, isEqual: (a: TValue, b: TValue) => boolean = Object.is): Observable<TValue> {
    return this.state$.pipe(map(selector), distinctUntilChanged(isEqual));
  }

  /** Subscribes a plain listener (the shape useSyncExternalStore wants); returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    // BehaviorSubject replays the current value; skip it so the listener only hears changes.
    let first = true;
    const subscription = this.#subject.subscribe(() => {
      if (first) {
        first = false;
        return;
      }
      listener();
    });
    return () => subscription.unsubscribe();
  };

  getSnapshot = (): TState => this.#subject.getValue();

  /** Completes the stream; subscribers are released. */
  dispose(): void {
    this.#subject.complete();
  }
}
