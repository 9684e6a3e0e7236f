import { useCallback, useMemo } from 'react';
import type { CaipNetwork } from '../../domain/entities/network/caipNetwork.js';
import type { NetworkState, SwitchNetworkOptions, SwitchNetworkResult } from '../../domain/usecases/network/network.usecase.js';
import { shallowEqual, useStore } from '../state/useStore.js';
import { useWalletport } from './useWalletport.js';

export type UseNetworkReturnType = {
  /** The network the modal shows (of the active namespace). */
  caipNetwork: CaipNetwork;
  caipNetworkId: CaipNetwork['caipNetworkId'];
  /** The chain reference: a number on eip155, the CAIP-2 reference string elsewhere. */
  chainId: CaipNetwork['id'];
  /** The configured networks. */
  networks: readonly CaipNetwork[];
  /** A wallet is being asked to switch. */
  switching: boolean;
  /** The wallet is on a network the page did not configure. */
  isUnsupportedChain: boolean;
  /**
   * Switches along the rules of SPEC.md section 2 (a wallet is asked when one is connected; the modal shows
   * SwitchNetwork or SwitchActiveChain when it is open). Rejects with the wallet's typed error.
   */
  switchNetwork: (network: CaipNetwork | string, options?: SwitchNetworkOptions) => Promise<SwitchNetworkResult>;
};

const selectNetwork = ({ activeCaipNetwork, networks, switching, isUnsupportedChain }: NetworkState) => ({
  activeCaipNetwork,
  networks,
  switching,
  isUnsupportedChain,
});

/** The active network, the configured networks and the switch command. SSR-safe. */
export function useNetwork(): UseNetworkReturnType {
  const { network } = useWalletport();
  const { activeCaipNetwork, networks, switching, isUnsupportedChain } = useStore(network, selectNetwork, shallowEqual);
  const switchNetwork = useCallback(
    (target: CaipNetwork | string, options?: SwitchNetworkOptions) => network.switchNetwork(target, options),
    [network],
  );
  return useMemo(
    () => ({
      caipNetwork: activeCaipNetwork,
      caipNetworkId: activeCaipNetwork.caipNetworkId,
      chainId: activeCaipNetwork.id,
      networks,
      switching,
      isUnsupportedChain,
      switchNetwork,
    }),
    [activeCaipNetwork, networks, switching, isUnsupportedChain, switchNetwork],
  );
}
