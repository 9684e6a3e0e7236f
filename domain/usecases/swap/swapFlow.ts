/**
 * The swap flow lasts while the router's history holds the Swap view: its token picker (SwapSelectToken), its
 * review (SwapPreview) and the Networks view opened from it are on top of that entry, and coming back to it
 * keeps the form. Once the entry is gone (the modal closed, which resets the history; Go back to Account; a
 * swap sent, which replaces it), the flow has ended: the next opening starts from a clean form, filled only by
 * the arguments it is opened with, never by the last attempt.
 */
import { distinctUntilChanged, filter, map, pairwise, type Observable, type Subscription } from 'rxjs';
import type { RouterState } from '../router/router.usecase.js';

export type WhenSwapFlowEndsParameters = {
  /** The router's state (RouterUseCase fits): the stream replays the current state first. */
  readonly router: { readonly state$: Observable<Pick<RouterState, 'history'>> };
  readonly onEnd: () => void;
};

export type WhenSwapFlowEndsReturnType = Subscription;

/** Calls `onEnd` each time the history stops holding a Swap entry after holding one. */
export function whenSwapFlowEnds({ router, onEnd }: WhenSwapFlowEndsParameters): WhenSwapFlowEndsReturnType {
  return router.state$
    .pipe(
      map(({ history }) => history.some((entry) => entry.view === 'Swap')),
      distinctUntilChanged(),
      pairwise(),
      filter(([wasIn, isIn]) => wasIn && !isIn),
    )
    .subscribe(() => onEnd());
}
