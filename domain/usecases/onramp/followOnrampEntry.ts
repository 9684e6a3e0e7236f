/**
 * The Buy flow starts from its router entry (as the swap does), not from its view, so the view only renders
 * the state: each time a Buy entry comes on top, the options load unless they are loaded for the active
 * network already (coming back from the quotes or a picker keeps the form).
 */
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { RouterHistoryEntry, RouterState } from '../router/index.js';

export type OnrampTopEntryParameters = { readonly state$: Observable<Pick<RouterState, 'history'>> };
export type OnrampTopEntryReturnType = Observable<RouterHistoryEntry | undefined>;

/** The entry on top of the router's history, once per new top entry. */
export function onrampTopEntry$(router: OnrampTopEntryParameters): OnrampTopEntryReturnType {
  return router.state$.pipe(
    map(({ history }) => history.at(-1)),
    distinctUntilChanged(),
  );
}

export type FollowOnrampEntryActions = {
  /** True when nothing is loaded, or it was loaded for another network. */
  readonly needsLoad: () => boolean;
  /** Loads the options (never rejects). */
  readonly initialize: () => void;
};

export type FollowOnrampEntryReturnType = (top: RouterHistoryEntry | undefined) => void;

/** The handler of `onrampTopEntry$`. */
export function followOnrampEntry({ needsLoad, initialize }: FollowOnrampEntryActions): FollowOnrampEntryReturnType {
  return (top) => {
    if (top?.view === 'Buy' && needsLoad()) initialize();
  };
}
