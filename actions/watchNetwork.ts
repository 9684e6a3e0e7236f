/** Calls `onChange` with the network (see getNetwork) each time it changes; returns the function that stops. */
import { watchValue } from '../client/core-access.js';
import type { WalletportClient } from '../client/walletport-client.js';
import { getNetwork, type Network } from './getNetwork.js';

export type WatchNetworkParameters = {
  onChange(network: Network, previous: Network): void;
};

export type WatchNetworkReturnType = () => void;
export type WatchNetworkErrorType = never;

export function watchNetwork(client: WalletportClient, { onChange }: WatchNetworkParameters): WatchNetworkReturnType {
  return watchValue(client, () => getNetwork(client), (core) => [core.network], onChange);
}
