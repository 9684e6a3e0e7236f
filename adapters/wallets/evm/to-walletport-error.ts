/**
 * Maps whatever a viem action throws to a typed WalletportError. viem wraps the wallet's or node's answer
 * (TransactionExecutionError -> UserRejectedRequestError -> the wallet's `{code: 4001}`), so the innermost
 * error that carries a numeric code is unwrapped first and handed to parseWalletError; viem's own
 * conditions (chain mismatch, receipt timeout, HTTP failure) get their own codes.
 */
import {
  BaseError,
  ChainMismatchError,
  HttpRequestError,
  TimeoutError,
  WaitForTransactionReceiptTimeoutError,
} from 'viem';
import { walkCauses, WalletportError } from '../../../domain/entities/errors/base.error.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { ChainDisconnectedError, parseWalletError } from '../../../domain/entities/errors/rpc-errors.js';

function hasNumericCode(value: unknown): boolean {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

/** The deepest link of the cause chain with a numeric `code` (the wallet's or node's own error). */
function innermostCoded(error: unknown): unknown {
  let found: unknown;
  walkCauses(error, (link) => {
    if (hasNumericCode(link)) found = link;
    return false;
  });
  return found;
}

function find<TError extends Error>(error: BaseError, type: abstract new (...args: never[]) => TError): TError | undefined {
  return (error.walk((link) => link instanceof type) as TError | null) ?? undefined;
}

export function toWalletportError(error: unknown): WalletportError {
  if (error instanceof WalletportError) return error;
  if (!(error instanceof BaseError)) return parseWalletError(error);

  const receiptTimeout = find(error, WaitForTransactionReceiptTimeoutError);
  if (receiptTimeout) return walletportError('REQUEST_TIMEOUT', [], { details: receiptTimeout.shortMessage, cause: error });

  const mismatch = find(error, ChainMismatchError);
  if (mismatch) return new ChainDisconnectedError({ details: mismatch.shortMessage, cause: error });

  const coded = innermostCoded(error);
  if (coded !== undefined) return parseWalletError(coded);

  const http = find(error, HttpRequestError);
  if (http) {
    return http.status === undefined
      ? walletportError('NETWORK_ERROR', [], { details: http.shortMessage, cause: error })
      : walletportError('HTTP_STATUS', [http.status], { details: http.shortMessage, cause: error });
  }
  const timeout = find(error, TimeoutError);
  if (timeout) return walletportError('REQUEST_TIMEOUT', [], { details: timeout.shortMessage, cause: error });

  return parseWalletError(error);
}
