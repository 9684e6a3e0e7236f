/**
 * The connected Solana wallet as getProvider / useWalletportProvider({ namespace: 'solana' }) hand it to the
 * host page: `{ address, chain, signMessage, signTransaction, signAndSendTransaction }` over bytes, built on the
 * request-style provider every solana connector hands out (ports/solana-wallet.port.ts), so it is the same
 * over a Wallet Standard wallet, WalletConnect or the embedded wallet. Every answer is a wallet's: it is checked
 * (zod) before the page gets it, and a wallet's refusal reaches the page as the typed error it is.
 */
import { z } from 'zod/mini';
import { decodeBase58, encodeBase58 } from '../../entities/address/base58.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { InvalidParamsRpcError, parseWalletError, UnauthorizedProviderError } from '../../entities/errors/rpc-errors.js';
import { decodeBase64, encodeBase64 } from '../../entities/solana-wire/base64.js';
import { MAX_SOLANA_WIRE_BYTES, withFeePayerSignature } from '../../entities/solana-wire/solanaWire.js';
import { isSolanaSignature } from '../../entities/transaction/isSolanaSignature.js';
import type { SolanaPreflightCommitment } from '../../entities/transaction/solanaPreflightCommitment.js';
import { lazySchema } from '../../entities/validation/lazySchema.js';
import { ensureZodMessages } from '../../entities/validation/zod-messages.js';
import { SOLANA_WALLET_METHODS } from '../../../ports/solana-wallet.port.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';

/** How signAndSendTransaction sends (the preflight commitment, skipping it, retries). */
export type SolanaSendOptions = {
  preflightCommitment?: SolanaPreflightCommitment | undefined;
  skipPreflight?: boolean | undefined;
  maxRetries?: number | undefined;
};

/** The connected Solana wallet, for the host page's own signatures. */
export type SolanaWalletProvider = {
  /** The connected account (base58), as of now. */
  readonly address: string;
  /** The CAIP-2 id of the network the connection is on. */
  readonly chain: string;
  /** Signs `message` (any bytes) with the account's ed25519 key; answers the 64-byte signature. */
  signMessage(message: Uint8Array): Promise<Uint8Array>;
  /** Signs a wire-format transaction (legacy or v0) without sending it; answers the signed wire bytes. */
  signTransaction(transaction: Uint8Array): Promise<Uint8Array>;
  /** Signs and sends a wire-format transaction; answers its signature (base58, the transaction's id). */
  signAndSendTransaction(transaction: Uint8Array, options?: SolanaSendOptions): Promise<string>;
};

const signature = z.string().check(z.refine(isSolanaSignature, 'Not a Solana signature'));
const signMessageAnswer = lazySchema(() => z.object({ signature }));
const signTransactionAnswer = lazySchema(() => z.object({ signature, transaction: z.optional(z.string()) }));
const signAndSendAnswer = lazySchema(() => z.object({ signature }));

/** Where the view reads the connection (live: the page may keep the view while the account changes). */
export type SolanaConnectionReader = () => { address: string | undefined; caipNetworkId: string | undefined };

export type SolanaWalletViewParameters = { provider: Eip1193Provider; connection: SolanaConnectionReader };
export type SolanaWalletViewReturnType = SolanaWalletProvider;
/** Thrown by the view's members: the wallet's typed refusal, INVALID_RESPONSE, 4100 once disconnected, -32602 for bad bytes. */
export type SolanaWalletViewErrorType = Error;

function bytes(value: unknown, what: string): Uint8Array {
  if (!(value instanceof Uint8Array) || value.length === 0 || value.length > MAX_SOLANA_WIRE_BYTES) {
    throw new InvalidParamsRpcError({ details: `${what} must be non-empty bytes (a Uint8Array)` });
  }
  return value;
}

export function solanaWalletView({ provider, connection }: SolanaWalletViewParameters): SolanaWalletViewReturnType {
  const address = (): string => {
    const current = connection().address;
    if (current === undefined) throw new UnauthorizedProviderError({ details: 'No Solana account is connected' });
    return current;
  };

  async function request<TOutput>(method: string, params: object, schema: z.ZodMiniType<TOutput>): Promise<TOutput> {
    let answer: unknown;
    try {
      answer = await provider.request({ method, params });
    } catch (error) {
      throw parseWalletError(error);
    }
    ensureZodMessages();
    let parsed: ReturnType<typeof schema.safeParse>;
    try {
      parsed = schema.safeParse(answer);
    } catch {
      throw walletportError('INVALID_RESPONSE', [method], { details: 'The answer could not be read' });
    }
    if (!parsed.success) throw walletportError('INVALID_RESPONSE', [method], { details: parsed.error.issues[0]?.message });
    return parsed.data;
  }

  return {
    get address() {
      return address();
    },
    get chain() {
      const caipNetworkId = connection().caipNetworkId;
      if (caipNetworkId === undefined) throw new UnauthorizedProviderError({ details: 'No Solana account is connected' });
      return caipNetworkId;
    },
    async signMessage(message) {
      const params = { message: encodeBase58(bytes(message, 'The message')), pubkey: address() };
      const answer = await request(SOLANA_WALLET_METHODS.signMessage, params, signMessageAnswer);
      return decodeBase58(answer.signature)!;
    },
    async signTransaction(transaction) {
      const wire = bytes(transaction, 'The transaction');
      const method = SOLANA_WALLET_METHODS.signTransaction;
      const answer = await request(method, { transaction: encodeBase64(wire), pubkey: address() }, signTransactionAnswer);
      // A wallet may answer the signature alone (WalletConnect's shape allows it): it goes into the fee payer's slot.
      const signed = answer.transaction === undefined ? withFeePayerSignature(wire, decodeBase58(answer.signature)!) : decodeBase64(answer.transaction, MAX_SOLANA_WIRE_BYTES);
      if (signed === undefined) throw walletportError('INVALID_RESPONSE', [method], { details: 'The signed transaction could not be read' });
      return signed;
    },
    async signAndSendTransaction(transaction, options) {
      const wire = bytes(transaction, 'The transaction');
      const sendOptions = options === undefined ? {} : { sendOptions: { ...options } };
      const params = { transaction: encodeBase64(wire), pubkey: address(), ...sendOptions };
      const answer = await request(SOLANA_WALLET_METHODS.signAndSendTransaction, params, signAndSendAnswer);
      return answer.signature;
    },
  };
}
