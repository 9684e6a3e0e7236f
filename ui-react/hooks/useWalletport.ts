/** The client given to the nearest WalletportProvider, for the actions (`connect(client, ...)`, ...). */
import { useContext } from 'react';
import type { WalletportClient } from '../../client/walletport-client.js';
import { WalletportContext } from '../provider/WalletportContext.js';

export const MISSING_PROVIDER_MESSAGE =
  'useWalletport() was called outside <WalletportProvider>. Wrap your app in ' +
  '<WalletportProvider client={createWalletport({ ... })}> before using walletport hooks or buttons.';

export type UseWalletportReturnType = WalletportClient;

/** Throws a clear error outside a WalletportProvider. */
export function useWalletport(): UseWalletportReturnType {
  const client = useContext(WalletportContext);
  if (client === null) throw new Error(MISSING_PROVIDER_MESSAGE);
  return client;
}
