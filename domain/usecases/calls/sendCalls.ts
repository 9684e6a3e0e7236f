/**
 * Sends a batch of calls through the connected wallet (`wallet_sendCalls`, EIP-5792) and answers the batch
 * id. The calls are checked before the wallet is asked; the request goes through
 * the provider walletport hands out, so balances and activity follow the batch to its receipt like a single
 * transaction. The wallet's refusal comes back typed (4001, 5700 to 5760 ...).
 */
import type { WalletportError } from '../../entities/errors/base.error.js';
import { parseWalletError } from '../../entities/errors/rpc/parseWalletError.js';
import {
  parseSendCallsAnswer,
  sendCallsRequest,
  type Call,
  type ParseSendCallsAnswerErrorType,
  type SendCallsRequestErrorType,
} from '../../entities/calls/sendCallsRequest.js';
import { REMEMBERED_BATCHES, type CallsContext } from './calls.types.js';
import { chainIdOf, type ChainIdOfErrorType } from './chainIdOf.js';
import { requireWallet, type RequireWalletErrorType } from './requireWallet.js';

export type SendCallsParameters = {
  calls: readonly Call[];
  /** The batch's capabilities (`paymasterService`, ...), passed to the wallet untouched. */
  capabilities?: Record<string, unknown> | undefined;
  /** True: every call runs or none (the wallet refuses with 5760 when it cannot). */
  forceAtomic?: boolean | undefined;
  /** Decimal chain id; the wallet's current chain when absent. */
  chainId?: number | undefined;
  /** CAIP-2 id instead of `chainId`. */
  caipNetworkId?: string | undefined;
  /** A batch id of the page's choosing. */
  id?: string | undefined;
};
export type SendCallsReturnType = { id: string; capabilities?: Record<string, unknown> | undefined };
export type SendCallsErrorType =
  | RequireWalletErrorType
  | ChainIdOfErrorType
  | SendCallsRequestErrorType
  | ParseSendCallsAnswerErrorType
  // What the wallet refused with, typed (parseWalletError).
  | WalletportError;

export async function sendCalls(context: CallsContext, parameters: SendCallsParameters): Promise<SendCallsReturnType> {
  const wallet = await requireWallet(context);
  const caipNetworkId = parameters.chainId !== undefined ? `eip155:${parameters.chainId}` : (parameters.caipNetworkId ?? wallet.caipNetworkId);
  const params = sendCallsRequest({
    calls: parameters.calls,
    from: wallet.address,
    chainId: chainIdOf({ caipNetworkId }),
    forceAtomic: parameters.forceAtomic,
    capabilities: parameters.capabilities,
    id: parameters.id,
  });
  let answer: unknown;
  try {
    answer = await wallet.provider.request({ method: 'wallet_sendCalls', params });
  } catch (error) {
    throw parseWalletError(error);
  }
  const sent = parseSendCallsAnswer({ answer });
  remember(context, sent.id, caipNetworkId);
  return sent;
}

function remember({ sentOn }: CallsContext, id: string, caipNetworkId: string): void {
  sentOn.set(id, caipNetworkId);
  if (sentOn.size > REMEMBERED_BATCHES) sentOn.delete(sentOn.keys().next().value as string);
}
