/**
 * The swap flow lasts while the router's history holds the Swap view: its token picker (SwapSelectToken), its
 * review (SwapPreview) and the Networks view opened from it are on top of that entry, and coming back to it
 * keeps the form. Once the entry is gone (the modal closed, which resets the history; Go back to Account; a
 * swap sent, which replaces it), the flow has ended: the next opening starts from a clean form, filled only by
 * the arguments it is opened with, never by the last attempt.
 */
import { distinctUntilChanged, filter, map, pairwise, type Observable } from 'rxjs';
import type { RouterState } from '../router/index.js';

export type SwapFlowEndedParameters = {
  /** The router's state (RouterUseCase fits): the stream replays the current state first. */
  readonly router: { readonly state$: Observable<Pick<RouterState, 'history'>> };
};

export type SwapFlowEndedReturnType = Observable<void>;

/** Emits each time the history stops holding a Swap entry after holding one. */
export function swapFlowEnded$({ router }: SwapFlowEndedParameters): SwapFlowEndedReturnType {
  return router.state$.pipe(
    map(({ history }) => history.some((entry) => entry.view === 'Swap')),
    distinctUntilChanged(),
    pairwise(),
    filter(([wasIn, isIn]) => wasIn && !isIn),
    map(() => undefined),
  );
}
