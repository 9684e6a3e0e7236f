import { describe, expect, it } from 'vitest';
import { countSubscriptions } from '../../../tests/fakes/subscription-counter.js';
import { StateStore } from './state-store.js';

describe('StateStore', () => {
  it('keeps the snapshot identity until a field really changes', () => {
    const store = new StateStore({ count: 0, label: 'a' });
    const before = store.snapshot;
    store.update({ count: 0 });
    expect(store.snapshot).toBe(before);
    store.update({ count: 1 });
    expect(store.snapshot).not.toBe(before);
    expect(store.snapshot).toEqual({ count: 1, label: 'a' });
  });

  it('notifies plain listeners only on changes, and unsubscribes cleanly', () => {
    const store = new StateStore({ count: 0 });
    const calls: number[] = [];
    const live = countSubscriptions(store);
    const unsubscribe = store.subscribe(() => calls.push(store.snapshot.count));
    expect(live.count).toBe(1);
    store.update({ count: 1 });
    store.update({ count: 1 });
    store.update((previous) => ({ count: previous.count + 1 }));
    unsubscribe();
    store.update({ count: 3 });
    expect(calls).toEqual([1, 2]);
    expect(live.count).toBe(0);
  });

  it('select emits distinct derived values', () => {
    const store = new StateStore({ a: 1, b: 1 });
    const seen: number[] = [];
    const subscription = store.select((state) => state.a).subscribe((a) => seen.push(a));
    store.update({ b: 2 });
    store.update({ a: 2 });
    subscription.unsubscribe();
    expect(seen).toEqual([1, 2]);
  });
});
