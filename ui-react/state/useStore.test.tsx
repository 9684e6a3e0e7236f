import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StateStore } from '../../domain/usecases/shared/state-store.js';
import { countSubscriptions } from '../../tests/fakes/subscription-counter.js';
import { shallowEqual, useStore, type ExternalStore } from './useStore.js';

afterEach(cleanup);

type State = { count: number; label: string; items: readonly number[] };

function setup() {
  const store = new StateStore<State>({ count: 0, label: 'a', items: [] });
  return { store };
}

/** Wraps a store so the test can count live subscriptions, the way a use case's store is used. */
function counting<TState>(store: ExternalStore<TState>) {
  let live = 0;
  let total = 0;
  const wrapped: ExternalStore<TState> = {
    getSnapshot: () => store.getSnapshot(),
    subscribe(listener) {
      live += 1;
      total += 1;
      const unsubscribe = store.subscribe(listener);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        live -= 1;
        unsubscribe();
      };
    },
  };
  return { wrapped, live: () => live, total: () => total };
}

describe('useStore', () => {
  it('renders the snapshot and follows changes', () => {
    const { store } = setup();
    function Count() {
      return <p>{useStore(store).count}</p>;
    }
    const view = render(<Count />);
    expect(view.container.textContent).toBe('0');
    act(() => store.update({ count: 2 }));
    expect(view.container.textContent).toBe('2');
  });

  it('re-renders a component only when its selected value changes', () => {
    const { store } = setup();
    let renders = 0;
    function Label() {
      renders += 1;
      // An inline selector: a new function every render must not matter.
      return <p>{useStore(store, (state) => state.label)}</p>;
    }
    render(<Label />);
    expect(renders).toBe(1);
    act(() => store.update({ count: 1 }));
    act(() => store.update({ count: 2 }));
    expect(renders).toBe(1);
    act(() => store.update({ label: 'b' }));
    expect(renders).toBe(2);
  });

  it('keeps an equal selection (by isEqual) so an object-building selector does not re-render', () => {
    const { store } = setup();
    let renders = 0;
    const seen: object[] = [];
    function Pair() {
      renders += 1;
      const pair = useStore(store, (state) => ({ label: state.label, size: state.items.length }), shallowEqual);
      seen.push(pair);
      return <p>{pair.label}</p>;
    }
    render(<Pair />);
    act(() => store.update({ count: 5 }));
    act(() => store.update({ items: [] }));
    expect(renders).toBe(1);
    act(() => store.update({ items: [1] }));
    expect(renders).toBe(2);
    expect(seen[0]).not.toBe(seen[1]);
  });

  it('leaves no subscription behind when its component unmounts (counted from the outside)', () => {
    const { store } = setup();
    const live = countSubscriptions(store);
    function Reader() {
      useStore(store, (state) => state.count);
      useStore(store);
      return null;
    }
    const view = render(
      <StrictMode>
        <Reader />
        <Reader />
      </StrictMode>,
    );
    expect(live.count).toBe(4);
    view.unmount();
    expect(live.count).toBe(0);
  });

  it('resubscribes when handed another store, releasing the first', () => {
    const first = counting(new StateStore({ count: 1 }));
    const second = counting(new StateStore({ count: 2 }));
    function Reader({ source }: { source: ExternalStore<{ count: number }> }) {
      return <p>{useStore(source, (state) => state.count)}</p>;
    }
    const view = render(<Reader source={first.wrapped} />);
    expect(first.live()).toBe(1);
    view.rerender(<Reader source={second.wrapped} />);
    expect(view.container.textContent).toBe('2');
    expect(first.live()).toBe(0);
    expect(second.live()).toBe(1);
    view.rerender(<Reader source={second.wrapped} />);
    expect(second.total()).toBe(1);
    view.unmount();
    expect(second.live()).toBe(0);
  });
});

describe('shallowEqual', () => {
  it('compares one level deep', () => {
    expect(shallowEqual({ a: 1, b: 'x' }, { a: 1, b: 'x' })).toBe(true);
    expect(shallowEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(shallowEqual({ a: {} }, { a: {} })).toBe(false);
    expect(shallowEqual([1, 2], [1, 2])).toBe(true);
    expect(shallowEqual([1], { 0: 1 })).toBe(false);
    expect(shallowEqual(NaN, NaN)).toBe(true);
    expect(shallowEqual(null, {})).toBe(false);
  });
});
