/**
 * Reads a batch's status (getCallsStatus) until it is final, every `pollingInterval` ms (1 s by default) for
 * at most `timeout` ms (25 s, the transaction confirmation timeout of SPEC.md section 9), as wagmi's
 * waitForCallsStatus does; `onStatus` sees each status read, `signal` stops waiting.
 */
import { withCore } from '../client/core-access.js';
import type { WalletportClient } from '../client/walletport-client.js';
import type {
  WaitForCallsStatusErrorType as FlowWaitForCallsStatusErrorType,
  WaitForCallsStatusParameters as FlowWaitForCallsStatusParameters,
  WaitForCallsStatusReturnType as FlowWaitForCallsStatusReturnType,
} from '../domain/usecases/calls/index.js';

export type WaitForCallsStatusParameters = FlowWaitForCallsStatusParameters;
export type WaitForCallsStatusReturnType = FlowWaitForCallsStatusReturnType;
/** What getCallsStatus rejects with, REQUEST_TIMEOUT when no final status came in time, REQUEST_ABORTED. */
export type WaitForCallsStatusErrorType = FlowWaitForCallsStatusErrorType;

export function waitForCallsStatus(client: WalletportClient, parameters: WaitForCallsStatusParameters): Promise<WaitForCallsStatusReturnType> {
  return withCore(client, async (core) => {
    await core.loadFlows('calls');
    return core.calls.waitForCallsStatus(parameters);
  });
}
