/**
 * The devstack's Bitcoin ledger as the cloud reads it: its CAIP-2 id and Esplora URL, and a small client
 * (fetch) whose JSON answers are checked with zod. A transport failure or an unexpected status throws, so
 * `fromChain` answers 502; a broadcast the node refuses is a normal answer (`refused`), kept word for word.
 */
import { z } from 'zod';

export type CloudBitcoinConfig = {
  /** `bip122:` and the first 32 hex characters of the genesis hash (regtest's: bip122:0f9188f1…). */
  caip2: string;
  /** The Esplora API's base, `http://127.0.0.1:<port>` (devstack/bitcoin). */
  url: string;
};

/** The native currency; priced under its symbol in the cloud's price table. */
export const BTC_CURRENCY = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const;

export const ESPLORA_TIMEOUT_MS = 15_000;

/** What a broadcast came to: the txid, or the node's reject reason (Core's message, e.g. `txn-mempool-conflict`). */
export type BroadcastOutcome = { kind: 'accepted'; txid: string } | { kind: 'refused'; reason: string };

export type BitcoinCloudChain = CloudBitcoinConfig & {
  caipId: string;
  /** Same shape as the EVM side's chains for `fromChain`'s 502 text. */
  rpcUrl: string;
  get<T>(path: string, schema: z.ZodType<T>): Promise<T>;
  broadcast(hex: string): Promise<BroadcastOutcome>;
};

const txidSchema = z.string().regex(/^[0-9a-f]{64}$/);
/** Esplora's 400 for POST /tx: `sendrawtransaction RPC error: {"code":-26,"message":"…"}`. */
const RPC_ERROR = /^sendrawtransaction RPC error: (\{.*\})$/s;
const rpcErrorSchema = z.object({ code: z.number(), message: z.string().max(1_000) });

export function bitcoinCloudChain(config: CloudBitcoinConfig): BitcoinCloudChain {
  const base = config.url.replace(/\/+$/, '');
  const call = async (path: string, init?: RequestInit): Promise<Response> =>
    fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(ESPLORA_TIMEOUT_MS) });
  return {
    ...config,
    caipId: config.caip2,
    rpcUrl: base,
    async get(path, schema) {
      const response = await call(path);
      if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status} ${(await response.text()).slice(0, 200)}`);
      return schema.parse(await response.json());
    },
    async broadcast(hex) {
      const response = await call('/tx', { method: 'POST', body: hex, headers: { 'content-type': 'text/plain' } });
      const text = (await response.text()).trim();
      if (response.ok) return { kind: 'accepted', txid: txidSchema.parse(text) };
      if (response.status !== 400) throw new Error(`POST /tx: HTTP ${response.status} ${text.slice(0, 200)}`);
      return { kind: 'refused', reason: nodeReason(text) };
    },
  };
}

/** The node's own message out of Esplora's refusal text; the text itself when it has no RPC error in it. */
function nodeReason(text: string): string {
  const match = RPC_ERROR.exec(text);
  if (!match) return text.slice(0, 1_000);
  try {
    return rpcErrorSchema.parse(JSON.parse(match[1]!)).message;
  } catch {
    return text.slice(0, 1_000);
  }
}
