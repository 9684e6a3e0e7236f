import { useContext } from 'react';
import type { WalletportClient } from '../../container/walletport-client.js';
import { WalletportContext } from '../provider/WalletportContext.js';

export const MISSING_PROVIDER_MESSAGE =
  'useWalletport() was called outside <WalletportProvider>. Wrap your app in ' +
  '<WalletportProvider client={createWalletport({ ... })}> before using walletport hooks or buttons.';

/** The client given to the nearest WalletportProvider. Throws a clear error outside one. */
export function useWalletport(): WalletportClient {
  const client = useContext(WalletportContext);
  if (client === null) throw new Error(MISSING_PROVIDER_MESSAGE);
  return client;
}
