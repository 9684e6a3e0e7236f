/**
 * The state bridge: binds a use case's store (`subscribe` + `getSnapshot`, see StateStore) to React with
 * useSyncExternalStore. With a selector, a component re-renders only when the selected value changes
 * (by `Object.is`, or by `isEqual` when given, e.g. `shallowEqual` for a selector that builds an object).
 *
 * On the server (and while hydrating) the same snapshot is read through getServerSnapshot, so hooks render
 * in Node without a window. The effect cleanup React runs on unmount calls the store's unsubscribe.
 */
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';

/** What a use case exposes for React: the StateStore pair, plus an optional server snapshot. */
export type ExternalStore<TState> = {
  subscribe(listener: () => void): () => void;
  getSnapshot(): TState;
  getServerSnapshot?: (() => TState) | undefined;
};

export type Selector<TState, TSelected> = (state: TState) => TSelected;
export type IsEqual<TValue> = (a: TValue, b: TValue) => boolean;

const identity = <TValue>(value: TValue): TValue => value;

export function useStore<TState>(store: ExternalStore<TState>): TState;
export function useStore<TState, TSelected>(
  store: ExternalStore<TState>,
  selector: Selector<TState, TSelected>,
  isEqual?: IsEqual<TSelected>,
): TSelected;
export function useStore<TState, TSelected>(
  store: ExternalStore<TState>,
  selector: Selector<TState, TSelected> = identity as Selector<TState, TSelected>,
  isEqual: IsEqual<TSelected> = Object.is,
): TSelected {
  // The last value handed to React, kept across renders so an equal selection keeps its identity even when
  // the selector is an inline function (a new one every render).
  const lastSelection = useRef<{ value: TSelected } | null>(null);

  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);

  const [getSelection, getServerSelection] = useMemo(() => {
    let memoSnapshot: TState;
    let memoSelection: TSelected;
    let hasMemo = false;
    const select = (snapshot: TState): TSelected => {
      if (hasMemo && Object.is(memoSnapshot, snapshot)) return memoSelection;
      const next = selector(snapshot);
      const previous = hasMemo ? { value: memoSelection } : lastSelection.current;
      hasMemo = true;
      memoSnapshot = snapshot;
      memoSelection = previous !== null && isEqual(previous.value, next) ? previous.value : next;
      return memoSelection;
    };
    const getServerSnapshot = store.getServerSnapshot ?? store.getSnapshot;
    return [() => select(store.getSnapshot()), () => select(getServerSnapshot.call(store))] as const;
  }, [store, selector, isEqual]);

  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  lastSelection.current = { value };
  return value;
}

/** Equal when both are the same value, or objects/arrays with the same keys and `Object.is`-equal values. */
export function shallowEqual<TValue>(a: TValue, b: TValue): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every(
    (key) => Object.hasOwn(b, key) && Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
