/**
 * A batch's status: a user operation's receipt from the bundler the session or
 * the page names, else the wallet's own `wallet_getCallsStatus` when it approved that method, else 'Fetching
 * call status not approved by the wallet.'. Both answers are checked with zod before they are read.
 */
import type { WalletportError } from '../../entities/errors/base.error.js';
import { parseWalletError } from '../../entities/errors/rpc/parseWalletError.js';
import type { CallsStatus } from '../../entities/calls/callsStatus.js';
import { parseCallsStatus, type ParseCallsStatusErrorType } from '../../entities/calls/callsStatus.schema.js';
import { callsStatusSource, type CallsStatusSourceErrorType } from '../../entities/calls/callsStatusSource.js';
import {
  callsStatusFromUserOperationReceipt,
  type CallsStatusFromUserOperationReceiptErrorType,
} from '../../entities/calls/userOperationReceipt.js';
import type { CallsContext } from './calls.types.js';
import { chainIdOf, type ChainIdOfErrorType } from './chainIdOf.js';
import { requireWallet, type RequireWalletErrorType } from './requireWallet.js';

export type GetCallsStatusParameters = {
  id: string;
  /** A bundler of the page's own, used when the wallet's session names none. */
  bundlerUrl?: string | undefined;
  /** CAIP-2 id of the chain the batch ran on, when it was not sent through walletport. */
  caipNetworkId?: string | undefined;
};
export type GetCallsStatusReturnType = CallsStatus;
export type GetCallsStatusErrorType =
  | RequireWalletErrorType
  | ChainIdOfErrorType
  | CallsStatusSourceErrorType
  | ParseCallsStatusErrorType
  | CallsStatusFromUserOperationReceiptErrorType
  // 'Failed to fetch user operation receipt - {status}', or the bundler's or the wallet's refusal, typed.
  | WalletportError;

export async function getCallsStatus(context: CallsContext, { id, bundlerUrl, caipNetworkId }: GetCallsStatusParameters): Promise<GetCallsStatusReturnType> {
  const wallet = await requireWallet(context);
  const chain = caipNetworkId ?? context.sentOn.get(id) ?? wallet.caipNetworkId;
  const chainId = chainIdOf({ caipNetworkId: chain });
  const { settings, session, bundler } = context.deps;
  const source = callsStatusSource({
    id,
    caipNetworkId: chain,
    session: await session(),
    customBundlerUrl: bundlerUrl,
    rpcUrl: settings.rpcUrl,
    projectId: settings.projectId,
  });
  if (source.kind === 'bundler') {
    const answer = await bundler.getUserOperationReceipt({ url: source.url, hash: id });
    return callsStatusFromUserOperationReceipt({ id, answer, chainId });
  }
  let answer: unknown;
  try {
    answer = await wallet.provider.request({ method: 'wallet_getCallsStatus', params: [id] });
  } catch (error) {
    throw parseWalletError(error);
  }
  const status = parseCallsStatus({ id, answer });
  return status.chainId === undefined ? { ...status, chainId } : status;
}
