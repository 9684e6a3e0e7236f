/**
 * Counts the live subscriptions of anything with `subscribe(listener)` and/or `state$` (a use case, a fake
 * connection), from the outside: the object's own methods are wrapped on this instance, so production code
 * carries no counting hook. Tests use it to prove that nothing outlives the component or use case that
 * subscribed.
 */
import { Observable } from 'rxjs';

type Countable = {
  subscribe?: ((listener: () => void) => () => void) | undefined;
  state$?: Observable<unknown> | undefined;
};

export type SubscriptionCount = { readonly count: number };

export function countSubscriptions(target: Countable): SubscriptionCount {
  let live = 0;
  const counter = {
    get count() {
      return live;
    },
  };
  const subscribe = target.subscribe;
  if (typeof subscribe === 'function') {
    const original = subscribe.bind(target);
    Object.defineProperty(target, 'subscribe', {
      configurable: true,
      writable: true,
      value: (listener: () => void) => {
        live += 1;
        const unsubscribe = original(listener);
        let released = false;
        return () => {
          if (released) return;
          released = true;
          live -= 1;
          unsubscribe();
        };
      },
    });
  }
  const stream = target.state$;
  if (stream) {
    Object.defineProperty(target, 'state$', {
      configurable: true,
      writable: true,
      value: new Observable((subscriber) => {
        live += 1;
        const subscription = stream.subscribe(subscriber);
        return () => {
          live -= 1;
          subscription.unsubscribe();
        };
      }),
    });
  }
  return counter;
}
