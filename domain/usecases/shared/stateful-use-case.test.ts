import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { countSubscriptions } from '../../../tests/fakes/subscription-counter.js';
import { StatefulUseCase } from './stateful-use-case.js';

class Counter extends StatefulUseCase<{ count: number; label: string }> {
  starts = 0;
  disposals = 0;
  constructor() {
    super({ count: 0, label: 'a' });
  }
  increment(): void {
    this.setState((previous) => ({ count: previous.count + 1 }));
  }
  setLabel(label: string): void {
    this.setState({ label });
  }
  protected override onFirstSubscriber(): void {
    this.starts += 1;
  }
  protected override onDispose(): void {
    this.disposals += 1;
  }
}

describe('StatefulUseCase', () => {
  it('keeps the snapshot identity until a field really changes', () => {
    const counter = new Counter();
    const before = counter.snapshot;
    counter.setLabel('a');
    expect(counter.getSnapshot()).toBe(before);
    counter.increment();
    expect(counter.snapshot).not.toBe(before);
    expect(counter.snapshot).toEqual({ count: 1, label: 'a' });
  });

  it('starts its work with the first subscriber, of either kind, and only once', () => {
    const counter = new Counter();
    expect(counter.starts).toBe(0);
    const first = counter.subscribe(() => undefined);
    const second = counter.state$.subscribe(() => undefined);
    first();
    second.unsubscribe();
    counter.subscribe(() => undefined)();
    expect(counter.starts).toBe(1);

    const streamFirst = new Counter();
    streamFirst.state$.subscribe(() => undefined).unsubscribe();
    expect(streamFirst.starts).toBe(1);
  });

  it('tells listeners about changes only, and a released listener hears nothing more', () => {
    const counter = new Counter();
    const seen: number[] = [];
    const unsubscribe = counter.subscribe(() => seen.push(counter.snapshot.count));
    counter.increment();
    counter.setLabel('a');
    counter.increment();
    unsubscribe();
    counter.increment();
    expect(seen).toEqual([1, 2]);
  });

  it('replays the current state on state$', () => {
    const counter = new Counter();
    counter.increment();
    const seen: number[] = [];
    counter.state$.subscribe((state) => seen.push(state.count)).unsubscribe();
    expect(seen).toEqual([1]);
  });

  it('disposes once: onDispose runs, streams complete, later changes are ignored and nothing starts', () => {
    const counter = new Counter();
    let completed = false;
    counter.state$.subscribe({ complete: () => (completed = true) });
    counter.dispose();
    counter.dispose();
    expect(counter.disposals).toBe(1);
    expect(completed).toBe(true);
    counter.increment();
    expect(counter.snapshot.count).toBe(0);
    const late = new Counter();
    late.dispose();
    late.subscribe(() => undefined);
    expect(late.starts).toBe(0);
  });

  it('can be counted from the outside', () => {
    const counter = new Counter();
    const live = countSubscriptions(counter);
    const unsubscribe = counter.subscribe(() => undefined);
    const subscription = counter.state$.subscribe(() => undefined);
    expect(live.count).toBe(2);
    unsubscribe();
    unsubscribe();
    subscription.unsubscribe();
    expect(live.count).toBe(0);
  });

  describe('follow, hold, latest and ensureStarted', () => {
    class Follower extends StatefulUseCase<{ seen: readonly number[] }> {
      readonly answers = this.latest();
      released = 0;
      constructor(readonly source: Subject<number>) {
        super({ seen: [] });
      }
      read(): void {
        this.ensureStarted();
      }
      protected override onFirstSubscriber(): void {
        this.follow(this.source, (value) => this.setState((previous) => ({ seen: [...previous.seen, value] })));
        this.hold(() => (this.released += 1));
      }
    }

    it('handles a followed stream until dispose, then unsubscribes from it and releases what it holds', () => {
      const source = new Subject<number>();
      const follower = new Follower(source);
      follower.subscribe(() => undefined);
      source.next(1);
      expect(source.observed).toBe(true);
      follower.dispose();
      source.next(2);
      expect(source.observed).toBe(false);
      expect(follower.snapshot.seen).toEqual([1]);
      expect(follower.released).toBe(1);
    });

    it('starts following for a command without a subscriber, once', () => {
      const source = new Subject<number>();
      const follower = new Follower(source);
      follower.read();
      follower.read();
      follower.subscribe(() => undefined);
      source.next(1);
      expect(follower.snapshot.seen).toEqual([1]);
      follower.dispose();
      expect(source.observed).toBe(false);
    });

    it('follows and starts nothing once disposed', () => {
      const source = new Subject<number>();
      const follower = new Follower(source);
      follower.dispose();
      follower.read();
      expect(source.observed).toBe(false);
      expect(follower.released).toBe(0);
    });

    it("makes the use case's tickets stale on dispose", () => {
      const follower = new Follower(new Subject<number>());
      const ticket = follower.answers.take();
      expect(ticket.isCurrent()).toBe(true);
      follower.dispose();
      expect(ticket.isCurrent()).toBe(false);
    });
  });
});
