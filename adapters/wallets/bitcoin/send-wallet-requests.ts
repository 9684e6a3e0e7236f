/**
 * The wallet calls of a Bitcoin payment, in WalletConnect's bip122 shapes (ports/bitcoin-wallet.port.ts), each
 * answer validated with zod before it is read: the sender's public key from getAccountAddresses (a P2TR
 * sender's PSBT names its internal key) and signPsbt, always with `broadcast: false` (the product checks the
 * signatures and broadcasts itself). A rejection comes out typed (parseWalletError: 4001 is the visitor's no).
 * No call is retried: a retried request would prompt the visitor twice.
 */
import { z } from 'zod/mini';
import { parseWalletError } from '../../../domain/entities/errors/rpc-errors.js';
import { lazySchema } from '../../../domain/entities/validation/lazySchema.js';
import {
  BITCOIN_WALLET_METHODS,
  type BitcoinGetAccountAddressesParameters,
  type BitcoinSignPsbtParameters,
} from '../../../ports/bitcoin-wallet.port.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import { parseWalletAnswer } from '../eip1193/request-wallet.js';

/** A PSBT the product builds is a few kilobytes; 400 kB of PSBT is 533,336 characters of base64. */
const PSBT_BASE64_MAX = 533_336;
const MAX_ADDRESSES = 64;

const accountAddressesSchema = lazySchema(() =>
  z.array(
    z.object({
      address: z.string().check(z.maxLength(200)),
      publicKey: z.optional(z.string().check(z.regex(/^[0-9a-fA-F]{64,130}$/))),
    }),
  ).check(z.maxLength(MAX_ADDRESSES)),
);

const signPsbtSchema = lazySchema(() =>
  z.object({
    psbt: z.string().check(z.minLength(1), z.maxLength(PSBT_BASE64_MAX)),
    txid: z.optional(z.string().check(z.regex(/^[0-9a-fA-F]{64}$/))),
  }),
);

async function ask(provider: Eip1193Provider, method: string, params: object): Promise<unknown> {
  try {
    return await provider.request({ method, params });
  } catch (error) {
    throw parseWalletError(error);
  }
}

export type RequestPublicKeyParameters = { provider: Eip1193Provider; account: string };
/** The public key (hex) the wallet lists for its account's address, if it lists one. */
export type RequestPublicKeyReturnType = Promise<string | undefined>;
/** The wallet's typed rejection, or INVALID_RESPONSE for a malformed answer. */
export type RequestPublicKeyErrorType = unknown;

export async function requestPublicKey({ provider, account }: RequestPublicKeyParameters): RequestPublicKeyReturnType {
  const params: BitcoinGetAccountAddressesParameters = { account, intentions: ['payment'] };
  const answer = await ask(provider, BITCOIN_WALLET_METHODS.getAccountAddresses, params);
  const addresses = parseWalletAnswer(accountAddressesSchema, answer, BITCOIN_WALLET_METHODS.getAccountAddresses);
  return addresses.find((entry) => entry.address === account)?.publicKey;
}

export type RequestSignPsbtParameters = { provider: Eip1193Provider; params: BitcoinSignPsbtParameters & { broadcast: false } };
/** The PSBT the wallet returned (base64), not yet checked (psbt-check.ts does). */
export type RequestSignPsbtReturnType = Promise<{ psbt: string }>;
export type RequestSignPsbtErrorType = unknown;

export async function requestSignPsbt({ provider, params }: RequestSignPsbtParameters): RequestSignPsbtReturnType {
  const answer = await ask(provider, BITCOIN_WALLET_METHODS.signPsbt, params);
  const { psbt } = parseWalletAnswer(signPsbtSchema, answer, BITCOIN_WALLET_METHODS.signPsbt);
  return { psbt };
}
