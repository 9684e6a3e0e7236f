/**
 * Which RPC requests the embedded wallet may raise. Three classes:
 * - safe: read-only methods, answered without asking the user and never aborted when a request is rejected;
 * - unsafe: methods that sign, send or grant, which open ApproveTransaction first;
 * - unknown: everything else, rejected with RPC_CALL_NOT_ALLOWED ('Requested RPC call is not allowed').
 * Both lists are explicit: a method is safe only because it is named here, never by a name pattern.
 * Method names are case-sensitive, as JSON-RPC is.
 */
import type { WalletportError } from '../errors/base.error.js';
import { walletportError } from '../errors/catalogue.js';

/** The signing, sending and permission methods: unsafe, the person approves each one. */
export const UNSAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const;

/**
 * Read-only methods: they read chain, account or bundler state and neither sign nor change anything. Filter
 * methods are left out (they keep state on the node), and so are `eth_sendRawTransaction` (it broadcasts)
 * and the chain switching methods (the frame switches networks with its own SWITCH_NETWORK message).
 */
export const SAFE_RPC_METHODS = [
  // Accounts and chain identity
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'net_version',
  'web3_clientVersion',
  'eth_syncing',
  // Blocks, state and transactions (EIP-1474)
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  // Wallet reads (EIP-5792, EIP-7811)
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  // Bundler reads (ERC-4337)
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_supportedEntryPoints',
  // Solana account reads
  'solana_getAccounts',
  'solana_requestAccounts',
] as const;

export type UnsafeRpcMethod = (typeof UNSAFE_RPC_METHODS)[number];
export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number];
export type RpcMethodClass = 'safe' | 'unsafe' | 'unknown';

const unsafeMethods: ReadonlySet<string> = new Set(UNSAFE_RPC_METHODS);
const safeMethods: ReadonlySet<string> = new Set(SAFE_RPC_METHODS);

/** True when `method` signs, sends or grants (the user must approve it). */
export function isUnsafeRpcMethod(method: unknown): method is UnsafeRpcMethod {
  return typeof method === 'string' && unsafeMethods.has(method);
}

/** True when `method` is one of the listed read-only methods. */
export function isSafeRpcMethod(method: unknown): method is SafeRpcMethod {
  return typeof method === 'string' && safeMethods.has(method);
}

/** 'safe', 'unsafe', or 'unknown' for anything on neither list (including non-strings). */
export function classifyRpcMethod(method: unknown): RpcMethodClass {
  if (isUnsafeRpcMethod(method)) return 'unsafe';
  if (isSafeRpcMethod(method)) return 'safe';
  return 'unknown';
}

export type CheckRpcMethodAllowedErrorType = WalletportError<'RPC_CALL_NOT_ALLOWED'>;
export type CheckRpcMethodAllowedReturnType =
  | { ok: true; value: { method: SafeRpcMethod | UnsafeRpcMethod; class: 'safe' | 'unsafe' } }
  | { ok: false; error: CheckRpcMethodAllowedErrorType };

/**
 * The allow-list as a decision: a safe or unsafe method is allowed (the caller approves the unsafe ones); an
 * unknown one is refused with RPC_CALL_NOT_ALLOWED, the method named in `details`.
 */
export function checkRpcMethodAllowed(method: unknown): CheckRpcMethodAllowedReturnType {
  if (isUnsafeRpcMethod(method)) return { ok: true, value: { method, class: 'unsafe' } };
  if (isSafeRpcMethod(method)) return { ok: true, value: { method, class: 'safe' } };
  return {
    ok: false,
    error: walletportError('RPC_CALL_NOT_ALLOWED', [], { details: `Method: ${describe(method)}` }),
  };
}

function describe(method: unknown): string {
  return typeof method === 'string' ? method : `(${typeof method})`;
}
