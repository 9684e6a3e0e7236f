/**
 * The local Solana chain as the cloud reads it: its CAIP-2 id, RPC URL, known SPL tokens, and a small JSON-RPC
 * client (fetch). Any transport failure or JSON-RPC error throws, so `fromChain` answers 502.
 */
import { z } from 'zod';

/** An SPL token the cloud lists in balances and history (like the EVM side's asset book). */
export type CloudSolanaToken = { mint: string; symbol: string; name: string; decimals: number };

export type CloudSolanaConfig = {
  /** `solana:<first 32 characters of the genesis hash>`. */
  caip2: string;
  rpcUrl: string;
  tokens: readonly CloudSolanaToken[];
};

/** The native currency; priced under its symbol in the cloud's price table. */
export const SOL_CURRENCY = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const;

export const SOLANA_RPC_TIMEOUT_MS = 15_000;

const rpcAnswerSchema = z.union([
  z.object({ result: z.unknown() }),
  z.object({ error: z.object({ code: z.number(), message: z.string() }) }),
]);

export type SolanaCloudChain = CloudSolanaConfig & { caipId: string; call: <T>(method: string, params: unknown[], schema: z.ZodType<T>) => Promise<T> };

export function solanaCloudChain(config: CloudSolanaConfig): SolanaCloudChain {
  let id = 0;
  const call = async <T>(method: string, params: unknown[], schema: z.ZodType<T>): Promise<T> => {
    id += 1;
    const response = await fetch(config.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
      signal: AbortSignal.timeout(SOLANA_RPC_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`${method}: HTTP ${response.status}`);
    const answer = rpcAnswerSchema.parse(await response.json());
    if ('error' in answer) throw new Error(`${method}: ${answer.error.code} ${answer.error.message}`);
    return schema.parse(answer.result);
  };
  return { ...config, caipId: config.caip2, call };
}
