/** theme: what code outside this folder uses (the dependency-rules test lets it import nothing else here). */
export type {
  ThemeVariableIssue,
  ThemeVariableName,
  ThemeVariablesInput,
  WalletportThemeVariables,
} from './theme.schema.js';
export { ThemeUseCase } from './theme.usecase.js';
export type { ThemeState } from './theme.usecase.js';
