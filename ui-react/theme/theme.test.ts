import { describe, expect, it } from 'vitest';
import { THEME_VARIABLE_NAMES } from '../../domain/usecases/theme/theme.schema.js';
import { darkTheme, lightTheme, PALETTE_VARIABLE_NAMES } from './palettes.js';
import { paletteCss, themeVariablesToStyle } from './themeStyle.js';

describe('the theme contract', () => {
  it('gives light and dark a value for every variable, all with the --wp- prefix', () => {
    const names = [...THEME_VARIABLE_NAMES, ...PALETTE_VARIABLE_NAMES].sort();
    expect(Object.keys(lightTheme).sort()).toEqual(names);
    expect(Object.keys(darkTheme).sort()).toEqual(names);
    for (const name of names) expect(name.startsWith('--wp-')).toBe(true);
    expect(darkTheme['--wp-color-bg']).not.toBe(lightTheme['--wp-color-bg']);
  });

  it('scopes the palettes under the data attribute of the shadow host, light by default', () => {
    const css = paletteCss();
    const lightRule = /^\.wp-root \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(lightRule).toContain(`--wp-accent: ${lightTheme['--wp-accent']};`);
    expect(lightRule).toContain(`--wp-color-bg: ${lightTheme['--wp-color-bg']};`);
    expect(css).toContain(':host([data-wp-theme="dark"]) .wp-root {');
    expect(css).toContain(`--wp-color-bg: ${darkTheme['--wp-color-bg']};`);
  });

  it('turns the host page variables into custom properties with units', () => {
    expect(
      themeVariablesToStyle({ '--wp-accent': 'teal', '--wp-color-mix-strength': 40, '--wp-z-index': 10, '--wp-font-size-master': '12px' }),
    ).toEqual({ '--wp-accent': 'teal', '--wp-color-mix-strength': '40%', '--wp-z-index': '10', '--wp-font-size-master': '12px' });
    expect(themeVariablesToStyle({})).toEqual({});
  });
});
