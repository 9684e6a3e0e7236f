/** The connected account, with its balance and profile (see getAccount); re-renders when it changes. SSR-safe. */
import { useCallback } from 'react';
import { accountStores, getAccount, type Account, type GetAccountParameters } from '../../actions/getAccount.js';
import { useClientValue } from './useClientValue.js';
import { useWalletport } from './useWalletport.js';

export type UseWalletportAccountParameters = GetAccountParameters;
export type UseWalletportAccountReturnType = Account;

export function useWalletportAccount({ namespace }: UseWalletportAccountParameters = {}): UseWalletportAccountReturnType {
  const read = useCallback((client: Parameters<typeof getAccount>[0]) => getAccount(client, { namespace }), [namespace]);
  return useClientValue(useWalletport(), read, accountStores);
}
