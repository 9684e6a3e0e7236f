/**
 * The Solana side of the frame (docs/EMBEDDED-WALLET.md, "Solana"): GET_USER on a `solana:` chain answers the
 * user's Solana address; RPC_REQUEST with `chainNamespace: 'solana'` answers solana_getAccounts and
 * solana_requestAccounts at once, and shows the approval screen for the three signing methods (what the
 * server read from the request: the message, or the transfer's receiver, amount in SOL and fee) before the
 * server signs with the user's ed25519 key. Reject answers 'User rejected the request.', RPC_ABORT 'Request
 * was aborted', as for eip155.
 */
import { FRAME_ERROR_MESSAGES, type FrameRequestPayload } from '../../../domain/entities/frame/index.js';
import { API, type SolanaUserAnswer } from '../shared/api-types.js';
import type { ApprovalDescription } from './describe-request.js';
import type { FrameContext } from './frame-context.js';

const SIGN_METHODS: ReadonlySet<string> = new Set(['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']);

/** A chain id naming a Solana chain: GET_USER and RPC_REQUEST then go to the Solana side. */
export function isSolanaChainId(chainId: unknown): chainId is string {
  return typeof chainId === 'string' && chainId.startsWith('solana:');
}

export function solanaUser(context: FrameContext, chainId: string): Promise<SolanaUserAnswer> {
  return context.api.call<SolanaUserAnswer>(API.solanaUser, { chainId });
}

export async function solanaRpcRequest(context: FrameContext, payload: FrameRequestPayload<'RPC_REQUEST'>): Promise<unknown> {
  const { api, state, storage, approval } = context;
  // Before the first await: an RPC_ABORT that comes while this request is prepared aborts it too.
  const since = approval.abortCount;
  const { method, params } = payload;
  const chainId = typeof payload.chainId === 'string' ? payload.chainId : undefined;
  if (method === 'solana_getAccounts' || method === 'solana_requestAccounts') {
    if (!storage.token) return [];
    return [{ pubkey: (await solanaUser(context, chainId ?? '')).address }];
  }
  if (!SIGN_METHODS.has(method)) throw new Error(`This secure site cannot perform ${method}`);
  if (!storage.token) throw new Error('Not signed in');
  const body = { method, params, ...(chainId === undefined ? {} : { chainId }) };
  const details = await api.call<ApprovalDescription>(API.solanaDescribe, body);
  // What is asked first (the server's rows), then which app asks.
  const description = { heading: details.heading, rows: [...details.rows, { label: 'App', value: state.appName || 'Unknown app' }] };
  const decision = await approval.ask(description, state.appIcon, since);
  if (decision === 'rejected') throw new Error(FRAME_ERROR_MESSAGES.userRejected);
  if (decision === 'aborted') throw new Error(FRAME_ERROR_MESSAGES.aborted);
  return (await api.call<{ result: unknown }>(API.solanaSign, body)).result;
}
