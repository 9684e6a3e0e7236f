/**
 * The request provider of a WalletConnect session's bip122, polkadot or cosmos namespace: what the namespace's
 * WalletConnect connector hands out. It forwards the namespace's methods to the wallet, on the connector's chain,
 * as they are (their shapes are WalletConnect's): parameters are checked before the wallet sees them, answers
 * before anyone reads them.
 *
 * - bip122: the methods of ports/bitcoin-wallet.port.ts (bitcoin-wallet.schema.ts);
 * - polkadot: polkadot_signMessage `{address, message}` -> `{signature}` (0x hex, sr25519);
 * - cosmos: cosmos_getAccounts -> `[{address, algo, pubkey}]`, cosmos_signAmino `{signerAddress, signDoc}` ->
 *   `{signature: StdSignature, signed}` (how ADR-036's arbitrary signing reaches a WalletConnect wallet);
 * - anything else: 4200. Without a session: 4900; without an account on the chain: 4901.
 */
import { z } from 'zod/mini';
import {
  ChainDisconnectedError,
  InvalidParamsRpcError,
  ProviderDisconnectedError,
  UnsupportedProviderMethodError,
} from '../../../domain/entities/errors/rpc-errors.js';
import { lazySchema } from '../../../domain/entities/validation/lazySchema.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import type { WalletConnectSession } from '../../../ports/walletconnect.port.js';
import { bitcoinAnswerSchemas, bitcoinParamsSchemas } from '../bitcoin/bitcoin-wallet.schema.js';
import { parseWalletAnswer } from '../eip1193/request-wallet.js';
import type { WalletConnectOtherNamespace } from './walletconnect-namespace-connector-info.js';
import { sessionAccountsOn } from './walletconnect-session.schema.js';

export type WalletConnectNamespaceProviderOptions = {
  namespace: WalletConnectOtherNamespace;
  /** The live session, or null (the client's restoreSession). */
  session: () => Promise<WalletConnectSession | null>;
  /** The chain (CAIP-2) requests go to: the connector's active one. */
  chain: () => string | undefined;
  /** Sends a request into the session on `caipNetworkId` (the client's request: typed errors, a timeout). */
  request: (args: { method: string; params: object }, caipNetworkId: string) => Promise<unknown>;
};

type MethodSchemas = { params: z.ZodMiniType; answer: z.ZodMiniType };

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const base64 = (max: number) => z.string().check(z.minLength(1), z.maxLength(max), z.regex(BASE64, 'Not base64'));

const stdSignature = () =>
  z.object({
    pub_key: z.object({ type: text(100), value: base64(100) }),
    signature: base64(200),
  });

const METHODS: Readonly<Record<WalletConnectOtherNamespace, Readonly<Record<string, MethodSchemas>>>> = {
  bip122: Object.fromEntries(
    Object.keys(bitcoinParamsSchemas).map((method) => [
      method,
      {
        params: bitcoinParamsSchemas[method as keyof typeof bitcoinParamsSchemas],
        answer: bitcoinAnswerSchemas[method as keyof typeof bitcoinAnswerSchemas],
      },
    ]),
  ),
  polkadot: {
    polkadot_signMessage: {
      params: lazySchema(() => z.object({ address: text(100), message: z.string().check(z.maxLength(100_000)) })),
      answer: lazySchema(() => z.object({ signature: z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2}){64,65}$/, 'Not an sr25519 signature')) })),
    },
  },
  cosmos: {
    cosmos_getAccounts: {
      params: lazySchema(() => z.object({})),
      answer: lazySchema(() => z.array(z.object({ address: text(100), algo: text(20), pubkey: base64(100) })).check(z.maxLength(32))),
    },
    cosmos_signAmino: {
      params: lazySchema(() => z.object({ signerAddress: text(100), signDoc: z.record(z.string(), z.unknown()) })),
      answer: lazySchema(() => z.object({ signature: stdSignature(), signed: z.optional(z.record(z.string(), z.unknown())) })),
    },
  },
};

export class WalletConnectNamespaceProvider implements Eip1193Provider {
  readonly #options: WalletConnectNamespaceProviderOptions;
  readonly #methods: Readonly<Record<string, MethodSchemas>>;

  /** As the universal provider, so code that looks for a WalletConnect provider finds it. */
  readonly isWalletConnect = true;

  constructor(options: WalletConnectNamespaceProviderOptions) {
    this.#options = options;
    this.#methods = METHODS[options.namespace];
  }

  async request({ method, params }: { method: string; params?: readonly unknown[] | object }): Promise<unknown> {
    const schemas = Object.hasOwn(this.#methods, method) ? this.#methods[method] : undefined;
    if (!schemas) throw new UnsupportedProviderMethodError({ method });
    const session = await this.#options.session();
    if (!session) throw new ProviderDisconnectedError({ details: 'Please call connect() before request()' });
    const chain = this.#options.chain();
    if (chain === undefined || sessionAccountsOn(session, chain).length === 0) {
      throw new ChainDisconnectedError({ details: `The session holds no ${this.#options.namespace} account` });
    }
    const checked = schemas.params.safeParse(params ?? {});
    if (!checked.success) {
      throw new InvalidParamsRpcError({ details: `${method}: ${checked.error.issues[0]?.message ?? 'invalid parameters'}` });
    }
    const answer = await this.#options.request({ method, params: checked.data as object }, chain);
    return parseWalletAnswer(schemas.answer, answer, method);
  }
}
