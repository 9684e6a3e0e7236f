/**
 * What the swap's modules share: the collaborators, the state, the two "only the newest answer applies"
 * sequences and the one price cache. The use case (swap.usecase.ts) builds one context and hands it to each
 * module, so a module names exactly what it works with.
 */
import type { WalletportError } from '../../entities/errors/base.error.js';
import { runSafely } from '../shared/index.js';
import type { Latest } from '../shared/index.js';
import type { SwapUseCaseDependencies } from './swap.dependencies.js';
import type { SwapState } from './swap.types.js';
import type { SwapPrices } from './swapPrices.js';

/** The use case's state, as the modules read and change it. */
export type SwapStateAccess = {
  read(): SwapState;
  /** A shallow merge; emits only on a real change. */
  update(change: Partial<SwapState>): void;
  replace(next: SwapState): void;
};

export type SwapContext = {
  readonly deps: SwapUseCaseDependencies;
  readonly state: SwapStateAccess;
  /** Every change of the form takes a ticket: a quote, an allowance or a build for an older form changes nothing. */
  readonly form: Latest;
  /** Every initialize and reset takes a ticket: a load for an older one changes nothing. */
  readonly loads: Latest;
  readonly prices: SwapPrices;
};

/** The connected eip155 account, plain. */
export function swapAddress({ deps }: Pick<SwapContext, 'deps'>): string | undefined {
  return deps.connection.snapshot.namespaces.eip155?.address;
}

/** The account as the swap API names it: CAIP-10 on the swap's network. */
export function swapUserAddress(context: Pick<SwapContext, 'deps' | 'state'>): string {
  return `${context.state.read().caipNetworkId ?? ''}:${swapAddress(context) ?? ''}`;
}

/** Goes back one view; a failing router is logged, never raised. */
export function goBackFromSwap({ deps }: Pick<SwapContext, 'deps'>): void {
  runSafely(deps.logger, 'go back from the swap', () => deps.router.goBack());
}

/**
 * Only for what the swap views do not show in their alert: a failed initialize (it goes back) and the missing
 * network price (the swap goes on; the form clears `error`). Other failures are in `error`, on screen.
 */
export function showSwapError({ deps }: Pick<SwapContext, 'deps'>, error: WalletportError): void {
  runSafely(deps.logger, 'show the swap error', () => deps.toasts.showError(error));
}
