/**
 * RPC_REQUEST in the frame (docs/EMBEDDED-WALLET.md, "RPC"): read-only methods and the account/chain ones go
 * to the server at once; the unsafe methods this site performs wait for the person's Approve on the approval
 * screen and are then signed by the server; Reject answers 'User rejected the request.', RPC_ABORT 'Request
 * was aborted'. Anything else is refused without a screen.
 */
import { isSafeRpcMethod, isUnsafeRpcMethod } from '../../../domain/entities/rpc/index.js';
import type { FrameRequestPayload } from '../../../domain/entities/frame/index.js';
import { parseChainId } from '../shared/chain-id.js';
import { API, SMART_ACCOUNT_CANNOT_SIGN } from '../shared/api-types.js';
import { describeRequest, isApprovable } from './describe-request.js';
import { solanaRpcRequest } from './solana-request.js';
import { readTokenMetadata, tokenTransferOf, type TokenMetadata } from './token-transfer.js';
import type { FrameContext } from './frame-context.js';

export const USER_REJECTED = 'User rejected the request.';
export const REQUEST_ABORTED = 'Request was aborted';

export async function rpcRequest(context: FrameContext, payload: FrameRequestPayload<'RPC_REQUEST'>): Promise<unknown> {
  if (payload.chainNamespace === 'solana') return solanaRpcRequest(context, payload);
  const { api, state, storage, approval, config } = context;
  const { method, params } = payload;
  // Before the first await: an RPC_ABORT that comes while this request is prepared aborts it too.
  const since = approval.abortCount;
  const chainId = payload.chainId === undefined ? state.chainId : parseChainId(payload.chainId);
  const body = { method, params, chainId: chainId ?? payload.chainId };
  if (isSafeRpcMethod(method)) return (await api.call<{ result: unknown }>(API.rpc, body)).result;
  if (!isUnsafeRpcMethod(method)) throw new Error('Requested RPC call is not allowed');
  if (!isApprovable(method)) throw new Error(`This secure site cannot perform ${method}`);
  if (!storage.token) throw new Error('Not signed in');
  const network = config.chains.find((chain) => chain.chainId === chainId);
  if (!network) throw new Error('Unsupported chain');
  // A batch goes out from the smart account only, and the smart account signs no messages: either refusal
  // comes before any screen, so the person is never asked to approve what cannot be done.
  if (method === 'wallet_sendCalls' || method === 'personal_sign' || method === 'eth_signTypedData_v4') {
    const smartAccountActs = await batchesOn(context, network.chainId);
    if (method === 'wallet_sendCalls' && !smartAccountActs) throw new Error(`This secure site cannot perform ${method}`);
    if (method !== 'wallet_sendCalls' && smartAccountActs) throw new Error(SMART_ACCOUNT_CANNOT_SIGN);
  }
  const token = method === 'eth_sendTransaction' ? await transferredToken(context, params, chainId ?? payload.chainId) : undefined;
  const decision = await approval.ask(describeRequest(method, params, { appName: state.appName, networkName: network.name, token }), state.appIcon, since);
  if (decision === 'rejected') throw new Error(USER_REJECTED);
  if (decision === 'aborted') throw new Error(REQUEST_ABORTED);
  // The verified parent origin goes along: a paymaster service named by wallet_sendCalls sponsors allowed origins only.
  return (await api.call<{ result: unknown }>(API.sign, { ...body, origin: context.parentOrigin })).result;
}

/** The metadata of the token an ERC-20 transfer moves, read from the chain before the screen opens. */
async function transferredToken(context: FrameContext, params: unknown, chainId: unknown): Promise<TokenMetadata | undefined> {
  const transfer = tokenTransferOf(Array.isArray(params) ? params[0] : undefined);
  if (!transfer) return undefined;
  const ethCall = async (to: string, data: string) =>
    (await context.api.call<{ result: unknown }>(API.rpc, { method: 'eth_call', params: [{ to, data }, 'latest'], chainId })).result;
  return readTokenMetadata(transfer.token, ethCall);
}

/** Whether the wallet batches on `chainId` now (its smart account acts there): what wallet_getCapabilities says. */
async function batchesOn(context: FrameContext, chainId: number): Promise<boolean> {
  const { result } = await context.api.call<{ result: unknown }>(API.rpc, { method: 'wallet_getCapabilities', params: [], chainId });
  return typeof result === 'object' && result !== null && `0x${chainId.toString(16)}` in result;
}
