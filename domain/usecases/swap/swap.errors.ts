/**
 * What the swap's public commands throw (as wagmi's actions and domain/usecases/names type theirs), so a caller
 * can narrow on what it catches. Most commands throw nothing: the form's rules end in `inputError`, the calls'
 * failures in `error`, both on screen. Only approve() and swap() reject.
 */
import type { WalletportError } from '../../entities/errors/base.error.js';
import type { WalletFailureErrorType } from '../shared/index.js';
import type { CheckSwapInputErrorType } from './checkSwapInput.js';

/**
 * A wallet failure as every flow reads it (usecases/shared/wallet-transaction.ts): the wallet's or the node's
 * error (a rejection, insufficient funds, a nonce, a fee cap, ...), never the catalogue's unknown RPC error
 * ('Transaction error' instead).
 */
export type SwapWalletFailureErrorType = WalletFailureErrorType;

/** Nothing to send (no built transaction, or one already with the wallet). */
export type NothingToSendErrorType = WalletportError<'SOMETHING_WENT_WRONG'>;

/** initialize() resolves even when loading fails: 'Failed to initialize swap' is in `error` and a toast. */
export type InitializeSwapErrorType = never;

/** approve(): nothing to approve, no wallet (NO_CONNECTION_CLIENT, NO_SWAP_ADDRESS), or the wallet's failure. */
export type ApproveSwapErrorType = NothingToSendErrorType | SwapWalletFailureErrorType;

/** swap(): nothing to send, the form breaks a rule again before the wallet, or the wallet's failure. */
export type SendSwapErrorType = NothingToSendErrorType | CheckSwapInputErrorType | SwapWalletFailureErrorType;

/** Every other command (the form's, the search, retryQuote, resetForm, reset) throws nothing. */
export type SwapFormErrorType = never;
