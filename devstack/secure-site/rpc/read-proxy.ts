/**
 * Read-only JSON-RPC calls (SAFE_RPC_METHODS) forwarded to the chain's node. The node's error message comes
 * back as the frame's `_ERROR` message; its result as is.
 */
import { z } from 'zod';
import { PublicError } from '../../mail/http-server.js';
import type { SecureSiteChain } from './chain-book.js';

const answerSchema = z.union([
  z.object({ result: z.unknown() }).transform(({ result }) => ({ ok: true as const, result })),
  z.object({ error: z.object({ message: z.string() }) }).transform(({ error }) => ({ ok: false as const, message: error.message })),
]);

let nextId = 1;

export async function forwardRead(chain: SecureSiteChain, method: string, params: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new PublicError(502, `The ${chain.name} node did not answer (${error instanceof Error ? error.message : String(error)})`);
  }
  const parsed = answerSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new PublicError(502, `The ${chain.name} node answered HTTP ${response.status} without a JSON-RPC result`);
  if (!parsed.data.ok) throw new PublicError(400, parsed.data.message);
  return parsed.data.result;
}
