/**
 * What the on-ramp's modules share: the collaborators, the state and the "only the newest answer applies"
 * sequences. The use case (onramp.usecase.ts) builds one context and hands it to each module.
 */
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { runSafely, type Latest } from '../shared/index.js';
import type { OnrampUseCaseDependencies } from './onramp.dependencies.js';
import type { OnrampState } from './onramp.types.js';

/** The use case's state, as the modules read and change it. */
export type OnrampStateAccess = {
  read(): OnrampState;
  /** A shallow merge; emits only on a real change. */
  update(change: Partial<OnrampState>): void;
  replace(next: OnrampState): void;
};

export type OnrampContext = {
  readonly deps: OnrampUseCaseDependencies;
  readonly state: OnrampStateAccess;
  /** Every initialize and reset takes a ticket: options answering for an older load change nothing. */
  readonly loads: Latest;
  /** Every quote request and form change takes a ticket: quotes for an older form change nothing. */
  readonly quotes: Latest;
  /** Every purchase, startOver and reset takes a ticket: an older purchase's answers change nothing. */
  readonly orders: Latest;
};

/** The active namespace, where the on-ramp buys (ONRAMP_NAMESPACES). */
export function onrampNamespace({ deps }: Pick<OnrampContext, 'deps'>): ChainNamespace {
  return deps.network.snapshot.activeCaipNetwork.chainNamespace;
}

/** The connected address on the active namespace: where the tokens go. */
export function onrampAddress(context: Pick<OnrampContext, 'deps'>): string | undefined {
  return context.deps.connection.snapshot.namespaces[onrampNamespace(context)]?.address;
}

/** Shows a view of the flow; a failing router is logged, never raised (the state still says what happened). */
export function showOnrampView({ deps }: Pick<OnrampContext, 'deps'>, view: 'OnRampProviders' | 'BuyInProgress'): void {
  runSafely(deps.logger, `show ${view}`, () => deps.router.push(view));
}
