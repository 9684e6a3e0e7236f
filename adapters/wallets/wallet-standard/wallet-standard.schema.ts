/**
 * What the page accepts from a Wallet Standard wallet, validated: any page script can dispatch
 * `wallet-standard:register-wallet`, so a registered object is kept only when every field it shows is usable,
 * and every answer of a feature call is checked before anything reads it. The shapes are those of
 * wallet-standard 1.x and its solana features, written out here (the @wallet-standard packages are not used).
 *
 * - name: a non-empty string of bounded length (trimmed); never rendered as HTML.
 * - icon: a `data:image/...` URI or an `https:` URL (the EIP-6963 rule, isAcceptedIconUrl); only a data URI is
 *   ever shown.
 * - chains: bounded CAIP-2 strings; features: an object of feature objects; accounts: bounded, each with a
 *   Solana address and its 32-byte public key.
 * A wallet is a Solana wallet when it lists a `solana:` chain, `standard:connect` and one of the signing
 * features; anything else is not offered.
 */
import { z } from 'zod/mini';
import { isSolanaAddress } from '../../../domain/entities/address/isSolanaAddress.js';
import { lazySchema } from '../../../domain/entities/validation/lazySchema.js';
import { isAcceptedIconUrl } from '../eip6963/eip6963-announcement.schema.js';

export const REGISTER_WALLET_EVENT = 'wallet-standard:register-wallet';
export const APP_READY_EVENT = 'wallet-standard:app-ready';

export const STANDARD_CONNECT = 'standard:connect';
export const STANDARD_DISCONNECT = 'standard:disconnect';
export const STANDARD_EVENTS = 'standard:events';
export const SOLANA_SIGN_MESSAGE = 'solana:signMessage';
export const SOLANA_SIGN_TRANSACTION = 'solana:signTransaction';
export const SOLANA_SIGN_AND_SEND_TRANSACTION = 'solana:signAndSendTransaction';

/** The signing features a Solana wallet offers at least one of. */
export const SOLANA_SIGNING_FEATURES = [SOLANA_SIGN_MESSAGE, SOLANA_SIGN_TRANSACTION, SOLANA_SIGN_AND_SEND_TRANSACTION] as const;

const MAX_ICON_LENGTH = 1_000_000;
const MAX_LIST = 64;
const CHAIN = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,64}$/;

const uint8Array = (bytes?: number) =>
  z.custom<Uint8Array>((value) => value instanceof Uint8Array && (bytes === undefined || value.length === bytes), 'Not a byte array of the right length');

export const walletAccountSchema = lazySchema(() => z.object({
  address: z.string().check(z.refine(isSolanaAddress, 'Not a Solana address')),
  publicKey: uint8Array(32),
  chains: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(MAX_LIST)),
  features: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(MAX_LIST)),
  label: z.optional(z.string().check(z.maxLength(200))),
}));
export type ValidWalletAccount = z.infer<typeof walletAccountSchema>;

export const walletAccountsSchema = lazySchema(() => z.array(walletAccountSchema).check(z.maxLength(MAX_LIST)));

/** A feature object: whatever it holds, it is an object (its methods are checked when called). */
const featureObject = z.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null, 'Not a feature object');

export const standardWalletSchema = lazySchema(() => z.object({
  version: z.string().check(z.maxLength(20)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  icon: z.string().check(z.maxLength(MAX_ICON_LENGTH), z.refine(isAcceptedIconUrl, 'Icon must be a data:image/ or https: URL')),
  chains: z.array(z.string().check(z.regex(CHAIN, 'Not a CAIP-2 chain'))).check(z.maxLength(MAX_LIST)),
  features: z.record(z.string().check(z.maxLength(100)), featureObject),
  accounts: walletAccountsSchema,
}));
/** A registered wallet as validated (a copy: calls go to the original object, see WalletStandardHandle). */
export type ValidStandardWallet = z.infer<typeof standardWalletSchema>;

/** The validated wallet, or undefined for anything malformed or hostile (a throwing getter, a Proxy). Never throws. */
export function parseStandardWallet(value: unknown): ValidStandardWallet | undefined {
  try {
    const result = standardWalletSchema.safeParse(value);
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/** True for a wallet the solana namespace can use (see the top of this file). */
export function isSolanaWallet(wallet: ValidStandardWallet): boolean {
  const features = Object.keys(wallet.features);
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    features.includes(STANDARD_CONNECT) &&
    SOLANA_SIGNING_FEATURES.some((feature) => features.includes(feature))
  );
}

/** An answer the page does not read (`standard:disconnect`'s). */
export const anyOutputSchema = lazySchema(() => z.unknown());

/** `standard:connect` answers the accounts the page may use. */
export const connectOutputSchema = lazySchema(() => z.object({ accounts: walletAccountsSchema }));

/** `solana:signMessage` answers one output per input: the ed25519 signature (64 bytes). */
export const signMessageOutputSchema = lazySchema(() =>
  z.array(z.object({ signature: uint8Array(64), signedMessage: z.optional(uint8Array()) })).check(z.minLength(1)),
);

/** `solana:signTransaction` answers the signed wire-format transaction. */
export const signTransactionOutputSchema = lazySchema(() => z.array(z.object({ signedTransaction: uint8Array() })).check(z.minLength(1)));

/** `solana:signAndSendTransaction` answers the transaction's signature (its id, 64 bytes). */
export const signAndSendOutputSchema = lazySchema(() => z.array(z.object({ signature: uint8Array(64) })).check(z.minLength(1)));

/** The properties of a `standard:events` 'change' event the page reads. */
export const changeEventSchema = lazySchema(() => z.object({
  accounts: z.optional(walletAccountsSchema),
  chains: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(MAX_LIST))),
}));
