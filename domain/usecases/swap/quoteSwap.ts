/**
 * Quote -> allowance -> build (SPEC.md section 4 "Swap"), for one form, under its ticket: after every answer,
 * a newer form (another keystroke, token, reset) means this one changes nothing more.
 * - the input rules first (checkSwapInput.ts): a form that breaks one gets `inputError` and no call;
 * - the quote: no route is 'Insufficient balance'; a failing service is 'Failed to fetch swap quote', with
 *   nothing retried on its own (retryQuote asks again), so a failing endpoint sees one request per attempt;
 * - the allowance (a native source needs none): enough builds the swap, short builds the approval; a failed
 *   check is 'Failed to check allowance' and goes back;
 * - the build (buildCheckedSwap.ts): nothing it says reaches the wallet unchecked.
 */
import { usdValue } from '../../entities/token/usdValue.js';
import type { WalletportError } from '../../entities/errors/base.error.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { toTokenUnits } from '../../entities/token/tokenUnits.js';
import type { Ticket } from '../shared/index.js';
import { buildCheckedSwap } from './buildCheckedSwap.js';
import { checkSwapInput, type CheckedSwapInput } from './checkSwapInput.js';
import { goBackFromSwap, swapAddress, swapUserAddress, type SwapContext } from './swap.context.js';
import { destinationAmount, priceImpact, providerFee, slippageAmounts } from './swapDetails.js';
import { isNativeSwapToken } from './swapTokens.js';

/** Checks the form, quotes it and prepares its transaction; stops as soon as `ticket` is no longer current. */
export async function quoteSwap(context: SwapContext, ticket: Ticket): Promise<void> {
  const { state, deps } = context;
  if (!ticket.isCurrent()) return;
  const checked = checkSwapInput({ state: state.read(), walletAddress: swapAddress(context) });
  if (!checked.ok) {
    state.update({ loadingQuote: false, inputError: checked.error });
    return;
  }
  const { sourceToken, toToken, parsedSourceAmount } = checked.value;
  const form = state.read();
  const units = toTokenUnits(parsedSourceAmount.toString(), sourceToken);
  let toTokenAmount: string;
  try {
    const { quotes } = await deps.blockchainApi.getSwapQuote({
      amount: units.toString(),
      userAddress: swapUserAddress(context),
      from: sourceToken.address,
      to: toToken.address,
      gasPrice: String(form.gasPrice ?? 0n),
    });
    if (!ticket.isCurrent()) return;
    const quote = quotes[0];
    if (!quote) {
      // SPEC.md section 4: a quote ends in the details or in 'Insufficient balance' (no route for the amount).
      state.update({ loadingQuote: false, inputError: walletportError('INSUFFICIENT_BALANCE', [], { details: 'No quote for this amount' }) });
      return;
    }
    toTokenAmount = destinationAmount(quote.toAmount, toToken.decimals);
  } catch (cause) {
    if (!ticket.isCurrent()) return;
    deps.logger.warn('The swap could not be quoted', cause);
    state.update({ loadingQuote: false, error: walletportError('SWAP_QUOTE_FAILED', [], { cause }) });
    return;
  }
  const sourceTokenAmountInUSD = usdValue(form.sourceTokenAmount, form.sourceTokenPriceInUSD);
  const toTokenAmountInUSD = usdValue(toTokenAmount, form.toTokenPriceInUSD);
  state.update({
    loadingQuote: false,
    toTokenAmount,
    sourceTokenAmountInUSD,
    toTokenAmountInUSD,
    priceImpact: priceImpact(sourceTokenAmountInUSD, toTokenAmountInUSD),
    providerFee: providerFee(parsedSourceAmount),
    ...slippageAmounts(toTokenAmount, form.slippage),
  });
  await prepareSwapTransaction(context, ticket, checked.value, units, toTokenAmount);
}

/** The allowance check (SPEC.md section 4): enough (or a native source) builds the swap, else the approval. */
async function prepareSwapTransaction(context: SwapContext, ticket: Ticket, input: CheckedSwapInput, units: bigint, toTokenAmount: string): Promise<void> {
  const { state, deps } = context;
  const { sourceToken, toToken } = input;
  const api = deps.blockchainApi;
  state.update({ loadingBuildTransaction: true });
  let needsApproval = false;
  if (!isNativeSwapToken(sourceToken)) {
    let allowance: bigint;
    try {
      allowance = BigInt((await api.getAllowance({ tokenAddress: sourceToken.address, userAddress: swapUserAddress(context) })).allowance);
    } catch (cause) {
      if (!ticket.isCurrent()) return;
      buildFailed(context, walletportError('ALLOWANCE_CHECK_FAILED', [], { cause }));
      goBackFromSwap(context);
      return;
    }
    if (!ticket.isCurrent()) return;
    needsApproval = allowance < units;
    if (needsApproval) state.update({ loadingBuildTransaction: false, loadingApprovalTransaction: true });
  }
  const adapter = deps.chainAdapters.get('eip155');
  const form = state.read();
  const built = await buildCheckedSwap({
    api,
    simulate: adapter?.simulateCalls?.bind(adapter),
    logger: deps.logger,
    caipNetworkId: form.caipNetworkId ?? '',
    account: swapAddress(context) ?? '',
    sourceToken,
    toToken,
    units,
    slippage: form.slippage,
    toTokenAmount,
    minimumReceived: form.minimumReceived ?? toTokenAmount,
    needsApproval,
  });
  if (!ticket.isCurrent()) return;
  if (!built.ok) return buildFailed(context, built.error);
  const { approvalTransaction, swapTransaction, buildCheck } = built;
  state.update({ loadingBuildTransaction: false, loadingApprovalTransaction: false, approvalTransaction, swapTransaction, buildCheck });
}

function buildFailed({ state, deps }: SwapContext, error: WalletportError): void {
  deps.logger.warn(error.shortMessage, error.cause);
  // The Swap and SwapPreview views show `error` in their alert; a toast as well would be said twice.
  state.update({ loadingBuildTransaction: false, loadingApprovalTransaction: false, error });
}
