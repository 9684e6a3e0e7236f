/**
 * The theme the page set: its mode (undefined while the modal follows the visitor's prefers-color-scheme)
 * and its theme variables as they apply (invalid ones left out). Before the client's core has loaded: the
 * mode from the options and no variables yet. Stable until it changes.
 */
import { loadedCore, memoized } from '../client/core-access.js';
import type { WalletportClient } from '../client/walletport-client.js';
import type { ThemeMode } from '../domain/usecases/options/index.js';
import type { WalletportThemeVariables } from '../domain/usecases/theme/index.js';
import type { ThemeState } from '../domain/usecases/theme/index.js';

export type Theme = {
  /** The page's mode; undefined to follow the visitor's system setting. */
  themeMode: ThemeMode | undefined;
  themeVariables: WalletportThemeVariables;
};

export type GetThemeReturnType = Theme;
export type GetThemeErrorType = never;

const NO_VARIABLES: WalletportThemeVariables = {};

export function getTheme(client: WalletportClient): GetThemeReturnType {
  const state: ThemeState | undefined = loadedCore(client)?.theme.snapshot;
  return memoized(client, 'theme', [state], () => state ?? { themeMode: client.options.themeMode, themeVariables: NO_VARIABLES });
}
