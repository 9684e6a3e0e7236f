/**
 * The bip122 wallet methods of ports/bitcoin-wallet.port.ts as data: the parameters each takes and the answer
 * each gives, in WalletConnect's shapes. Every bip122 provider (the sats-connect one, the WalletConnect one)
 * checks a request's parameters here before a wallet sees them, and the WalletConnect one checks a wallet's
 * answer before anyone reads it.
 */
import { z } from 'zod/mini';
import { InvalidParamsRpcError } from '../../../domain/entities/errors/rpc-errors.js';
import { lazySchema } from '../../../domain/entities/validation/lazySchema.js';
import { BITCOIN_WALLET_METHODS } from '../../../ports/bitcoin-wallet.port.js';

const address = () => z.string().check(z.minLength(14), z.maxLength(100));
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export const bitcoinParamsSchemas = {
  [BITCOIN_WALLET_METHODS.getAccountAddresses]: lazySchema(() =>
    z.object({ account: address(), intentions: z.optional(z.array(z.enum(['payment', 'ordinal'])).check(z.maxLength(2))) }),
  ),
  [BITCOIN_WALLET_METHODS.signMessage]: lazySchema(() =>
    z.object({
      account: address(),
      message: z.string().check(z.maxLength(100_000)),
      address: z.optional(address()),
      protocol: z.optional(z.enum(['ecdsa', 'bip322'])),
    }),
  ),
  [BITCOIN_WALLET_METHODS.signPsbt]: lazySchema(() =>
    z.object({
      account: address(),
      psbt: z.string().check(z.minLength(4), z.maxLength(1_000_000), z.regex(BASE64, 'Not base64')),
      signInputs: z
        .array(
          z.object({
            address: address(),
            index: z.number().check(z.int(), z.nonnegative()),
            sighashTypes: z.array(z.number().check(z.int())).check(z.maxLength(4)),
          }),
        )
        .check(z.minLength(1), z.maxLength(500)),
      broadcast: z.optional(z.boolean()),
    }),
  ),
  [BITCOIN_WALLET_METHODS.sendTransfer]: lazySchema(() =>
    z.object({ account: address(), recipientAddress: address(), amount: z.string().check(z.regex(/^[1-9][0-9]{0,15}$/, 'Not an amount in satoshis')), memo: z.optional(z.string().check(z.maxLength(80))) }),
  ),
} as const;

const TXID = /^[0-9a-fA-F]{64}$/;

/** The answers, as WalletConnect's bip122 wallets give them. */
export const bitcoinAnswerSchemas = {
  [BITCOIN_WALLET_METHODS.getAccountAddresses]: lazySchema(() =>
    z
      .array(
        z.object({
          address: address(),
          publicKey: z.optional(z.string().check(z.maxLength(130), z.regex(/^[0-9a-fA-F]*$/, 'Not hex'))),
          path: z.optional(z.string().check(z.maxLength(100))),
          intention: z.optional(z.enum(['payment', 'ordinal'])),
        }),
      )
      .check(z.maxLength(32)),
  ),
  [BITCOIN_WALLET_METHODS.signMessage]: lazySchema(() =>
    z.object({
      address: z.optional(address()),
      signature: z.string().check(z.minLength(1), z.maxLength(2_000), z.regex(BASE64, 'Not base64')),
      messageHash: z.optional(z.string().check(z.maxLength(200))),
    }),
  ),
  [BITCOIN_WALLET_METHODS.signPsbt]: lazySchema(() =>
    z.object({
      psbt: z.string().check(z.minLength(4), z.maxLength(1_000_000), z.regex(BASE64, 'Not base64')),
      txid: z.optional(z.string().check(z.regex(TXID, 'Not a txid'))),
    }),
  ),
  [BITCOIN_WALLET_METHODS.sendTransfer]: lazySchema(() => z.object({ txid: z.string().check(z.regex(TXID, 'Not a txid')) })),
} as const;

export type BitcoinWalletMethod = keyof typeof bitcoinParamsSchemas;
export type BitcoinParamsOf<M extends BitcoinWalletMethod> = z.infer<(typeof bitcoinParamsSchemas)[M]>;

export type IsBitcoinWalletMethodParameters = string;
export type IsBitcoinWalletMethodReturnType = boolean;
export type IsBitcoinWalletMethodErrorType = never;

/** Whether `method` is one of the port's methods. */
export function isBitcoinWalletMethod(method: IsBitcoinWalletMethodParameters): method is BitcoinWalletMethod {
  return Object.hasOwn(bitcoinParamsSchemas, method);
}

export type CheckBitcoinParamsParameters<M extends BitcoinWalletMethod> = [method: M, params: unknown];
export type CheckBitcoinParamsReturnType<M extends BitcoinWalletMethod> = BitcoinParamsOf<M>;
export type CheckBitcoinParamsErrorType = InvalidParamsRpcError;

/** The parameters of `method`, checked; malformed ones are refused with -32602 before any wallet sees them. */
export function checkBitcoinParams<M extends BitcoinWalletMethod>(...[method, params]: CheckBitcoinParamsParameters<M>): CheckBitcoinParamsReturnType<M> {
  const checked = bitcoinParamsSchemas[method].safeParse(params);
  if (!checked.success) throw new InvalidParamsRpcError({ details: `${method}: ${checked.error.issues[0]?.message ?? 'invalid parameters'}` });
  return checked.data as BitcoinParamsOf<M>;
}
