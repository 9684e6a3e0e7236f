/** What every RPC method reads: the ledger and the faucet that pays airdrops. */
import type { Keypair } from '@solana/web3.js';
import type { SolanaLedger } from './ledger.js';

export type SolanaNode = { ledger: SolanaLedger; faucet: Keypair };

export type RpcMethod = (params: unknown, node: SolanaNode) => unknown;

/** The node's RPC API version, reported in every response context. */
export const API_VERSION = '2.2.0';

/** `{context, value}`, the shape of every answer read at a slot. */
export function withContext(node: SolanaNode, value: unknown): { context: { apiVersion: string; slot: number }; value: unknown } {
  return { context: { apiVersion: API_VERSION, slot: node.ledger.slot }, value };
}
