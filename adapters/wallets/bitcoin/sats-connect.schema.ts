/**
 * What the page accepts from a sats-connect wallet, validated: `window.btc_providers` is writable by any page
 * script, so an entry is kept only when every field it shows is usable, and every answer of the wallet is
 * checked before anything reads it. The shapes are sats-connect 4's (written out here; the package is not used):
 *
 * - an entry `{id, name, icon, webUrl?, methods?}` names its provider object by a dotted path from `window`
 *   (`XverseProviders.BitcoinProvider`); the object has a `request(method, params)` function;
 * - a wallet answers with a JSON-RPC 2.0 response (`{jsonrpc, id, result}` or `{error: {code, message}}`), as
 *   Xverse does, or with sats-connect's own `{status: 'success', result}` / `{status: 'error', error}`;
 * - the answers: getAccounts' accounts (address, public key, purpose, address type), signMessage's BIP-322
 *   signature, signPsbt's PSBT (base64) and optional txid, sendTransfer's txid.
 */
import { z } from 'zod/mini';
import { lazySchema } from '../../../domain/entities/validation/lazySchema.js';
import { isAcceptedIconUrl } from '../eip6963/eip6963-announcement.schema.js';

/** sats-connect's method names (its `request(method, params)`). */
export const SATS_CONNECT_METHODS = {
  getAccounts: 'getAccounts',
  signMessage: 'signMessage',
  signPsbt: 'signPsbt',
  sendTransfer: 'sendTransfer',
  /** The account of a page the wallet trusts, never a prompt (sats-connect 3+). */
  getAccount: 'wallet_getAccount',
  disconnect: 'wallet_disconnect',
} as const;

/** sats-connect's USER_REJECTION code (its RpcErrorCode): the visitor said no in the wallet. */
export const SATS_CONNECT_USER_REJECTION = -32000;

const MAX_ICON_LENGTH = 1_000_000;
const MAX_LIST = 32;
const PROVIDER_PATH = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*){0,3}$/;
const HEX = /^[0-9a-fA-F]+$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const TXID = /^[0-9a-fA-F]{64}$/;

export const btcProviderEntrySchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.maxLength(200), z.regex(PROVIDER_PATH, 'Not a provider path')),
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    icon: z.string().check(z.maxLength(MAX_ICON_LENGTH), z.refine(isAcceptedIconUrl, 'Icon must be a data:image/ or https: URL')),
    webUrl: z.optional(z.string().check(z.maxLength(2_000))),
    methods: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(128))),
  }),
);
export type BtcProviderEntry = z.infer<typeof btcProviderEntrySchema>;

const rpcErrorSchema = lazySchema(() =>
  z.object({ code: z.number().check(z.int()), message: z.optional(z.string().check(z.maxLength(2_000))) }),
);
export type SatsConnectRpcError = z.infer<typeof rpcErrorSchema>;

/** The envelope around an answer: JSON-RPC 2.0, or sats-connect's own status wrapper. */
export const satsConnectResponseSchema = lazySchema(() =>
  z.union([
    z.object({ status: z.literal('success'), result: z.unknown() }),
    z.object({ status: z.literal('error'), error: rpcErrorSchema }),
    z.object({ jsonrpc: z.literal('2.0'), error: rpcErrorSchema }),
    z.object({ jsonrpc: z.literal('2.0'), result: z.unknown() }),
  ]),
);

export const satsConnectAccountSchema = lazySchema(() =>
  z.object({
    address: z.string().check(z.minLength(14), z.maxLength(100)),
    publicKey: z.string().check(z.maxLength(130), z.regex(HEX, 'Not hex')),
    purpose: z.enum(['payment', 'ordinals', 'stacks']),
    addressType: z.optional(z.string().check(z.maxLength(20))),
  }),
);
export type SatsConnectAccount = z.infer<typeof satsConnectAccountSchema>;

/** getAccounts: a list; getAddresses and wallet_getAccount: `{addresses: [...]}` (their other fields are not read). */
export const getAccountsAnswerSchema = lazySchema(() =>
  z.union([
    z.array(satsConnectAccountSchema).check(z.maxLength(MAX_LIST)),
    z.object({ addresses: z.array(satsConnectAccountSchema).check(z.maxLength(MAX_LIST)) }),
  ]),
);

export const signMessageAnswerSchema = lazySchema(() =>
  z.object({
    signature: z.string().check(z.minLength(1), z.maxLength(2_000), z.regex(BASE64, 'Not base64')),
    address: z.optional(z.string().check(z.maxLength(100))),
    messageHash: z.optional(z.string().check(z.maxLength(200))),
  }),
);

export const signPsbtAnswerSchema = lazySchema(() =>
  z.object({
    psbt: z.string().check(z.minLength(4), z.maxLength(1_000_000), z.regex(BASE64, 'Not base64')),
    txid: z.optional(z.string().check(z.regex(TXID, 'Not a txid'))),
  }),
);

export const sendTransferAnswerSchema = lazySchema(() => z.object({ txid: z.string().check(z.regex(TXID, 'Not a txid')) }));

/** An answer nothing is read from (wallet_disconnect's). */
export const anyAnswerSchema = lazySchema(() => z.unknown());
