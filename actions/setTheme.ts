/**
 * Changes the theme at run time: the mode ('light', 'dark', or undefined to follow the visitor's system) and
 * theme variables merged into the current ones (a variable set to undefined is removed). Invalid entries are
 * left out and returned in `rejected`; the valid ones still apply.
 */
import { withCore } from '../client/core-access.js';
import type { WalletportClient } from '../client/walletport-client.js';
import type { WalletportCore } from '../container/walletport-core.js';
import type { ThemeMode } from '../domain/usecases/options/index.js';
import type { ThemeVariableIssue, ThemeVariablesInput, WalletportThemeVariables } from '../domain/usecases/theme/index.js';

export type SetThemeParameters = {
  themeMode?: ThemeMode | undefined;
  themeVariables?: ThemeVariablesInput | undefined;
};

export type SetThemeReturnType = {
  themeMode: ThemeMode | undefined;
  themeVariables: WalletportThemeVariables;
  /** What was not applied: a mode other than light or dark, unknown variable names, invalid values. */
  rejected: readonly ThemeVariableIssue[];
};

/** The client's core could not load. */
export type SetThemeErrorType = Error;

export function setTheme(client: WalletportClient, parameters: SetThemeParameters): Promise<SetThemeReturnType> {
  return withCore(client, ({ theme }) => applyTheme(theme, parameters));
}

function applyTheme(theme: WalletportCore['theme'], parameters: SetThemeParameters): SetThemeReturnType {
  const rejected: ThemeVariableIssue[] = [];
  if ('themeMode' in parameters && !theme.setThemeMode(parameters.themeMode)) {
    rejected.push({ name: 'themeMode', reason: 'expected "light", "dark" or undefined' });
  }
  if (parameters.themeVariables) rejected.push(...theme.setThemeVariables(parameters.themeVariables).rejected);
  return { ...theme.snapshot, rejected };
}
