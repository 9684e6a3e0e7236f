/**
 * The Solana requests this site performs, as the page sends them (ports/solana-wallet.port.ts, WalletConnect's
 * shapes), checked before anything is decoded or signed, and the transaction bytes they carry.
 */
import { getBase58Encoder } from '@solana/kit';
import { VersionedTransaction } from '@solana/web3.js';
import { z } from 'zod';
import { PublicError } from '../../mail/http-server.js';

export const SOLANA_SIGN_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'] as const;
export type SolanaSignMethod = (typeof SOLANA_SIGN_METHODS)[number];

export function isSolanaSignMethod(method: string): method is SolanaSignMethod {
  return (SOLANA_SIGN_METHODS as readonly string[]).includes(method);
}

const base58 = z.string().min(1).max(4096).regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'Expected base58');
const base64 = z.string().min(1).max(8192).regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Expected base64');
const pubkey = base58.max(44).min(32);
const commitment = z.enum(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max']);

export const solanaParamsSchemas = {
  solana_signMessage: z.object({ message: base58, pubkey }),
  solana_signTransaction: z.object({ transaction: base64, pubkey: pubkey.optional() }),
  solana_signAndSendTransaction: z.object({
    transaction: base64,
    pubkey: pubkey.optional(),
    sendOptions: z
      .object({ preflightCommitment: commitment.optional(), skipPreflight: z.boolean().optional(), maxRetries: z.number().int().min(0).max(100).optional() })
      .optional(),
  }),
} as const;

export type SolanaParams<M extends SolanaSignMethod> = z.infer<(typeof solanaParamsSchemas)[M]>;

export function parseSolanaParams<M extends SolanaSignMethod>(method: M, params: unknown): SolanaParams<M> {
  const parsed = solanaParamsSchemas[method].safeParse(params);
  if (!parsed.success) throw new PublicError(400, `Invalid ${method} params: ${parsed.error.issues[0]?.message ?? 'unreadable'}`);
  return parsed.data as SolanaParams<M>;
}

/** The message's bytes (base58 on the wire). */
export function messageBytes(message: string): Uint8Array {
  return new Uint8Array(getBase58Encoder().encode(message));
}

/** The wire-format transaction (legacy or v0); 400 when it does not decode. */
export function decodeTransaction(transaction: string): VersionedTransaction {
  try {
    return VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'));
  } catch {
    throw new PublicError(400, 'The transaction could not be decoded');
  }
}
