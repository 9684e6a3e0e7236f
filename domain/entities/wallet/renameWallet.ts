/**
 * The name a wallet is shown with: WALLET_RENAMES replaces the long names a few wallets announce or are listed
 * under ('Trust Wallet' is shown as 'Trust'), so the connect list, the catalogue and the account read alike.
 * The same object when nothing changes (state snapshots stay equal).
 */
import { WALLET_RENAMES } from '../constants.js';

const renames: Readonly<Record<string, string>> = WALLET_RENAMES;

export function renameWallet<TWallet extends { readonly name: string }>(wallet: TWallet): TWallet {
  const renamed = Object.hasOwn(renames, wallet.name) ? renames[wallet.name] : undefined;
  return renamed === undefined || renamed === wallet.name ? wallet : { ...wallet, name: renamed };
}
