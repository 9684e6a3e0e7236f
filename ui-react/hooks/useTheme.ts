import { useCallback } from 'react';
import type { ThemeMode } from '../../domain/usecases/options/options.js';
import type { ThemeVariablesInput, WalletportThemeVariables } from '../../domain/usecases/theme/theme.schema.js';
import type { SetThemeVariablesReturnType, ThemeState } from '../../domain/usecases/theme/theme.usecase.js';
import { useStore } from '../state/useStore.js';
import { useWalletport } from './useWalletport.js';
import { useEffectiveThemeMode } from '../theme/useEffectiveThemeMode.js';

export type UseThemeReturnType = {
  /** The mode the modal shows: the page's, else the visitor's prefers-color-scheme. */
  themeMode: ThemeMode;
  /** The mode the page set; undefined while the modal follows the visitor's system. */
  themeModeSetting: ThemeMode | undefined;
  themeVariables: WalletportThemeVariables;
  /** 'light', 'dark', or undefined to follow the visitor's system; false for anything else. */
  setThemeMode: (themeMode: ThemeMode | undefined) => boolean;
  /** Merges variables (undefined removes one); returns what was rejected. */
  setThemeVariables: (variables: ThemeVariablesInput) => SetThemeVariablesReturnType;
};

const selectMode = (state: ThemeState) => state.themeMode;
const selectVariables = (state: ThemeState) => state.themeVariables;

export function useTheme(): UseThemeReturnType {
  const { theme } = useWalletport();
  const themeModeSetting = useStore(theme, selectMode);
  const themeMode = useEffectiveThemeMode(themeModeSetting);
  const themeVariables = useStore(theme, selectVariables);
  const setThemeMode = useCallback((mode: ThemeMode | undefined) => theme.setThemeMode(mode), [theme]);
  const setThemeVariables = useCallback((variables: ThemeVariablesInput) => theme.setThemeVariables(variables), [theme]);
  return { themeMode, themeModeSetting, themeVariables, setThemeMode, setThemeVariables };
}
