/**
 * The request-style provider of ports/solana-wallet.port.ts over a Wallet Standard wallet: WalletConnect's
 * Solana JSON-RPC methods become `solana:*` feature calls (base58 messages and signatures, base64 transactions
 * turned into bytes and back), so the Solana chain adapter and getProvider's Solana shape work the same over
 * this connector as over WalletConnect. Parameters are checked before the wallet sees anything, answers after
 * (wallet-standard-handle.ts); a wallet's refusal keeps its code (4001, 4100, ...).
 */
import { z } from 'zod/mini';
import { InvalidParamsRpcError, UnauthorizedProviderError, UnsupportedProviderMethodError } from '../../../domain/entities/errors/rpc-errors.js';
import { isSolanaAddress } from '../../../domain/entities/address/isSolanaAddress.js';
import { lazySchema } from '../../../domain/entities/validation/lazySchema.js';
import { SOLANA_WALLET_METHODS, type SolanaAccountsResult } from '../../../ports/solana-wallet.port.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import type { WalletStandardHandle } from './wallet-standard-handle.js';
import {
  SOLANA_SIGN_AND_SEND_TRANSACTION,
  SOLANA_SIGN_MESSAGE,
  SOLANA_SIGN_TRANSACTION,
  signAndSendOutputSchema,
  signMessageOutputSchema,
  signTransactionOutputSchema,
} from './wallet-standard.schema.js';
import { base58ToBytes, base64ToBytes, bytesToBase58, bytesToBase64, firstSignature } from './wire-codec.js';

/** What the provider needs of its connector: the page's accounts, connecting, and the network in use. */
export type SolanaSession = {
  handle: WalletStandardHandle;
  /** The addresses the page may use now (empty when not connected); the active one first. */
  accounts(): readonly string[];
  /** Connects (may prompt) and answers the addresses. */
  connect(): Promise<readonly string[]>;
  /** The wallet's own account object for an address (what its features expect as `account`). */
  walletAccount(address: string): unknown;
  /** The CAIP-2 id of the network in use (what signAndSend sends to). */
  caipNetworkId(): string;
};

const address = z.string().check(z.refine(isSolanaAddress, 'Not a Solana address'));
const signMessageParams = lazySchema(() => z.object({ message: z.string().check(z.minLength(1)), pubkey: address }));
const signTransactionParams = lazySchema(() => z.object({ transaction: z.string().check(z.minLength(1)), pubkey: z.optional(address) }));
const COMMITMENTS = ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'] as const;
const signAndSendParams = lazySchema(() => z.object({
  transaction: z.string().check(z.minLength(1)),
  pubkey: z.optional(address),
  sendOptions: z.optional(z.object({
    preflightCommitment: z.optional(z.enum(COMMITMENTS)),
    skipPreflight: z.optional(z.boolean()),
    maxRetries: z.optional(z.number().check(z.int(), z.nonnegative())),
  })),
}));

/** Wallet Standard knows three commitments; the older names (SPEC.md section 5) are their aliases in web3.js. */
const STANDARD_COMMITMENT: Readonly<Record<(typeof COMMITMENTS)[number], 'processed' | 'confirmed' | 'finalized'>> = {
  processed: 'processed',
  recent: 'processed',
  confirmed: 'confirmed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  finalized: 'finalized',
  root: 'finalized',
  max: 'finalized',
};

function readParams<TOutput>(schema: z.ZodMiniType<TOutput>, params: unknown, method: string): TOutput {
  // WalletConnect sends an object; an array holding it (EIP-1193 style) is read the same.
  const value = Array.isArray(params) ? (params as unknown[])[0] : params;
  let result: ReturnType<typeof schema.safeParse>;
  try {
    result = schema.safeParse(value);
  } catch {
    throw new InvalidParamsRpcError({ details: `${method}: the parameters could not be read` });
  }
  if (!result.success) throw new InvalidParamsRpcError({ details: `${method}: ${result.error.issues[0]?.message ?? 'invalid parameters'}` });
  return result.data;
}

