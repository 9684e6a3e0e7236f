/**
 * Reads a batch's status until it is final (success or failure), every `pollingInterval` (RETRY_INTERVAL_MS) and
 * at most `timeout` (the transaction confirmation timeout). Each status read is handed
 * to `onStatus`, so a view shows pending then final. A read that fails is not retried in a tight loop: it
 * waits the interval like any other, and the last failure is thrown when time runs out without a final status;
 * a refusal that cannot change (no bundler and the wallet did not approve the method) is thrown at once.
 */
import { isWalletportError, type WalletportError } from '../../entities/errors/base.error.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { RETRY_INTERVAL_MS, TRANSACTION_CONFIRMATION_TIMEOUT_MS } from '../../entities/constants.js';
import type { CallsStatus } from '../../entities/calls/callsStatus.js';
import type { CallsContext } from './calls.types.js';
import { getCallsStatus, type GetCallsStatusErrorType, type GetCallsStatusParameters } from './getCallsStatus.js';

export type WaitForCallsStatusParameters = GetCallsStatusParameters & {
  pollingInterval?: number | undefined;
  timeout?: number | undefined;
  onStatus?: ((status: CallsStatus) => void) | undefined;
  /** Stops waiting (a view unmounted): the promise rejects with REQUEST_ABORTED. */
  signal?: AbortSignal | undefined;
};
export type WaitForCallsStatusReturnType = CallsStatus;
export type WaitForCallsStatusErrorType =
  | GetCallsStatusErrorType
  | WalletportError<'REQUEST_TIMEOUT'>
  | WalletportError<'REQUEST_ABORTED'>;

/** Failures no second read can change. */
const FINAL_FAILURES = ['CALL_STATUS_NOT_APPROVED', 'PROVIDER_NOT_CONNECTED', 'UNSUPPORTED_CHAIN'] as const;

export async function waitForCallsStatus(context: CallsContext, parameters: WaitForCallsStatusParameters): Promise<WaitForCallsStatusReturnType> {
  const { pollingInterval = RETRY_INTERVAL_MS, timeout = TRANSACTION_CONFIRMATION_TIMEOUT_MS, onStatus, signal, ...read } = parameters;
  let lastFailure: unknown;
  for (let waited = 0; ; waited += pollingInterval) {
    if (signal?.aborted) throw walletportError('REQUEST_ABORTED');
    try {
      const status = await getCallsStatus(context, read);
      lastFailure = undefined;
      onStatus?.(status);
      if (status.status !== 'pending') return status;
    } catch (error) {
      if (FINAL_FAILURES.some((code) => isWalletportError(error, code))) throw error;
      lastFailure = error;
      context.deps.logger.debug('A calls status read failed; trying again', error);
    }
    if (waited + pollingInterval > timeout) break;
    await pause(context, pollingInterval, signal);
  }
  if (lastFailure !== undefined) throw lastFailure;
  throw walletportError('REQUEST_TIMEOUT', [], { details: `The batch ${parameters.id} was not final within ${timeout / 1000} s` });
}

function pause({ deps }: CallsContext, ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const cancel = deps.scheduler.schedule(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    const abort = () => {
      cancel();
      reject(walletportError('REQUEST_ABORTED'));
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}
