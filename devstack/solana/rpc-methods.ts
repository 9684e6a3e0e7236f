/** Every HTTP method of the local Solana node, by name. */
import { accountMethods } from './account-methods.js';
import { chainMethods } from './chain-methods.js';
import { tableHandler, type Handler } from './json-rpc.js';
import type { SolanaNode } from './rpc-context.js';
import { transactionMethods } from './transaction-methods.js';

export const RPC_METHOD_NAMES = [...Object.keys(chainMethods), ...Object.keys(accountMethods), ...Object.keys(transactionMethods)];

export function rpcHandler(node: SolanaNode): Handler {
  const all = { ...chainMethods, ...accountMethods, ...transactionMethods };
  return tableHandler(Object.fromEntries(Object.entries(all).map(([name, method]) => [name, (params: unknown) => method(params, node)])));
}
