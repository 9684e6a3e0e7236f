/**
 * A local Bitcoin ledger on a free port for one test file (mining on demand only), plain HTTP helpers for its
 * Esplora API, and spends built and signed by the test with @scure/btc-signer, as a wallet would.
 */
import { RawTx, Transaction } from '@scure/btc-signer';
import { afterAll, beforeAll } from 'vitest';
import type { BitcoinDevKey } from '../dev-keys.js';
import { startBitcoin, type RunningBitcoin, type StartBitcoinOptions } from '../start-bitcoin.js';

export type BitcoinTestNode = { node: RunningBitcoin };

/** Starts one ledger before the file's tests and stops it after; read `.node` inside tests. */
export function useBitcoinTestNode(options: Partial<StartBitcoinOptions> = {}): BitcoinTestNode {
  const handle = {} as BitcoinTestNode;
  beforeAll(async () => {
    handle.node = await startBitcoin({ port: 0, blockIntervalMs: null, ...options });
  });
  afterAll(async () => {
    await handle.node?.stop();
  });
  return handle;
}

export async function getJson<T = unknown>(node: RunningBitcoin, path: string): Promise<T> {
  const response = await fetch(`${node.url}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function getText(node: RunningBitcoin, path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${node.url}${path}`);
  return { status: response.status, text: await response.text() };
}

/** POST /tx with a raw transaction in hex (or any body): the status and the text answer. */
export async function broadcast(node: RunningBitcoin, body: string | Uint8Array): Promise<{ status: number; text: string }> {
  const hex = typeof body === 'string' ? body : Buffer.from(body).toString('hex');
  const response = await fetch(`${node.url}/tx`, { method: 'POST', body: hex });
  return { status: response.status, text: await response.text() };
}

export type Utxo = { txid: string; vout: number; value: number };

export async function utxosOf(node: RunningBitcoin, address: string): Promise<Utxo[]> {
  return getJson<Utxo[]>(node, `/address/${address}/utxo`);
}

export type SpendInput = Utxo & {
  key: BitcoinDevKey;
  /** The amount the signer is told the input holds (a lying wallet's overspend); the real value by default. */
  claimedValue?: number;
};

/** A signed, finalized spend of `inputs` to `outputs` (scriptPubKeys and satoshis). */
export function signedSpend(inputs: SpendInput[], outputs: { script: Uint8Array; value: bigint }[]): Transaction {
  const transaction = new Transaction();
  for (const input of inputs) {
    transaction.addInput({
      txid: input.txid,
      index: input.vout,
      witnessUtxo: { script: input.key.script, amount: BigInt(input.claimedValue ?? input.value) },
      ...(input.key.kind === 'p2tr' ? { tapInternalKey: input.key.publicKey } : {}),
    });
  }
  for (const output of outputs) transaction.addOutput({ script: output.script, amount: output.value });
  const keys = new Map(inputs.map(({ key }) => [Buffer.from(key.privateKey).toString('hex'), key.privateKey]));
  for (const privateKey of keys.values()) transaction.sign(privateKey);
  transaction.finalize();
  return transaction;
}

/** The raw transaction with something changed after signing (an output, a witness). */
export function tampered(raw: Uint8Array, change: (wire: ReturnType<typeof RawTx.decode>) => void): Uint8Array {
  const wire = RawTx.decode(raw);
  change(wire);
  return RawTx.encode(wire);
}
