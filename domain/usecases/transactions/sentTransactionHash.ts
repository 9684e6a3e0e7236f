/**
 * The hash of the transaction a wallet request sent, read from the wallet's answer, or undefined when the
 * request sends nothing or the answer carries no hash. eth_sendTransaction and eth_sendRawTransaction answer
 * the hash; wallet_sendCalls (EIP-5792) answers a batch id, which is a transaction hash only for some
 * wallets (another id is followed through wallet_getCallsStatus: waitForCallsBatch.ts).
 */
import { isTransactionHash } from '../../entities/transaction/isTransactionHash.js';

export const TRANSACTION_METHODS: ReadonlySet<string> = new Set(['eth_sendTransaction', 'eth_sendRawTransaction', 'wallet_sendCalls']);

export function sentTransactionHash(method: string, result: unknown): `0x${string}` | undefined {
  if (!TRANSACTION_METHODS.has(method)) return undefined;
  if (isTransactionHash(result)) return result;
  if (method !== 'wallet_sendCalls' || typeof result !== 'object' || result === null) return undefined;
  const id: unknown = (result as { id?: unknown }).id;
  return isTransactionHash(id) ? id : undefined;
}
