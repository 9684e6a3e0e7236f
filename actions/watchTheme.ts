/** Calls `onChange` each time the theme changes; returns the function that stops watching. */
import { watchValue } from '../client/core-access.js';
import type { WalletportClient } from '../client/walletport-client.js';
import { getTheme, type Theme } from './getTheme.js';

export type WatchThemeParameters = { onChange(theme: Theme, previous: Theme): void };
export type WatchThemeReturnType = () => void;

export function watchTheme(client: WalletportClient, { onChange }: WatchThemeParameters): WatchThemeReturnType {
  return watchValue(client, () => getTheme(client), (core) => [core.theme], onChange);
}
