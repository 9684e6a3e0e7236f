/** The theme (see getTheme, setTheme), with the mode the modal shows resolved against the visitor's system. */
import { useCallback, useMemo } from 'react';
import { getTheme } from '../../actions/getTheme.js';
import { setTheme, type SetThemeParameters, type SetThemeReturnType } from '../../actions/setTheme.js';
import type { WalletportCore } from '../../container/walletport-core.js';
import type { ThemeMode } from '../../domain/usecases/options/index.js';
import type { WalletportThemeVariables } from '../../domain/usecases/theme/index.js';
import { useEffectiveThemeMode } from '../theme/useEffectiveThemeMode.js';
import { useClientValue } from './useClientValue.js';
import { useWalletport } from './useWalletport.js';

export type UseWalletportThemeReturnType = {
  /** The mode the modal shows: the page's, else the visitor's prefers-color-scheme. */
  themeMode: ThemeMode;
  /** The mode the page set; undefined while the modal follows the visitor's system. */
  themeModeSetting: ThemeMode | undefined;
  themeVariables: WalletportThemeVariables;
  /** Changes the mode and/or merges variables; resolves with what applies and what was rejected. */
  setTheme: (parameters: SetThemeParameters) => Promise<SetThemeReturnType>;
};

const themeStores = (core: WalletportCore) => [core.theme];

export function useWalletportTheme(): UseWalletportThemeReturnType {
  const client = useWalletport();
  const { themeMode: themeModeSetting, themeVariables } = useClientValue(client, getTheme, themeStores);
  const themeMode = useEffectiveThemeMode(themeModeSetting);
  const update = useCallback((parameters: SetThemeParameters) => setTheme(client, parameters), [client]);
  return useMemo(
    () => ({ themeMode, themeModeSetting, themeVariables, setTheme: update }),
    [themeMode, themeModeSetting, themeVariables, update],
  );
}
