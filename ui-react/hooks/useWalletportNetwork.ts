/** The active network, the configured networks, and the switch command (see getNetwork, switchNetwork). SSR-safe. */
import { useCallback, useMemo } from 'react';
import { getNetwork, type Network } from '../../actions/getNetwork.js';
import { switchNetwork, type SwitchNetworkParameters, type SwitchNetworkReturnType } from '../../actions/switchNetwork.js';
import type { WalletportCore } from '../../container/walletport-core.js';
import { useClientValue } from './useClientValue.js';
import { useWalletport } from './useWalletport.js';

export type UseWalletportNetworkReturnType = Network & {
  /**
   * Switches the network (the connected wallet is asked; with the modal open,
   * SwitchNetwork or SwitchActiveChain shows it). Rejects with the typed error (SwitchNetworkErrorType).
   */
  switchNetwork: (network: SwitchNetworkParameters['network'], options?: Omit<SwitchNetworkParameters, 'network'>) => Promise<SwitchNetworkReturnType>;
};

const networkStores = (core: WalletportCore) => [core.network];

export function useWalletportNetwork(): UseWalletportNetworkReturnType {
  const client = useWalletport();
  const network = useClientValue(client, getNetwork, networkStores);
  const switchTo = useCallback(
    (target: SwitchNetworkParameters['network'], options: Omit<SwitchNetworkParameters, 'network'> = {}) =>
      switchNetwork(client, { ...options, network: target }),
    [client],
  );
  return useMemo(() => ({ ...network, switchNetwork: switchTo }), [network, switchTo]);
}
