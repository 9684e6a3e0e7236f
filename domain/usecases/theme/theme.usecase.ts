/**
 * The theme: light or dark, plus the theme variables of theme.schema.ts. Starts from the options
 * (`themeMode`, `themeVariables`) and can be changed at run time; the renderer turns the state into CSS
 * variables on its shadow roots. With no mode set (the option left out, or `setThemeMode(undefined)`) the
 * renderer follows the visitor's own `prefers-color-scheme`, live; an explicit mode wins.
 *
 * A bad variable never breaks the page: it is left out, logged once as a warning, and returned to the
 * caller of `setThemeVariables` so a program can react.
 */
import type { Logger } from '../../../ports/logger.port.js';
import { THEME_MODES, type ThemeMode } from '../options/index.js';
import { StatefulUseCase } from '../shared/index.js';
import {
  parseThemeVariables,
  type ThemeVariableIssue,
  type ThemeVariablesInput,
  type WalletportThemeVariables,
} from './theme.schema.js';

export type ThemeState = {
  /** The mode the page chose; undefined to follow the visitor's system setting. */
  readonly themeMode: ThemeMode | undefined;
  readonly themeVariables: WalletportThemeVariables;
};

export type ThemeUseCaseParameters = {
  readonly themeMode?: ThemeMode | undefined;
  readonly themeVariables?: ThemeVariablesInput | Readonly<Record<string, string | number>> | undefined;
  readonly logger: Pick<Logger, 'warn'>;
};

export type SetThemeVariablesReturnType = {
  /** The variables now in force. */
  readonly themeVariables: WalletportThemeVariables;
  /** What was not applied (unknown names, invalid values). Empty when everything was applied. */
  readonly rejected: readonly ThemeVariableIssue[];
};

export class ThemeUseCase extends StatefulUseCase<ThemeState> {
  readonly #logger: Pick<Logger, 'warn'>;

  constructor({ themeMode, themeVariables, logger }: ThemeUseCaseParameters) {
    const { variables, rejected } = parseThemeVariables(themeVariables ?? {});
    super({
      themeMode: isThemeMode(themeMode) ? themeMode : undefined,
      themeVariables: withoutRemovals(variables),
    });
    this.#logger = logger;
    this.#warn(rejected);
  }

  /**
   * Switches between light and dark, or back to following the visitor's system (undefined). Returns false
   * (and changes nothing) for any other value.
   */
  setThemeMode(themeMode: ThemeMode | undefined): boolean {
    if (themeMode !== undefined && !isThemeMode(themeMode)) {
      this.#logger.warn(`Unknown theme mode ${JSON.stringify(themeMode)}; expected "light" or "dark"`);
      return false;
    }
    this.setState({ themeMode });
    return true;
  }

  /**
   * Merges theme variables into the current ones (a variable set to undefined is removed). Invalid entries
   * are skipped, the valid ones still apply.
   */
  setThemeVariables(input: ThemeVariablesInput): SetThemeVariablesReturnType {
    const { variables, rejected } = parseThemeVariables(input);
    this.#warn(rejected);
    const merged = withoutRemovals({ ...this.snapshot.themeVariables, ...variables });
    if (!sameVariables(merged, this.snapshot.themeVariables)) this.setState({ themeVariables: merged });
    return { themeVariables: this.snapshot.themeVariables, rejected };
  }

  #warn(rejected: readonly ThemeVariableIssue[]): void {
    if (rejected.length === 0) return;
    const list = rejected.map(({ name, reason }) => `${name}: ${reason}`).join('; ');
    this.#logger.warn(`Theme variables ignored: ${list}`, { rejected });
  }
}

function isThemeMode(value: unknown): value is ThemeMode {
  return (THEME_MODES as readonly unknown[]).includes(value);
}

function withoutRemovals(variables: Record<string, unknown>): WalletportThemeVariables {
  return Object.fromEntries(Object.entries(variables).filter(([, value]) => value !== undefined)) as WalletportThemeVariables;
}

function sameVariables(a: WalletportThemeVariables, b: WalletportThemeVariables): boolean {
  const keysA = Object.keys(a) as (keyof WalletportThemeVariables)[];
  return keysA.length === Object.keys(b).length && keysA.every((key) => Object.is(a[key], b[key]));
}
