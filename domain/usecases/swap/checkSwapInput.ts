/**
 * The swap rules that need no quote, checked before a quote and again before the wallet:
 * a form that names both tokens and a valid amount (validateSwapInput), a balance that covers the amount
 * ('Insufficient balance'), and gas: the native balance covers the fee, and a native source leaves the gas
 * reserve of swapSpendable.ts ('Insufficient gas').
 */
import type { WalletportError } from '../../entities/errors/base.error.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import {
  hasInsufficientGas,
  hasInsufficientSourceBalance,
  validateSwapInput,
  type ValidateSwapInputErrorType,
  type ValidSwapInput,
} from '../../entities/swap/index.js';
import type { SwapState, SwapToken } from './swap.types.js';
import { exceedsSwapSpendable } from './swapSpendable.js';

export type CheckedSwapInput = ValidSwapInput<SwapToken, SwapToken>;

export type CheckSwapInputParameters = {
  readonly state: Pick<SwapState, 'sourceToken' | 'sourceTokenAmount' | 'toToken' | 'networkBalance' | 'gasFee' | 'gasPrice'>;
  /** The connected account, plain; undefined without one. */
  readonly walletAddress: string | undefined;
};

/** Why the form cannot be swapped as typed (SwapState.inputError). */
export type CheckSwapInputErrorType = ValidateSwapInputErrorType | WalletportError<'INSUFFICIENT_BALANCE' | 'SWAP_INSUFFICIENT_GAS'>;

export type CheckSwapInputReturnType = { ok: true; value: CheckedSwapInput } | { ok: false; error: CheckSwapInputErrorType };

export function checkSwapInput({ state, walletAddress }: CheckSwapInputParameters): CheckSwapInputReturnType {
  const checked = validateSwapInput({
    walletAddress,
    sourceToken: state.sourceToken,
    sourceTokenAmount: state.sourceTokenAmount,
    toToken: state.toToken,
  });
  if (!checked.ok) return checked;
  const { sourceToken, parsedSourceAmount } = checked.value;
  if (hasInsufficientSourceBalance({ balance: sourceToken.quantity.numeric, amount: parsedSourceAmount })) {
    return { ok: false, error: walletportError('INSUFFICIENT_BALANCE') };
  }
  if (
    hasInsufficientGas({ networkBalance: state.networkBalance, gasEstimate: state.gasFee }) ||
    exceedsSwapSpendable({ token: sourceToken, gasPrice: state.gasPrice, amount: parsedSourceAmount })
  ) {
    return { ok: false, error: walletportError('SWAP_INSUFFICIENT_GAS') };
  }
  return checked;
}
