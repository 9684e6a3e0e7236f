/**
 * What the Swap view's action button says and whether it leads on to SwapPreview (SwapState.action, derived
 * by the use case on every change, so the view holds no rule of its own):
 * 'Select token', 'Enter amount', the input error the use case found ('Insufficient balance', the gas one,
 * 'Incorrect amount'), 'Getting quote...' while the quote and its transaction are built, then 'Review swap'.
 * When the quote or its transaction could not be had ('Failed to fetch swap quote', 'Failed to create
 * transaction'): 'Try again', which asks for the quote again (nothing retries by itself).
 */
import { BigDecimal } from '../../entities/number/bigDecimal.js';
import type { SwapAction, SwapState } from './swap.types.js';

export type SwapActionParameters = Pick<
  SwapState,
  | 'sourceToken'
  | 'toToken'
  | 'sourceTokenAmount'
  | 'toTokenAmount'
  | 'inputError'
  | 'error'
  | 'loadingQuote'
  | 'loadingBuildTransaction'
  | 'loadingApprovalTransaction'
  | 'approvalTransaction'
  | 'swapTransaction'
>;

export type SwapActionReturnType = SwapAction;

export const SWAP_ACTION_LABELS = {
  selectToken: 'Select token',
  enterAmount: 'Enter amount',
  loading: 'Getting quote...',
  review: 'Review swap',
  retry: 'Try again',
} as const;

function isPositive(amount: string): boolean {
  try {
    return BigDecimal.from(amount).compare(0) > 0;
  } catch {
    return false;
  }
}

export function swapAction(state: SwapActionParameters): SwapActionReturnType {
  const waiting = (label: string): SwapActionReturnType => ({ label, ready: false, busy: false, retry: false });
  if (!state.sourceToken || !state.toToken) return waiting(SWAP_ACTION_LABELS.selectToken);
  if (!isPositive(state.sourceTokenAmount)) return waiting(SWAP_ACTION_LABELS.enterAmount);
  if (state.inputError) return waiting(state.inputError.shortMessage);
  const building = state.loadingQuote || state.loadingBuildTransaction || state.loadingApprovalTransaction;
  const built = state.approvalTransaction !== undefined || state.swapTransaction !== undefined;
  if (building) return { label: SWAP_ACTION_LABELS.loading, ready: false, busy: true, retry: false };
  if (!built || !isPositive(state.toTokenAmount)) {
    // Nothing is on its way: a failure stopped it (the error says which).
    if (state.error) return { label: SWAP_ACTION_LABELS.retry, ready: false, busy: false, retry: true };
    return { label: SWAP_ACTION_LABELS.loading, ready: false, busy: true, retry: false };
  }
  return { label: SWAP_ACTION_LABELS.review, ready: true, busy: false, retry: false };
}

/** The action for `next`, as the same object as `previous` when nothing about it changed (stable snapshots). */
export function nextSwapAction(next: SwapActionParameters, previous: SwapAction): SwapAction {
  const action = swapAction(next);
  const same = action.label === previous.label && action.ready === previous.ready && action.busy === previous.busy && action.retry === previous.retry;
  return same ? previous : action;
}
