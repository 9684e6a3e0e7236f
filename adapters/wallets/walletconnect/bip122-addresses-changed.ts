/**
 * WalletConnect's Bitcoin wallets announce a change of account with the session event `bip122_addressesChanged`
 * (not `accountsChanged`), its data the account's addresses as getAccountAddresses lists them: `[{address,
 * purpose | intention, publicKey?, path?}]`. Only the payment addresses can be the connection's accounts (SPEC.md
 * section 5); an address said to be for ordinals (or anything else) is left out. The addresses are the wallet's
 * words: the connector checks each one as a Bitcoin address of its chain before using it.
 */
import { z } from 'zod/mini';
import { lazySchema } from '../../../domain/entities/validation/lazySchema.js';

export const BIP122_ADDRESSES_CHANGED = 'bip122_addressesChanged';

const addressesSchema = lazySchema(() =>
  z
    .array(
      z.object({
        address: z.string().check(z.minLength(1), z.maxLength(100)),
        purpose: z.optional(z.string().check(z.maxLength(20))),
        intention: z.optional(z.string().check(z.maxLength(20))),
      }),
    )
    .check(z.maxLength(32)),
);

export type Bip122PaymentAddressesParameters = unknown;
/** The payment addresses in the wallet's order; undefined when the data is not such a list. */
export type Bip122PaymentAddressesReturnType = string[] | undefined;
export type Bip122PaymentAddressesErrorType = never;

export function bip122PaymentAddresses(data: Bip122PaymentAddressesParameters): Bip122PaymentAddressesReturnType {
  let parsed: ReturnType<typeof addressesSchema.safeParse>;
  try {
    parsed = addressesSchema.safeParse(data);
  } catch {
    return undefined; // A hostile payload (a throwing getter) is no list.
  }
  if (!parsed.success) return undefined;
  const payment = parsed.data.filter((entry) => (entry.purpose ?? entry.intention ?? 'payment') === 'payment').map((entry) => entry.address);
  return [...new Set(payment)];
}
