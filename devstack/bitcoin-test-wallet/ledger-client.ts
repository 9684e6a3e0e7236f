/**
 * What the wallet reads from and sends to the ledger (Esplora's API, devstack/bitcoin): an address's UTXOs, the
 * fee estimates and a broadcast. Every answer is checked with zod before the wallet builds on it.
 */
import { z } from 'zod';
import { RPC_ERROR, SatsConnectRpcError } from './prompts.js';

const utxosSchema = z.array(z.object({ txid: z.string().regex(/^[0-9a-f]{64}$/), vout: z.number().int().min(0), value: z.number().int().positive() })).max(10_000);
const feeEstimatesSchema = z.record(z.string(), z.number().positive());
const txidSchema = z.string().regex(/^[0-9a-f]{64}$/);

export type LedgerUtxo = z.infer<typeof utxosSchema>[number];

export type LedgerClient = {
  utxos(address: string): Promise<LedgerUtxo[]>;
  /** The estimate for confirmation within 3 blocks, in sat/vB (whole, rounded up). */
  feeRate(): Promise<bigint>;
  /** POST /tx: the txid, or the node's refusal as an internal error carrying its text. */
  broadcast(rawHex: string): Promise<string>;
};

export type CreateLedgerClientParameters = {
  /** The Esplora API's base, or where to read it at each call (the demo page's config loads after the wallet). */
  url: string | (() => string);
  fetch?: typeof globalThis.fetch;
};
export type CreateLedgerClientReturnType = LedgerClient;
export type CreateLedgerClientErrorType = SatsConnectRpcError;

export function createLedgerClient({ url, fetch = globalThis.fetch.bind(globalThis) }: CreateLedgerClientParameters): CreateLedgerClientReturnType {
  const base = typeof url === 'string' ? () => url : url;
  async function read(path: string): Promise<unknown> {
    const response = await fetch(`${base()}${path}`);
    if (!response.ok) throw new SatsConnectRpcError(RPC_ERROR.internal, `The ledger answered ${response.status} to ${path}: ${await response.text()}`);
    return response.json();
  }
  return {
    utxos: async (address) => utxosSchema.parse(await read(`/address/${encodeURIComponent(address)}/utxo`)),
    async feeRate() {
      const estimates = feeEstimatesSchema.parse(await read('/fee-estimates'));
      return BigInt(Math.ceil(estimates['3'] ?? estimates['1'] ?? 1));
    },
    async broadcast(rawHex) {
      const response = await fetch(`${base()}/tx`, { method: 'POST', body: rawHex });
      const text = await response.text();
      if (!response.ok) throw new SatsConnectRpcError(RPC_ERROR.internal, `The ledger refused the transaction: ${text}`);
      return txidSchema.parse(text.trim());
    },
  };
}
