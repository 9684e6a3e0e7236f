/**
 * The check before switching the active account of a connection (SPEC.md section 5). Bitcoin (bip122)
 * wallets expose several accounts per connection (payment, ordinal, stx) and only a payment account can be
 * the active one; every other namespace switches to an address of its own kind.
 */
import { isAddressForNamespace } from '../address/isAddressForNamespace.js';
import type { ChainNamespace } from '../caip/chainNamespace.js';
import type { WalletportError } from '../errors/base.error.js';
import { walletportError } from '../errors/catalogue.js';
import type { AccountType } from './account.js';

export type ValidateAccountSwitchParameters = {
  namespace: ChainNamespace;
  /** The address to switch to. */
  address: string | null | undefined;
  /** The type of the account at that address; required to be 'payment' on bip122. */
  accountType?: AccountType | undefined;
};

export type ValidAccountSwitch = { namespace: ChainNamespace; address: string; accountType: AccountType | undefined };

export type ValidateAccountSwitchErrorType = WalletportError<
  'BIP122_ADDRESS_REQUIRED' | 'NON_PAYMENT_ACCOUNT_SWITCH' | 'INVALID_ADDRESS'
>;

export type ValidateAccountSwitchReturnType =
  | { ok: true; value: ValidAccountSwitch }
  | { ok: false; error: ValidateAccountSwitchErrorType };

/**
 * Reports the first rule that fails:
 * - bip122: an address is given, else BIP122_ADDRESS_REQUIRED ('Address parameter is required for switching
 *   bip122 connection'); the account is a payment account, else NON_PAYMENT_ACCOUNT_SWITCH ('Switching to
 *   non-payment accounts is not allowed for bip122'); then the address is a Bitcoin address;
 * - other namespaces: the address is valid for the namespace (EIP-55 checksum enforced on eip155), else
 *   INVALID_ADDRESS.
 */
export function validateAccountSwitch(parameters: ValidateAccountSwitchParameters): ValidateAccountSwitchReturnType {
  const { namespace, address, accountType } = parameters;
  if (namespace === 'bip122') {
    if (!address) return failure(walletportError('BIP122_ADDRESS_REQUIRED'));
    if (accountType !== 'payment') return failure(walletportError('NON_PAYMENT_ACCOUNT_SWITCH', [namespace]));
  }
  if (!isAddressForNamespace(namespace, address)) {
    return failure(walletportError('INVALID_ADDRESS', [String(address ?? '')]));
  }
  return { ok: true, value: { namespace, address, accountType } };
}

function failure(error: ValidateAccountSwitchErrorType): { ok: false; error: ValidateAccountSwitchErrorType } {
  return { ok: false, error };
}
