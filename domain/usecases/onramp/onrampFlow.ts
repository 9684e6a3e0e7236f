/**
 * The Buy flow lasts while the router's history holds one of its views (the form, its pickers, the quotes,
 * the purchase followed). Once none is left (the modal closed, which resets the history; back to Account),
 * the flow has ended: the purchase stops being followed and the next opening starts from a clean form.
 */
import { distinctUntilChanged, filter, map, pairwise, type Observable } from 'rxjs';
import type { RouterState, ViewName } from '../router/index.js';

/** The views of the Buy flow. */
export const ONRAMP_VIEWS: readonly ViewName[] = ['Buy', 'OnRampProviders', 'BuyInProgress', 'OnRampTokenSelect', 'OnRampFiatSelect'];

export type OnrampFlowEndedParameters = {
  /** The router's state (RouterUseCase fits): the stream replays the current state first. */
  readonly router: { readonly state$: Observable<Pick<RouterState, 'history'>> };
};

export type OnrampFlowEndedReturnType = Observable<void>;

/** Emits each time the history stops holding a Buy flow view after holding one. */
export function onrampFlowEnded$({ router }: OnrampFlowEndedParameters): OnrampFlowEndedReturnType {
  return router.state$.pipe(
    map(({ history }) => history.some((entry) => ONRAMP_VIEWS.includes(entry.view))),
    distinctUntilChanged(),
    pairwise(),
    filter(([wasIn, isIn]) => wasIn && !isIn),
    map(() => undefined),
  );
}
