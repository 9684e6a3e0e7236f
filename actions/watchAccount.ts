/**
 * Calls `onChange` with the account (see getAccount) each time it changes, including when the client's core
 * arrives. Watching also loads the account's balance and profile. Returns the function that stops watching.
 */
import { watchValue } from '../client/core-access.js';
import type { WalletportClient } from '../client/walletport-client.js';
import { accountStores, getAccount, type Account, type GetAccountParameters } from './getAccount.js';

export type WatchAccountParameters = GetAccountParameters & {
  onChange(account: Account, previous: Account): void;
};

export type WatchAccountReturnType = () => void;
export type WatchAccountErrorType = never;

export function watchAccount(client: WalletportClient, { onChange, ...parameters }: WatchAccountParameters): WatchAccountReturnType {
  return watchValue(client, () => getAccount(client, parameters), accountStores, onChange);
}
