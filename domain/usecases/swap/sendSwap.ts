/**
 * Sending the swap's transactions (SPEC.md section 4 "Swap") through the provider the connection hands out,
 * which follows every transaction sent through it (domain/usecases/transactions): balances and activity
 * reload after the receipt.
 * - approve: the approval's receipt is awaited; then, for the same form, the quote and the swap transaction
 *   are built again (the allowance now covers the amount).
 * - swap: the input rules are checked once more before the wallet; a swap sent shows 'Swapped 10.000 USDC for
 *   0.003 WETH', clears the form and shows Account.
 * - a failure shows the wallet's short message (or 'Transaction error', as every flow reads an unrecognised
 *   wallet failure: usecases/shared/wallet-transaction.ts), records SWAP_APPROVAL_ERROR or
 *   SWAP_ERROR and goes back, keeping the form so a retry works.
 */
import { TRANSACTION_CONFIRMATION_TIMEOUT_MS } from '../../entities/constants.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { runSafely } from '../shared/index.js';
import { sendWalletTransaction, toWalletFailure } from '../shared/index.js';
import { checkSwapInput } from './checkSwapInput.js';
import { quoteSwap } from './quoteSwap.js';
import { goBackFromSwap, swapAddress, type SwapContext } from './swap.context.js';
import type { ApproveSwapErrorType, NothingToSendErrorType, SendSwapErrorType, SwapWalletFailureErrorType } from './swap.errors.js';
import type { SwapResult, SwapTransaction } from './swap.types.js';
import { swapSuccessMessage } from './swapDetails.js';

/** Sends `approvalTransaction` and waits for its receipt, then quotes the same form again. Throws ApproveSwapErrorType. */
export async function approveSwap(context: SwapContext): Promise<void> {
  const { state } = context;
  const transaction = state.read().approvalTransaction;
  if (!transaction || state.read().loadingTransaction) {
    throw nothingToSend('There is no approval to send') satisfies ApproveSwapErrorType;
  }
  const ticket = context.form.current();
  state.update({ loadingTransaction: true, error: undefined });
  try {
    const { hash, caipNetworkId } = await sendSwapTransaction(context, transaction);
    const outcome = await waitForTransaction(context, { hash, caipNetworkId, timeoutMs: TRANSACTION_CONFIRMATION_TIMEOUT_MS });
    if (outcome === 'reverted') throw walletportError('TRANSACTION_ERROR', [], { details: 'The approval reverted' });
  } catch (cause) {
    throw transactionFailed(context, 'SWAP_APPROVAL_ERROR', cause) satisfies ApproveSwapErrorType;
  }
  state.update({ loadingTransaction: false });
  if (!ticket.isCurrent()) return;
  state.update({ approvalTransaction: undefined, buildCheck: undefined, loadingQuote: true });
  await quoteSwap(context, ticket);
}

/** Sends `swapTransaction`; success: toast, `resetForm`, Account. Throws SendSwapErrorType. */
export async function sendSwap(context: SwapContext, resetForm: () => void): Promise<SwapResult> {
  const { state, deps } = context;
  const form = state.read();
  const transaction = form.swapTransaction;
  if (!transaction || form.loadingTransaction) {
    throw nothingToSend('There is no swap transaction to send') satisfies SendSwapErrorType;
  }
  const checked = checkSwapInput({ state: form, walletAddress: swapAddress(context) });
  if (!checked.ok) throw checked.error satisfies SendSwapErrorType;
  state.update({ loadingTransaction: true, error: undefined });
  let hash: string;
  try {
    ({ hash } = await sendSwapTransaction(context, transaction));
  } catch (cause) {
    throw transactionFailed(context, 'SWAP_ERROR', cause) satisfies SendSwapErrorType;
  }
  const message = swapSuccessMessage({
    sourceAmount: form.sourceTokenAmount,
    sourceSymbol: checked.value.sourceToken.symbol,
    toAmount: transaction.toAmount ?? form.toTokenAmount,
    toSymbol: checked.value.toToken.symbol,
  });
  resetForm();
  runSafely(deps.logger, 'show the swap toast', () => deps.toasts.showSuccess(message));
  runSafely(deps.logger, 'show the account after a swap', () => deps.router.replace('Account'));
  return { hash };
}

/**
 * Sends a built transaction through the one wallet path (usecases/shared/wallet-transaction.ts). The API's gas
 * limit goes along; the fee is left to the wallet, which prices it for the block it sends in (a gas price quoted
 * earlier may be below the base fee by then).
 */
async function sendSwapTransaction(context: SwapContext, { to, data, value, gas }: SwapTransaction) {
  const { deps } = context;
  const caipNetworkId = deps.network.snapshot.activeCaipNetwork.caipNetworkId;
  const from = swapAddress(context);
  if (from === undefined) throw walletportError('NO_SWAP_ADDRESS');
  const hash = await sendWalletTransaction(deps, { from, caipNetworkId, transaction: { to, data, value, gas } });
  return { hash, caipNetworkId };
}

/** A failed approval or swap: recorded, kept in `error`; the view goes back with the form kept. */
function transactionFailed(context: SwapContext, event: 'SWAP_APPROVAL_ERROR' | 'SWAP_ERROR', cause: unknown): SwapWalletFailureErrorType {
  const { state, deps } = context;
  const error = toWalletFailure(cause);
  const { sourceToken, toToken, sourceTokenAmount, toTokenAmount, caipNetworkId } = state.read();
  const properties = {
    message: error.shortMessage,
    network: caipNetworkId,
    swapFromToken: sourceToken?.symbol,
    swapToToken: toToken?.symbol,
    swapFromAmount: sourceTokenAmount,
    swapToAmount: toTokenAmount,
  };
  runSafely(deps.logger, `record ${event}`, () => deps.events.emit({ type: 'track', event, properties }));
  // Back on Swap, whose alert shows `error` (with the form kept for a retry); a toast as well would be said twice.
  state.update({ loadingTransaction: false, error });
  goBackFromSwap(context);
  return error;
}

function nothingToSend(details: string): NothingToSendErrorType {
  return walletportError('SOMETHING_WENT_WRONG', [], { details });
}

/** The approval's receipt, through the chain adapter (NO_CONNECTION_CLIENT without one). */
function waitForTransaction({ deps }: SwapContext, parameters: { hash: string; caipNetworkId: string; timeoutMs: number }) {
  const adapter = deps.chainAdapters.get('eip155');
  if (!adapter) throw walletportError('NO_CONNECTION_CLIENT');
  return adapter.waitForTransaction(parameters);
}
