/** A local Solana node on free ports for one test file, and a web3.js Connection to it (unmodified, defaults). */
import { Connection, Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js';
import { afterAll, beforeAll } from 'vitest';
import { startSolana, type RunningSolana } from '../start-solana.js';

export type SolanaTestNode = { node: RunningSolana; connection: Connection };

/** Starts one node before the file's tests and stops it after; read `.node` and `.connection` inside tests. */
export function useSolanaTestNode(): SolanaTestNode {
  const handle = {} as SolanaTestNode;
  beforeAll(async () => {
    handle.node = await startSolana({ port: 0 });
    // No wsEndpoint: web3.js finds the subscriptions on port + 1, as against a real validator.
    handle.connection = new Connection(handle.node.rpcUrl, 'confirmed');
  });
  afterAll(async () => {
    await handle.node?.stop();
  });
  return handle;
}

/** A fresh keypair holding `sol` SOL from the faucet (a confirmed airdrop). */
export async function fundedKeypair(connection: Connection, sol = 10): Promise<Keypair> {
  const keypair = Keypair.generate();
  const signature = await connection.requestAirdrop(keypair.publicKey, sol * LAMPORTS_PER_SOL);
  await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) });
  return keypair;
}

/** The JSON-RPC answer of a raw call (what a client that is not web3.js sees). */
export async function rawRpc(url: string, body: unknown): Promise<{ result?: unknown; error?: { code: number; message: string; data?: unknown } }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return (await response.json()) as { result?: unknown; error?: { code: number; message: string; data?: unknown } };
}
