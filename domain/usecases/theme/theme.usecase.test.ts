import { describe, expect, it } from 'vitest';
import { RecordingLogger } from '../../../tests/fakes/recording-logger.fake.js';
import { DEFAULT_THEME_MODE, ThemeUseCase } from './theme.usecase.js';

function setup(parameters: Partial<ConstructorParameters<typeof ThemeUseCase>[0]> = {}) {
  const logger = new RecordingLogger();
  return { logger, theme: new ThemeUseCase({ logger, ...parameters }) };
}

describe('ThemeUseCase', () => {
  it('starts light with no variables when the options name none', () => {
    const { theme } = setup();
    expect(DEFAULT_THEME_MODE).toBe('light');
    expect(theme.snapshot).toEqual({ themeMode: 'light', themeVariables: {} });
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

  it('switches the mode at run time and refuses anything but light or dark', () => {
    const { theme, logger } = setup();
    const seen: string[] = [];
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
    theme.setThemeMode('light');
    expect(theme.snapshot).toBe(before);
  });
});