function bytesOf(text: string, decode: (text: string) => Uint8Array | undefined, what: string, method: string): Uint8Array {
  const bytes = decode(text);
  if (bytes === undefined || bytes.length === 0) throw new InvalidParamsRpcError({ details: `${method}: ${what} is not valid` });
  return bytes;
}

export type CreateSolanaRequestProviderParameters = SolanaSession;
export type CreateSolanaRequestProviderReturnType = Eip1193Provider;

export function createSolanaRequestProvider(session: CreateSolanaRequestProviderParameters): CreateSolanaRequestProviderReturnType {
  const { handle } = session;

  /** The account that signs: the one named (it must be the page's), or the active one. */
  function signer(pubkey: string | undefined): unknown {
    const accounts = session.accounts();
    const chosen = pubkey ?? accounts[0];
    if (chosen === undefined || !accounts.includes(chosen)) throw new UnauthorizedProviderError();
    return session.walletAccount(chosen);
  }

  const handlers: Record<string, (params: unknown) => Promise<unknown>> = {
    [SOLANA_WALLET_METHODS.getAccounts]: async (): Promise<SolanaAccountsResult> => session.accounts().map((pubkey) => ({ pubkey })),
    [SOLANA_WALLET_METHODS.requestAccounts]: async (): Promise<SolanaAccountsResult> => (await session.connect()).map((pubkey) => ({ pubkey })),
    [SOLANA_WALLET_METHODS.signMessage]: async (params) => {
      const method = SOLANA_WALLET_METHODS.signMessage;
      const { message, pubkey } = readParams(signMessageParams, params, method);
      const bytes = bytesOf(message, base58ToBytes, 'message', method);
      const account = signer(pubkey);
      const [output] = await handle.call({ feature: SOLANA_SIGN_MESSAGE, method: 'signMessage', args: [{ account, message: bytes }], schema: signMessageOutputSchema });
      return { signature: bytesToBase58(output!.signature) };
    },
    [SOLANA_WALLET_METHODS.signTransaction]: async (params) => {
      const method = SOLANA_WALLET_METHODS.signTransaction;
      const { transaction, pubkey } = readParams(signTransactionParams, params, method);
      const bytes = bytesOf(transaction, base64ToBytes, 'transaction', method);
      const account = signer(pubkey);
      const input = { account, transaction: bytes, chain: session.caipNetworkId() };
      const [output] = await handle.call({ feature: SOLANA_SIGN_TRANSACTION, method: 'signTransaction', args: [input], schema: signTransactionOutputSchema });
      const signature = firstSignature(output!.signedTransaction);
      if (signature === undefined) throw new InvalidParamsRpcError({ details: `${method}: the wallet returned a transaction without a signature` });
      return { signature: bytesToBase58(signature), transaction: bytesToBase64(output!.signedTransaction) };
    },
    [SOLANA_WALLET_METHODS.signAndSendTransaction]: async (params) => {
      const method = SOLANA_WALLET_METHODS.signAndSendTransaction;
      const { transaction, pubkey, sendOptions } = readParams(signAndSendParams, params, method);
      const bytes = bytesOf(transaction, base64ToBytes, 'transaction', method);
      const account = signer(pubkey);
      const { preflightCommitment, ...rest } = sendOptions ?? {};
      const options = { ...rest, ...(preflightCommitment === undefined ? {} : { preflightCommitment: STANDARD_COMMITMENT[preflightCommitment] }) };
      const input = { account, transaction: bytes, chain: session.caipNetworkId(), options };
      const [output] = await handle.call({ feature: SOLANA_SIGN_AND_SEND_TRANSACTION, method: 'signAndSendTransaction', args: [input], schema: signAndSendOutputSchema });
      return { signature: bytesToBase58(output!.signature) };
    },
  };

  return {
    async request({ method, params }) {
      const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined;
      if (handler === undefined) throw new UnsupportedProviderMethodError({ method });
      return handler(params);
    },
  };
}
