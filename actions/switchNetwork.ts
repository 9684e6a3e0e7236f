/**
 * Switches the network along the rules of SPEC.md section 2: nothing happens for the active network; the
 * connected wallet is asked (adding the chain first when it does not know it); with the modal open, the
 * SwitchNetwork or SwitchActiveChain view shows the progress. `network` is a configured network, its CAIP-2
 * id, or an EVM chain id.
 */
import { withCore } from '../client/core-access.js';
import type { WalletportClient } from '../client/walletport-client.js';
import type { CaipNetwork } from '../domain/entities/network/caipNetwork.js';
import type { WalletportError } from '../domain/entities/errors/base.error.js';
import type { SwitchNetworkResult } from '../domain/usecases/network/index.js';

export type SwitchNetworkParameters = {
  network: CaipNetwork | CaipNetwork['caipNetworkId'] | number;
  /** Skip the SwitchActiveChain confirmation when the target is on another namespace. */
  ignoreConfirmation?: boolean | undefined;
};

/** 'unchanged' (already active), 'switched', or 'confirmation-required' (SwitchActiveChain is on screen). */
export type SwitchNetworkReturnType = SwitchNetworkResult;

export type SwitchNetworkErrorType =
  | WalletportError<'NAMESPACE_NOT_CONFIGURED_FOR_CHAIN'>
  | WalletportError<'CHAIN_NOT_SUPPORTED'>
  | WalletportError<'USER_REJECTED_REQUEST'>
  | WalletportError<'UNRECOGNIZED_CHAIN'>
  | WalletportError<'NO_RPC_URL'>
  | WalletportError;

export function switchNetwork(
  client: WalletportClient,
  { network, ignoreConfirmation = false }: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  const target = typeof network === 'number' ? `eip155:${network}` : network;
  return withCore(client, (core) => core.network.switchNetwork(target, { ignoreConfirmation }));
}
