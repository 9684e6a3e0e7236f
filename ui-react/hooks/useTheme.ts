import { useCallback } from 'react';
import type { ThemeMode } from '../../domain/usecases/options/options.js';
import type { ThemeVariablesInput, WalletportThemeVariables } from '../../domain/usecases/theme/theme.schema.js';
import type { SetThemeVariablesReturnType, ThemeState } from '../../domain/usecases/theme/theme.usecase.js';
import { useStore } from '../state/useStore.js';
import { useWalletport } from './useWalletport.js';

export type UseThemeReturnType = {
  themeMode: ThemeMode;
  themeVariables: WalletportThemeVariables;
  /** Returns false for anything but 'light' or 'dark'. */
  setThemeMode: (themeMode: ThemeMode) => boolean;
  /** Merges variables (undefined removes one); returns what was rejected. */
  setThemeVariables: (variables: ThemeVariablesInput) => SetThemeVariablesReturnType;
};

const selectMode = (state: ThemeState) => state.themeMode;
const selectVariables = (state: ThemeState) => state.themeVariables;

export function useTheme(): UseThemeReturnType {
  const { theme } = useWalletport();
  const themeMode = useStore(theme, selectMode);
  const themeVariables = useStore(theme, selectVariables);
  const setThemeMode = useCallback((mode: ThemeMode) => theme.setThemeMode(mode), [theme]);
  const setThemeVariables = useCallback((variables: ThemeVariablesInput) => theme.setThemeVariables(variables), [theme]);
  return { themeMode, themeVariables, setThemeMode, setThemeVariables };
}
