/**
 * A batch's status, in wagmi's shape: `{ status: 'pending' | 'success' | 'failure', statusCode, atomic,
 * receipts, ... }` (statusCode per EIP-5792: 100 pending, 200 confirmed, 400 failed off chain, 500 reverted,
 * 600 partly reverted). A user operation's status is read from the bundler the wallet's session names (or the
 * page's `bundlerUrl`); any other batch from the wallet's own `wallet_getCallsStatus` when the wallet approved
 * it, else it rejects with 'Fetching call status not approved by the wallet.' (SPEC.md sections 7 and 8).
 */
import { withCore } from '../client/core-access.js';
import type { WalletportClient } from '../client/walletport-client.js';
import type {
  GetCallsStatusErrorType as FlowGetCallsStatusErrorType,
  GetCallsStatusParameters as FlowGetCallsStatusParameters,
  GetCallsStatusReturnType as FlowGetCallsStatusReturnType,
} from '../domain/usecases/calls/index.js';

export type { CallsReceipt, CallsStatus, CallsStatusKind } from '../domain/entities/calls/callsStatus.js';
export type GetCallsStatusParameters = FlowGetCallsStatusParameters;
export type GetCallsStatusReturnType = FlowGetCallsStatusReturnType;
/** 'Fetching call status not approved by the wallet.', 'Failed to fetch user operation receipt - {status}', ... */
export type GetCallsStatusErrorType = FlowGetCallsStatusErrorType;

export function getCallsStatus(client: WalletportClient, parameters: GetCallsStatusParameters): Promise<GetCallsStatusReturnType> {
  return withCore(client, async (core) => {
    await core.loadFlows('calls');
    return core.calls.getCallsStatus(parameters);
  });
}
