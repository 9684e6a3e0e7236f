/**
 * The Solana requests this site performs once the person pressed Approve in the frame, with the user's
 * ed25519 key (custody/solana-key.ts): solana_signMessage (the raw bytes, ed25519), solana_signTransaction
 * (the user's signature put in its slot; the signed transaction comes back too) and
 * solana_signAndSendTransaction (signed, then sent to the Solana chain this site serves; the answer is the
 * signature the chain knows the transaction by). A request naming another account, or a transaction the user
 * is not a signer of, is refused.
 */
import { createPrivateKey, sign } from 'node:crypto';
import { getBase58Decoder } from '@solana/kit';
import { Connection, type Keypair, type VersionedTransaction } from '@solana/web3.js';
import { PublicError } from '../../mail/http-server.js';
import { decodeTransaction, messageBytes, parseSolanaParams, type SolanaSignMethod } from './solana-params.js';

/** The Solana chain the site serves (the devstack's): its CAIP-2 id, name and JSON-RPC. */
export type SecureSiteSolanaChain = { caipNetworkId: string; name: string; rpcUrl: string };

// PKCS#8 for an ed25519 private key is this fixed prefix and the 32-byte seed (RFC 8410).
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export async function signSolanaRequest(keypair: Keypair, chain: SecureSiteSolanaChain, method: SolanaSignMethod, params: unknown): Promise<unknown> {
  const base58 = getBase58Decoder();
  switch (method) {
    case 'solana_signMessage': {
      const { message, pubkey } = parseSolanaParams(method, params);
      assertOwnAccount(keypair, pubkey);
      return { signature: base58.decode(signBytes(keypair, messageBytes(message))) };
    }
    case 'solana_signTransaction': {
      const { transaction, pubkey } = parseSolanaParams(method, params);
      assertOwnAccount(keypair, pubkey);
      const signed = signTransaction(keypair, decodeTransaction(transaction));
      return { signature: base58.decode(signed.signature), transaction: Buffer.from(signed.transaction.serialize()).toString('base64') };
    }
    case 'solana_signAndSendTransaction': {
      const { transaction, pubkey, sendOptions } = parseSolanaParams(method, params);
      assertOwnAccount(keypair, pubkey);
      const signed = signTransaction(keypair, decodeTransaction(transaction));
      return { signature: await sendSigned(chain, signed.transaction, sendOptions) };
    }
  }
}

function assertOwnAccount(keypair: Keypair, pubkey: string | undefined): void {
  if (pubkey !== undefined && pubkey !== keypair.publicKey.toBase58()) {
    throw new PublicError(400, 'The request names an account this wallet does not hold');
  }
}

function signBytes(keypair: Keypair, bytes: Uint8Array): Uint8Array {
  const key = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, keypair.secretKey.subarray(0, 32)]), format: 'der', type: 'pkcs8' });
  return new Uint8Array(sign(null, bytes, key));
}

/** Puts the user's signature in its slot; the user must be one of the transaction's required signers. */
function signTransaction(keypair: Keypair, transaction: VersionedTransaction): { transaction: VersionedTransaction; signature: Uint8Array } {
  const { header, staticAccountKeys } = transaction.message;
  const index = staticAccountKeys.slice(0, header.numRequiredSignatures).findIndex((key) => key.equals(keypair.publicKey));
  if (index === -1) throw new PublicError(400, 'This wallet is not a signer of the transaction');
  const signature = signBytes(keypair, transaction.message.serialize());
  transaction.addSignature(keypair.publicKey, signature);
  return { transaction, signature };
}

async function sendSigned(
  chain: SecureSiteSolanaChain,
  transaction: VersionedTransaction,
  options: { preflightCommitment?: string | undefined; skipPreflight?: boolean | undefined; maxRetries?: number | undefined } | undefined,
): Promise<string> {
  const connection = new Connection(chain.rpcUrl, 'confirmed');
  try {
    return await connection.sendRawTransaction(transaction.serialize(), {
      ...(options?.skipPreflight === undefined ? {} : { skipPreflight: options.skipPreflight }),
      ...(options?.preflightCommitment === undefined ? {} : { preflightCommitment: options.preflightCommitment as 'confirmed' }),
      ...(options?.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
    });
  } catch (error) {
    // The chain's own refusal (rent, funds, a bad blockhash), in its words.
    // web3.js writes 'Simulation failed. Message: <the node's words>. Logs: [...]': the words, without the logs.
    const words = error instanceof Error ? error.message.replace(/\s+/g, ' ').split(' Logs:')[0]!.trim() : '';
    throw new PublicError(400, (words || 'The Solana chain refused the transaction').slice(0, 300));
  }
}
