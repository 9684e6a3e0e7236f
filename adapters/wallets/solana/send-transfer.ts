/**
 * Has the wallet sign and send a built transfer. solana_signAndSendTransaction first, with the 'confirmed'
 * preflight; a wallet that does not offer it (4200, or JSON-RPC's -32601) signs with solana_signTransaction
 * instead, and the adapter sends: then the signed transaction is checked against the one built
 * (solana-signed-transaction.ts) before it reaches the node.
 */
import type { Address } from '@solana/kit';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import type { WalletportError } from '../../../domain/entities/errors/base.error.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import { signedWireTransaction } from './solana-signed-transaction.js';
import type { SolanaReads } from './solana-reads.js';
import type { BuiltTransfer } from './solana-transfer.js';
import { requestSignAndSendTransaction, requestSignTransaction } from './solana-wallet-requests.js';

/** EIP-1193's "unsupported method" and JSON-RPC's "method not found": the wallet cannot sign and send. */
const METHOD_UNAVAILABLE: ReadonlySet<number> = new Set([4200, -32601]);

function methodUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' && METHOD_UNAVAILABLE.has(code);
}

export type SendTransferParameters = { provider: Eip1193Provider; reads: SolanaReads; built: BuiltTransfer; signer: Address };
export type SendTransferReturnType = Promise<string>;
/** Besides the wallet's own rejections and the node's (mapped by the adapter). */
export type SendTransferErrorType = WalletportError<'INVALID_RESPONSE' | 'INVALID_TRANSACTION' | 'INVALID_SIGNATURE'>;

export async function sendTransfer({ provider, reads, built, signer }: SendTransferParameters): SendTransferReturnType {
  try {
    const { signature } = await requestSignAndSendTransaction(provider, {
      transaction: built.wireTransaction,
      pubkey: signer,
      sendOptions: { preflightCommitment: 'confirmed' },
    });
    return signature;
  } catch (error) {
    if (!methodUnavailable(error)) throw error;
  }
  const answer = await requestSignTransaction(provider, { transaction: built.wireTransaction, pubkey: signer });
  const wire = await signedWireTransaction({ built, signer, answer });
  const sent = await reads.sendTransaction(wire);
  // A transaction's id is its first signature: the node must name the one the wallet gave.
  if (sent !== answer.signature) throw walletportError('INVALID_RESPONSE', ['sendTransaction'], { details: `${sent} is not ${answer.signature}` });
  return sent;
}
