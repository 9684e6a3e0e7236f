/** Which wallet is connected (see getWalletInfo); re-renders when it changes. SSR-safe. */
import { useCallback } from 'react';
import { getWalletInfo, type GetWalletInfoParameters, type WalletInfo } from '../../actions/getWalletInfo.js';
import type { WalletportClient } from '../../client/walletport-client.js';
import type { WalletportCore } from '../../container/walletport-core.js';
import { useClientValue } from './useClientValue.js';
import { useWalletport } from './useWalletport.js';

export type UseWalletportWalletInfoParameters = GetWalletInfoParameters;
export type UseWalletportWalletInfoReturnType = { walletInfo: WalletInfo | undefined };

const walletInfoStores = (core: WalletportCore) => [core.connection, core.connectors];

export function useWalletportWalletInfo({ namespace }: UseWalletportWalletInfoParameters = {}): UseWalletportWalletInfoReturnType {
  const read = useCallback((client: WalletportClient) => getWalletInfo(client, { namespace }), [namespace]);
  const walletInfo = useClientValue(useWalletport(), read, walletInfoStores);
  return { walletInfo };
}
