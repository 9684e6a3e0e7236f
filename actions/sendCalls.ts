/**
 * Sends a batch of calls through the connected EVM wallet (`wallet_sendCalls`, EIP-5792), in wagmi's shape:
 * `sendCalls(client, { calls, capabilities?, forceAtomic?, chainId? })` answers `{ id, capabilities? }`. Each
 * call needs a `to` starting with 0x and, when given, `data` starting with 0x (SPEC.md section 5); the batch's
 * capabilities (`paymasterService` for sponsored gas, ...) reach the wallet untouched. The balances and
 * activity the modal shows follow the batch to its receipt. The calls flow's code loads with the first call.
 */
import { withCore } from '../client/core-access.js';
import type { WalletportClient } from '../client/walletport-client.js';
import type { SendCallsErrorType as FlowSendCallsErrorType, SendCallsParameters as FlowSendCallsParameters, SendCallsReturnType as FlowSendCallsReturnType } from '../domain/usecases/calls/index.js';

export type { Call } from '../domain/entities/calls/sendCallsRequest.js';
export type SendCallsParameters = FlowSendCallsParameters;
export type SendCallsReturnType = FlowSendCallsReturnType;
/** No EVM wallet connected, a call breaking the rules, the wallet's refusal (4001, 5700 to 5760 ...), typed. */
export type SendCallsErrorType = FlowSendCallsErrorType;

export function sendCalls(client: WalletportClient, parameters: SendCallsParameters): Promise<SendCallsReturnType> {
  return withCore(client, async (core) => {
    await core.loadFlows('calls');
    return core.calls.sendCalls(parameters);
  });
}
