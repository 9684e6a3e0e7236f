/**
 * The request provider of ports/solana-wallet.port.ts over a WalletConnect session's solana namespace: what
 * the WalletConnect solana connector's getProvider hands out (the Solana chain adapter and getProvider's
 * Solana shape talk to it like to any solana connector's provider).
 *
 * - solana_getAccounts and solana_requestAccounts answer the session's accounts on the connector's chain
 *   without a round trip: the wallet approved them with the session, and many wallets do not implement them.
 * - solana_signMessage, solana_signTransaction and solana_signAndSendTransaction go to the wallet on that
 *   chain as they are (the port's shapes are WalletConnect's); parameters are checked before the wallet sees
 *   them, answers (base58 signatures, a base64 transaction) before anyone reads them.
 * - anything else is refused with 4200: this provider answers the port's methods only.
 * Without a session: 4900; without a solana chain in it: 4901; a wallet's refusal keeps its code (4001 ...).
 */
import { z } from 'zod/mini';
import { isSolanaAddress } from '../../../domain/entities/address/isSolanaAddress.js';
import { decodeBase58 } from '../../../domain/entities/address/base58.js';
import {
  ChainDisconnectedError,
  InvalidParamsRpcError,
  ProviderDisconnectedError,
  UnsupportedProviderMethodError,
} from '../../../domain/entities/errors/rpc-errors.js';
import { lazySchema } from '../../../domain/entities/validation/lazySchema.js';
import { SOLANA_WALLET_METHODS, type SolanaAccountsResult } from '../../../ports/solana-wallet.port.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import type { WalletConnectSession } from '../../../ports/walletconnect.port.js';
import { parseWalletAnswer } from '../eip1193/request-wallet.js';
import { sessionAccountsOn } from './walletconnect-session.schema.js';

export type WalletConnectSolanaProviderOptions = {
  /** The live session, or null (the client's restoreSession). */
  session: () => Promise<WalletConnectSession | null>;
  /** The solana chain (CAIP-2) requests go to: the connector's active one. */
  chain: () => string | undefined;
  /** Sends a request into the session on `caipNetworkId` (the client's request: typed errors, a timeout). */
  request: (args: { method: string; params: object }, caipNetworkId: string) => Promise<unknown>;
};

const SIGNATURE_BYTES = 64;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

const signature = lazySchema(() =>
  z.string().check(z.refine((value) => decodeBase58(value)?.length === SIGNATURE_BYTES, 'Not a base58 ed25519 signature')),
);
const base64 = lazySchema(() => z.string().check(z.minLength(4), z.regex(BASE64, 'Not base64')));
const pubkey = lazySchema(() => z.string().check(z.refine(isSolanaAddress, 'Not a Solana address')));

const paramsSchemas = {
  [SOLANA_WALLET_METHODS.signMessage]: lazySchema(() =>
    z.object({ message: z.string().check(z.minLength(1), z.refine((value) => decodeBase58(value) !== undefined, 'Not base58')), pubkey }),
  ),
  [SOLANA_WALLET_METHODS.signTransaction]: lazySchema(() => z.object({ transaction: base64, pubkey: z.optional(pubkey) })),
  [SOLANA_WALLET_METHODS.signAndSendTransaction]: lazySchema(() =>
    z.object({
      transaction: base64,
      pubkey: z.optional(pubkey),
      sendOptions: z.optional(
        z.object({
          preflightCommitment: z.optional(z.enum(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])),
          skipPreflight: z.optional(z.boolean()),
          maxRetries: z.optional(z.number().check(z.int(), z.nonnegative())),
        }),
      ),
    }),
  ),
} as const;

const answerSchemas = {
  [SOLANA_WALLET_METHODS.signMessage]: lazySchema(() => z.object({ signature })),
  [SOLANA_WALLET_METHODS.signTransaction]: lazySchema(() => z.object({ signature, transaction: z.optional(base64) })),
  [SOLANA_WALLET_METHODS.signAndSendTransaction]: lazySchema(() => z.object({ signature })),
} as const;

type WalletMethod = keyof typeof answerSchemas;

function isWalletMethod(method: string): method is WalletMethod {
  return Object.hasOwn(answerSchemas, method);
}

export class WalletConnectSolanaProvider implements Eip1193Provider {
  readonly #options: WalletConnectSolanaProviderOptions;

  /** As the universal provider, so code that looks for a WalletConnect provider finds it. */
  readonly isWalletConnect = true;

  constructor(options: WalletConnectSolanaProviderOptions) {
    this.#options = options;
  }

  async request({ method, params }: { method: string; params?: readonly unknown[] | object }): Promise<unknown> {
    const isAccounts = method === SOLANA_WALLET_METHODS.getAccounts || method === SOLANA_WALLET_METHODS.requestAccounts;
    if (!isAccounts && !isWalletMethod(method)) throw new UnsupportedProviderMethodError({ method });
    const session = await this.#options.session();
    if (!session) throw new ProviderDisconnectedError({ details: 'Please call connect() before request()' });
    const chain = this.#options.chain();
    if (chain === undefined || sessionAccountsOn(session, chain).length === 0) {
      throw new ChainDisconnectedError({ details: 'The session holds no solana account' });
    }
    if (isAccounts) {
      const accounts: SolanaAccountsResult = sessionAccountsOn(session, chain)
        .filter((account) => isSolanaAddress(account))
        .map((account) => ({ pubkey: account }));
      return accounts;
    }
    const checked = paramsSchemas[method as WalletMethod].safeParse(params);
    if (!checked.success) {
      throw new InvalidParamsRpcError({ details: `${method}: ${checked.error.issues[0]?.message ?? 'invalid parameters'}` });
    }
    const answer = await this.#options.request({ method, params: checked.data }, chain);
    return parseWalletAnswer(answerSchemas[method as WalletMethod], answer, method);
  }
}
