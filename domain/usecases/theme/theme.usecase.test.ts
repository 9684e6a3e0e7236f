import { describe, expect, it } from 'vitest';
import { RecordingLogger } from '../../../tests/fakes/recording-logger.fake.js';
import { ThemeUseCase } from './theme.usecase.js';

function setup(parameters: Partial<ConstructorParameters<typeof ThemeUseCase>[0]> = {}) {
  const logger = new RecordingLogger();
  return { logger, theme: new ThemeUseCase({ logger, ...parameters }) };
}

describe('ThemeUseCase', () => {
  it("follows the visitor's system (no mode) with no variables when the options name none", () => {
    const { theme } = setup();
    expect(theme.snapshot).toEqual({ themeMode: undefined, themeVariables: {} });
  });

  it('goes back to following the system when the mode is set to undefined', () => {
    const { theme } = setup({ themeMode: 'dark' });
    expect(theme.setThemeMode(undefined)).toBe(true);
    expect(theme.snapshot.themeMode).toBeUndefined();
  });

  it('starts from the options, mapping AppKit names and dropping bad values with one warning', () => {
    const { theme, logger } = setup({
      themeMode: 'dark',
      themeVariables: { '--w3m-accent': '#ff0000', '--wp-z-index': 'high' },
    });
    expect(theme.snapshot).toEqual({ themeMode: 'dark', themeVariables: { '--wp-accent': '#ff0000' } });
    expect(logger.messages('warn')).toHaveLength(1);
    expect(logger.messages('warn')[0]).toContain('--wp-z-index');
  });

  it("leaves a misspelt variable out with a warning naming it and the one it is nearest to, the rest applied", () => {
    const { theme, logger } = setup({ themeVariables: { '--wp-accnt': 'red', '--wp-overlay-blur': '4px' } });
    expect(theme.snapshot.themeVariables).toEqual({ '--wp-overlay-blur': '4px' });
    expect(logger.messages('warn')).toEqual(['Theme variables ignored: --wp-accnt: unknown theme variable (did you mean `--wp-accent`?)']);
  });

  it('switches the mode at run time and refuses anything but light or dark', () => {
    const { theme, logger } = setup();
    const seen: (string | undefined)[] = [];
    const unsubscribe = theme.subscribe(() => seen.push(theme.snapshot.themeMode));
    expect(theme.setThemeMode('dark')).toBe(true);
    expect(theme.setThemeMode('dark')).toBe(true);
    expect(theme.setThemeMode('sepia' as never)).toBe(false);
    expect(seen).toEqual(['dark']);
    expect(logger.messages('warn')).toHaveLength(1);
    unsubscribe();
  });

  it('merges variables, removes those set to undefined, and reports what it rejected', () => {
    const { theme } = setup({ themeVariables: { '--wp-accent': 'red', '--wp-z-index': 10 } });
    const result = theme.setThemeVariables({ '--wp-accent': undefined, '--w3m-font-size-master': '12px', '--wp-color-mix-strength': 200 });
    expect(result.themeVariables).toEqual({ '--wp-z-index': 10, '--wp-font-size-master': '12px' });
    expect(result.rejected.map((issue) => issue.name)).toEqual(['--wp-color-mix-strength']);
    expect(theme.snapshot.themeVariables).toBe(result.themeVariables);
  });

  it('keeps the same snapshot when nothing changed', () => {
    const { theme } = setup({ themeVariables: { '--wp-accent': 'red' } });
    const before = theme.snapshot;
    theme.setThemeVariables({ '--wp-accent': 'red' });
    theme.setThemeMode(undefined);
    expect(theme.snapshot).toBe(before);
  });
});
