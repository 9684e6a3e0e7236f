/** Calls `onChange` each time a connector appears or goes; returns the function that stops watching. */
import { watchValue } from '../client/core-access.js';
import type { WalletportClient } from '../client/walletport-client.js';
import type { Connector } from '../domain/entities/connector/connector.js';
import { getConnectors } from './getConnectors.js';

export type WatchConnectorsParameters = {
  onChange(connectors: readonly Connector[], previous: readonly Connector[]): void;
};
export type WatchConnectorsReturnType = () => void;

export function watchConnectors(client: WalletportClient, { onChange }: WatchConnectorsParameters): WatchConnectorsReturnType {
  return watchValue(client, () => getConnectors(client), (core) => [core.connectors], onChange);
}
