/** Calls `onChange` each time the connected wallet changes; returns the function that stops watching. */
import { watchValue } from '../client/core-access.js';
import type { WalletportClient } from '../client/walletport-client.js';
import { getWalletInfo, type GetWalletInfoParameters, type WalletInfo } from './getWalletInfo.js';

export type WatchWalletInfoParameters = GetWalletInfoParameters & {
  onChange(walletInfo: WalletInfo | undefined, previous: WalletInfo | undefined): void;
};
export type WatchWalletInfoReturnType = () => void;

export function watchWalletInfo(client: WalletportClient, { onChange, ...parameters }: WatchWalletInfoParameters): WatchWalletInfoReturnType {
  return watchValue(client, () => getWalletInfo(client, parameters), (core) => [core.connection, core.connectors], onChange);
}
