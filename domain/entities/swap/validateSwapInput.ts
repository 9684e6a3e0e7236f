/**
 * What a swap needs before a quote or a transaction is built. Failures are values: the
 * swap view disables its button or shows the message, and the swap use case refuses to build on one.
 */
import type { WalletportError } from '../errors/base.error.js';
import { walletportError } from '../errors/catalogue.js';
import type { BigDecimal } from '../number/bigDecimal.js';
import { parsePositiveAmount } from '../send/parsePositiveAmount.js';

/** The least a swap token must carry: where it lives and how many decimals its units have. */
export type SwapTokenFields = {
  /** The token's address (the swap API uses CAIP-10, `eip155:1:0x...`); any non-empty string. */
  address?: string | null | undefined;
  /** Decimals of the token's units: an integer from 0 to 255 (ERC-20 stores it in a uint8). */
  decimals?: number | null | undefined;
};

/** A swap token whose address and decimals have been checked. */
export type CheckedSwapToken<TToken extends SwapTokenFields> = TToken & { address: string; decimals: number };

export type ValidateSwapInputParameters<TSource extends SwapTokenFields, TDestination extends SwapTokenFields> = {
  /** The address the swap is sent from. */
  walletAddress: string | null | undefined;
  sourceToken: TSource | null | undefined;
  /** The source amount as typed, a decimal string in token units. */
  sourceTokenAmount: string | null | undefined;
  toToken: TDestination | null | undefined;
};

export type ValidSwapInput<TSource extends SwapTokenFields, TDestination extends SwapTokenFields> = {
  walletAddress: string;
  sourceToken: CheckedSwapToken<TSource>;
  sourceTokenAmount: string;
  parsedSourceAmount: BigDecimal;
  toToken: CheckedSwapToken<TDestination>;
};

export type ValidateSwapInputErrorType = WalletportError<
  'NO_SWAP_ADDRESS' | 'SWAP_SOURCE_TOKEN_REQUIRED' | 'INCORRECT_AMOUNT' | 'SWAP_DESTINATION_TOKEN_REQUIRED'
>;

export type ValidateSwapInputReturnType<TSource extends SwapTokenFields, TDestination extends SwapTokenFields> =
  | { ok: true; value: ValidSwapInput<TSource, TDestination> }
  | { ok: false; error: ValidateSwapInputErrorType };

const MAX_TOKEN_DECIMALS = 255;

/** True when `token` has a non-empty address and integer decimals from 0 to 255 (0 is a real value). */
export function isCompleteSwapToken<TToken extends SwapTokenFields>(
  token: TToken | null | undefined,
): token is CheckedSwapToken<TToken> {
  if (token === null || token === undefined) return false;
  const { address, decimals } = token;
  return (
    typeof address === 'string' &&
    address.length > 0 &&
    typeof decimals === 'number' &&
    Number.isInteger(decimals) &&
    decimals >= 0 &&
    decimals <= MAX_TOKEN_DECIMALS
  );
}

/**
 * Checks a swap, reporting the first rule that fails, in this order:
 * 1. a wallet address, else NO_SWAP_ADDRESS ('No address found to swap the tokens from.');
 * 2. a source token with an address and decimals, else SWAP_SOURCE_TOKEN_REQUIRED;
 * 3. a positive plain-decimal source amount, else INCORRECT_AMOUNT ('Incorrect amount', details 'Please enter
 *    a valid amount');
 * 4. a destination token with an address and decimals, else SWAP_DESTINATION_TOKEN_REQUIRED.
 * Balances and gas are separate checks (hasInsufficientSourceBalance, hasInsufficientGas): they need a quote.
 */
export function validateSwapInput<TSource extends SwapTokenFields, TDestination extends SwapTokenFields>(
  parameters: ValidateSwapInputParameters<TSource, TDestination>,
): ValidateSwapInputReturnType<TSource, TDestination> {
  const { walletAddress, sourceToken, sourceTokenAmount, toToken } = parameters;
  if (!walletAddress) return failure(walletportError('NO_SWAP_ADDRESS'));
  if (!isCompleteSwapToken(sourceToken)) return failure(walletportError('SWAP_SOURCE_TOKEN_REQUIRED'));
  const parsedSourceAmount = parsePositiveAmount(sourceTokenAmount);
  if (!parsedSourceAmount || typeof sourceTokenAmount !== 'string') {
    return failure(walletportError('INCORRECT_AMOUNT', [], { details: 'Please enter a valid amount' }));
  }
  if (!isCompleteSwapToken(toToken)) return failure(walletportError('SWAP_DESTINATION_TOKEN_REQUIRED'));
  return { ok: true, value: { walletAddress, sourceToken, sourceTokenAmount, parsedSourceAmount, toToken } };
}

function failure(error: ValidateSwapInputErrorType): { ok: false; error: ValidateSwapInputErrorType } {
  return { ok: false, error };
}
