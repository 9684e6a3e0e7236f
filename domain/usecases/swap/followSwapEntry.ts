/**
 * The swap starts from its router entry (as email login and connect attempts do), not from its view: each
 * time another history entry comes on top and it is a Swap entry,
 * - a new entry opened with arguments (router data `swap`) loads the swap for them; an unloaded swap, or one
 *   loaded for another network, loads again; coming back to an entry already loaded (from the token picker,
 *   the review or Networks) keeps its form; an entry that says `swapUnsupportedChain` loads nothing;
 * - `returnFocusTo` names the token button whose picker just closed (the view gives it focus back), or
 *   nothing when the entry came on top another way (the view focuses the amount).
 */
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { RouterHistoryEntry, RouterState } from '../router/index.js';
import type { SwapArguments } from '../router/index.js';
import type { SwapContext } from './swap.context.js';

/** The entry on top of the router's history, once per new top entry. */
export function topRouterEntry$(router: { readonly state$: Observable<Pick<RouterState, 'history'>> }): Observable<RouterHistoryEntry | undefined> {
  return router.state$.pipe(
    map(({ history }) => history.at(-1)),
    distinctUntilChanged(),
  );
}

export type FollowSwapEntryActions = {
  /** Loads the swap for `args` (its failure is in the state, and it goes back by itself). */
  readonly initialize: (args: SwapArguments | undefined) => void;
};

/** The handler of `topRouterEntry$`: it remembers the entries it loaded and the entry that was on top before. */
export function followSwapEntry(context: SwapContext, { initialize }: FollowSwapEntryActions): (top: RouterHistoryEntry | undefined) => void {
  const loaded = new WeakSet<RouterHistoryEntry>();
  let previous: RouterHistoryEntry | undefined;
  return (top) => {
    const before = previous;
    previous = top;
    if (top?.view !== 'Swap') return;
    const returnFocusTo = before?.view === 'SwapSelectToken' ? (before.data?.swapTarget ?? 'sourceToken') : undefined;
    context.state.update({ returnFocusTo });
    if (top.data?.swapUnsupportedChain) return;
    const fresh = !loaded.has(top);
    loaded.add(top);
    const { status, caipNetworkId } = context.state.read();
    if (status === 'initializing') return;
    const args = top.data?.swap;
    const networkChanged = caipNetworkId !== context.deps.network.snapshot.activeCaipNetwork.caipNetworkId;
    if (status === 'uninitialized' || networkChanged || (fresh && args)) initialize(args);
  };
}
