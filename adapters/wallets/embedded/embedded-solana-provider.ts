/**
 * The embedded wallet's Solana account as the request-style provider every solana connector hands out
 * (ports/solana-wallet.port.ts): solana_getAccounts / solana_requestAccounts answer the signed-in user's
 * address here; solana_signMessage, solana_signTransaction and solana_signAndSendTransaction are checked,
 * sent to the frame as RPC_REQUEST (chainNamespace 'solana') and wait for the person on the secure site's
 * approval screen; the answer is checked before it is handed on. Any other method is 4200 'Requested RPC call
 * is not allowed'. Every failure reaches the caller with a numeric code (eip1193-request-error.ts: a
 * rejection 4001).
 */
import { z } from 'zod/mini';
import { isSolanaAddress } from '../../../domain/entities/address/index.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { SOLANA_WALLET_METHODS } from '../../../ports/solana-wallet.port.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import { toEip1193Error } from './eip1193-request-error.js';

/** What the provider needs of the connector behind it. */
export type EmbeddedSolanaProviderHost = {
  /** The signed-in user's Solana addresses, none when signed out. */
  accounts(): readonly string[];
  /** One RPC_REQUEST on the solana namespace, waiting for the person's approval. */
  sign(method: string, params: unknown): Promise<unknown>;
};

const base58 = z.string().check(z.minLength(1), z.maxLength(4096), z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/));
const base64 = z.string().check(z.minLength(1), z.regex(/^[A-Za-z0-9+/]+={0,2}$/));
const pubkey = z.string().check(z.refine(isSolanaAddress, 'Expected a Solana address'));
const commitment = z.enum(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max']);
const sendOptions = z.object({ preflightCommitment: z.optional(commitment), skipPreflight: z.optional(z.boolean()), maxRetries: z.optional(z.number()) });
/** The signature a signing method answers: 64 bytes in base58 (87 or 88 characters). */
const signature = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/));

const requests = {
  [SOLANA_WALLET_METHODS.signMessage]: {
    params: z.object({ message: base58, pubkey }),
    result: z.object({ signature }),
  },
  [SOLANA_WALLET_METHODS.signTransaction]: {
    params: z.object({ transaction: base64, pubkey: z.optional(pubkey) }),
    result: z.object({ signature, transaction: z.optional(base64) }),
  },
  [SOLANA_WALLET_METHODS.signAndSendTransaction]: {
    params: z.object({ transaction: base64, pubkey: z.optional(pubkey), sendOptions: z.optional(sendOptions) }),
    result: z.object({ signature }),
  },
} as const;

type SignMethod = keyof typeof requests;

export class EmbeddedSolanaProvider implements Eip1193Provider {
  readonly #host: EmbeddedSolanaProviderHost;

  constructor(host: EmbeddedSolanaProviderHost) {
    this.#host = host;
  }

  async request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown> {
    try {
      return await this.#answer(args.method, args.params);
    } catch (error) {
      throw toEip1193Error(error);
    }
  }

  async #answer(method: string, params: unknown): Promise<unknown> {
    if (method === SOLANA_WALLET_METHODS.getAccounts || method === SOLANA_WALLET_METHODS.requestAccounts) {
      return this.#host.accounts().map((address) => ({ pubkey: address }));
    }
    if (!(method in requests)) throw walletportError('RPC_CALL_NOT_ALLOWED', [], { details: `Method: ${method}` });
    const { params: paramsSchema, result: resultSchema } = requests[method as SignMethod];
    const checked = paramsSchema.safeParse(params);
    if (!checked.success) throw walletportError('INVALID_REQUEST', ['the embedded wallet'], { details: method, cause: checked.error });
    const answer = resultSchema.safeParse(await this.#host.sign(method, checked.data));
    if (!answer.success) throw walletportError('INVALID_RESPONSE', ['the embedded wallet'], { details: method, cause: answer.error });
    return answer.data;
  }
}
