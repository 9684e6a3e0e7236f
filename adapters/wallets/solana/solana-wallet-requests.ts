/**
 * The wallet calls of the Solana adapter, in the shapes of ports/solana-wallet.port.ts, each answer validated
 * with zod at the edge: a wallet is untrusted, and a malformed answer is an INVALID_RESPONSE, never used.
 * No call is retried: a retried request would prompt the visitor twice.
 */
import { z } from 'zod/mini';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import {
  SOLANA_WALLET_METHODS,
  type SolanaSignAndSendTransactionParameters,
  type SolanaSignMessageParameters,
  type SolanaSignTransactionParameters,
} from '../../../ports/solana-wallet.port.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';

const BASE58_SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/;
const signature = z.string().check(z.regex(BASE58_SIGNATURE));
const signMessageResult = z.object({ signature });
/** A Solana transaction is at most 1,232 bytes on the wire: 1,644 characters of base64. */
const WIRE_TRANSACTION_BASE64_MAX = 1_644;
const signTransactionResult = z.object({
  signature,
  transaction: z.optional(z.string().check(z.minLength(1), z.maxLength(WIRE_TRANSACTION_BASE64_MAX))),
});
const signAndSendResult = z.object({ signature });

async function ask<TSchema extends z.ZodMiniType>(provider: Eip1193Provider, method: string, params: object, schema: TSchema): Promise<z.infer<TSchema>> {
  const answer: unknown = await provider.request({ method, params });
  const result = schema.safeParse(answer);
  if (!result.success) throw walletportError('INVALID_RESPONSE', [method], { details: result.error.message });
  return result.data;
}

/**
 * A WalletportError<'INVALID_RESPONSE'> for a malformed answer; otherwise whatever the wallet rejects with, as it
 * is (unknown: the adapter maps it).
 */
export type WalletRequestErrorType = unknown;

export type RequestSignMessageReturnType = Promise<{ signature: string }>;
export type RequestSignMessageErrorType = WalletRequestErrorType;

/** solana_signMessage: the message's bytes (base58) signed by `pubkey`. */
export function requestSignMessage(provider: Eip1193Provider, params: SolanaSignMessageParameters): RequestSignMessageReturnType {
  return ask(provider, SOLANA_WALLET_METHODS.signMessage, params, signMessageResult);
}

export type RequestSignTransactionReturnType = Promise<{ signature: string; transaction?: string | undefined }>;
export type RequestSignTransactionErrorType = WalletRequestErrorType;

/** solana_signTransaction: the fee payer's signature, and the signed transaction when the wallet returns it. */
export function requestSignTransaction(provider: Eip1193Provider, params: SolanaSignTransactionParameters): RequestSignTransactionReturnType {
  return ask(provider, SOLANA_WALLET_METHODS.signTransaction, params, signTransactionResult);
}

export type RequestSignAndSendReturnType = Promise<{ signature: string }>;
export type RequestSignAndSendErrorType = WalletRequestErrorType;

/** solana_signAndSendTransaction: the wallet signs and sends; its answer is the transaction's signature. */
export function requestSignAndSendTransaction(
  provider: Eip1193Provider,
  params: SolanaSignAndSendTransactionParameters,
): RequestSignAndSendReturnType {
  return ask(provider, SOLANA_WALLET_METHODS.signAndSendTransaction, params, signAndSendResult);
}
