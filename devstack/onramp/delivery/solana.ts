/**
 * Delivery on the local Solana chain through its JSON-RPC: the USDC-like token is minted by its authority (the
 * faucet) to the destination's associated token account, created if missing; SOL is sent from the faucet. Each
 * transaction carries a memo naming the order: two deliveries of the same amount to the same wallet would
 * otherwise be the same bytes under the node's one blockhash, and the second a replay that never lands.
 */
import { createAssociatedTokenAccountIdempotentInstruction, createMintToInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { Connection, PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js';
import { solanaFaucetKeypair } from '../../solana/dev-keys.js';
import type { DeliveryRequest } from './deliverer.js';

const MEMO_PROGRAM_ID = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
const STATUS_CHECKS = 50;
const STATUS_CHECK_MS = 100;

export class SolanaDelivery {
  readonly #connection: Connection;

  constructor(rpcUrl: string) {
    this.#connection = new Connection(rpcUrl, 'confirmed');
  }

  async deliver(request: DeliveryRequest): Promise<string> {
    const faucet = solanaFaucetKeypair();
    const owner = new PublicKey(request.destination);
    const memo = new TransactionInstruction({ programId: MEMO_PROGRAM_ID, keys: [], data: Buffer.from(`walletport on-ramp order ${request.orderId}`) });
    const instructions = [memo];
    if (request.contractAddress === '') {
      instructions.push(SystemProgram.transfer({ fromPubkey: faucet.publicKey, toPubkey: owner, lamports: request.units }));
    } else {
      const mint = new PublicKey(request.contractAddress);
      const tokenAccount = getAssociatedTokenAddressSync(mint, owner, true);
      instructions.push(
        createAssociatedTokenAccountIdempotentInstruction(faucet.publicKey, tokenAccount, owner, mint),
        createMintToInstruction(mint, tokenAccount, faucet.publicKey, request.units),
      );
    }
    const { blockhash, lastValidBlockHeight } = await this.#connection.getLatestBlockhash();
    const transaction = new Transaction({ feePayer: faucet.publicKey, blockhash, lastValidBlockHeight }).add(...instructions);
    transaction.sign(faucet);
    // With preflight: a transfer that would fail is refused here and never lands.
    const signature = await this.#connection.sendRawTransaction(transaction.serialize());
    for (let check = 0; check < STATUS_CHECKS; check += 1) {
      const status = (await this.#connection.getSignatureStatuses([signature])).value[0];
      if (status?.err) throw new Error(`delivery ${signature} failed: ${JSON.stringify(status.err)}`);
      if (status) return signature;
      await new Promise((resolve) => setTimeout(resolve, STATUS_CHECK_MS));
    }
    throw new Error(`delivery ${signature} did not land`);
  }
}
