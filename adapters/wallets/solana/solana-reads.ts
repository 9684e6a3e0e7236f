/**
 * The node reads and the one write (sendTransaction) the Solana adapter makes, over @solana/kit's RPC client.
 * kit turns the JSON into values (u64 numbers into bigints) but checks nothing, so every answer is validated
 * here with zod before the adapter uses it: a node, or whatever sits between it and the page, is untrusted.
 */
import { createSolanaRpc, getBase64Encoder, type Address, type Base64EncodedWireTransaction, type Signature, type TransactionMessageBytesBase64 } from '@solana/kit';
import { z } from 'zod/mini';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import type { WalletportError } from '../../../domain/entities/errors/base.error.js';

const blockhashSchema = z.object({
  value: z.object({ blockhash: z.string().check(z.minLength(32), z.maxLength(44)), lastValidBlockHeight: z.bigint() }),
});
const lamportsSchema = z.object({ value: z.bigint().check(z.nonnegative()) });
const feeSchema = z.object({ value: z.nullable(z.bigint().check(z.nonnegative())) });
const accountSchema = z.object({
  value: z.nullable(z.object({ owner: z.string(), lamports: z.bigint(), data: z.tuple([z.string(), z.literal('base64')]) })),
});
const rentSchema = z.bigint().check(z.nonnegative());
const signatureSchema = z.string().check(z.minLength(64), z.maxLength(88));
const statusesSchema = z.object({
  value: z.array(
    z.nullable(
      z.object({
        confirmationStatus: z.nullable(z.enum(['processed', 'confirmed', 'finalized'])),
        err: z.nullable(z.unknown()),
      }),
    ),
  ),
});

/** Parses an answer, or fails with INVALID_RESPONSE naming the method: a malformed answer is never used. */
function parsed<TSchema extends z.ZodMiniType>(schema: TSchema, method: string, value: unknown): z.infer<TSchema> {
  const result = schema.safeParse(value);
  if (!result.success) throw walletportError('INVALID_RESPONSE', [method], { details: result.error.message });
  return result.data;
}

export type SolanaAccount = { owner: string; lamports: bigint; data: Uint8Array };
export type SignatureStatus = { confirmationStatus: 'processed' | 'confirmed' | 'finalized' | null; failed: boolean };

export type SolanaReads = {
  latestBlockhash(): Promise<{ blockhash: string; lastValidBlockHeight: bigint }>;
  balance(address: Address): Promise<bigint>;
  account(address: Address): Promise<SolanaAccount | null>;
  minimumBalanceForRentExemption(size: bigint): Promise<bigint>;
  /** The fee of a compiled message (base64); null when the node no longer knows its blockhash. */
  feeForMessage(message: string): Promise<bigint | null>;
  sendTransaction(wireTransaction: string): Promise<string>;
  signatureStatus(signature: string): Promise<SignatureStatus | null>;
};

export type CreateSolanaReadsParameters = { rpcUrl: string };
export type CreateSolanaReadsReturnType = SolanaReads;
/** Each read rejects with INVALID_RESPONSE for a malformed answer, or with kit's SolanaError / fetch's TypeError (mapped by solana-to-walletport-error.ts). */
export type CreateSolanaReadsErrorType = WalletportError<'INVALID_RESPONSE'> | Error;

/** The reads of one network's RPC URL. The client is made here, not at import: it does no I/O until asked. */
export function createSolanaReads({ rpcUrl }: CreateSolanaReadsParameters): CreateSolanaReadsReturnType {
  const rpc = createSolanaRpc(rpcUrl);
  // 'confirmed': what a wallet's preflight uses too (SPEC.md section 5), so reads and sends see one state.
  const commitment = 'confirmed' as const;
  return {
    async latestBlockhash() {
      const answer = parsed(blockhashSchema, 'getLatestBlockhash', await rpc.getLatestBlockhash({ commitment }).send());
      return answer.value;
    },
    async balance(address) {
      return parsed(lamportsSchema, 'getBalance', await rpc.getBalance(address, { commitment }).send()).value;
    },
    async account(address) {
      const answer = parsed(accountSchema, 'getAccountInfo', await rpc.getAccountInfo(address, { commitment, encoding: 'base64' }).send());
      if (answer.value === null) return null;
      return { owner: answer.value.owner, lamports: answer.value.lamports, data: new Uint8Array(getBase64Encoder().encode(answer.value.data[0])) };
    },
    async minimumBalanceForRentExemption(size) {
      return parsed(rentSchema, 'getMinimumBalanceForRentExemption', await rpc.getMinimumBalanceForRentExemption(size, { commitment }).send());
    },
    async feeForMessage(message) {
      const answer = await rpc.getFeeForMessage(message as TransactionMessageBytesBase64, { commitment }).send();
      return parsed(feeSchema, 'getFeeForMessage', answer).value;
    },
    async sendTransaction(wireTransaction) {
      const answer = await rpc
        .sendTransaction(wireTransaction as Base64EncodedWireTransaction, { encoding: 'base64', preflightCommitment: commitment })
        .send();
      return parsed(signatureSchema, 'sendTransaction', answer);
    },
    async signatureStatus(signature) {
      const answer = await rpc.getSignatureStatuses([signature as Signature], { searchTransactionHistory: true }).send();
      const status = parsed(statusesSchema, 'getSignatureStatuses', answer).value[0];
      if (status === undefined) throw walletportError('INVALID_RESPONSE', ['getSignatureStatuses'], { details: 'no status' });
      return status === null ? null : { confirmationStatus: status.confirmationStatus, failed: status.err !== null };
    },
  };
}
