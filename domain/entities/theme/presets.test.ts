import { describe, expect, it } from 'vitest';
import { parseThemeVariables } from '../../usecases/theme/theme.schema.js';
import { darkTheme, lightTheme } from './presets.js';
import { THEME_VARIABLE_NAMES } from './themeVariableNames.js';

describe('the theme presets', () => {
  it('give the mode and every knob its default when called without knobs', () => {
    expect(lightTheme()).toEqual({
      themeMode: 'light',
      themeVariables: {
        '--wp-accent': '#2563eb',
        '--wp-accent-foreground': '#ffffff',
        '--wp-border-radius-master': '4px',
        '--wp-font-family': expect.stringContaining('system-ui'),
        '--wp-overlay-blur': '0px',
      },
    });
    expect(darkTheme().themeMode).toBe('dark');
    expect(darkTheme().themeVariables).toEqual(lightTheme().themeVariables);
  });

  it('turn the knobs into theme variables', () => {
    const { themeVariables } = darkTheme({
      accentColor: '#7b3fe4',
      accentColorForeground: 'black',
      borderRadius: 'large',
      fontStack: 'rounded',
      overlayBlur: 'small',
    });
    expect(themeVariables).toEqual({
      '--wp-accent': '#7b3fe4',
      '--wp-accent-foreground': 'black',
      '--wp-border-radius-master': '6px',
      '--wp-font-family': expect.stringMatching(/^ui-rounded, /),
      '--wp-overlay-blur': '4px',
    });
    expect(lightTheme({ borderRadius: 'none' }).themeVariables['--wp-border-radius-master']).toBe('0px');
    expect(lightTheme({ borderRadius: 'small' }).themeVariables['--wp-border-radius-master']).toBe('2px');
    expect(lightTheme({ overlayBlur: 'large' }).themeVariables['--wp-overlay-blur']).toBe('16px');
  });

  it('only set known variables, with values the theme accepts', () => {
    for (const preset of [lightTheme(), darkTheme({ fontStack: 'rounded', borderRadius: 'none', overlayBlur: 'large' })]) {
      for (const name of Object.keys(preset.themeVariables)) expect(THEME_VARIABLE_NAMES).toContain(name);
      expect(parseThemeVariables(preset.themeVariables).rejected).toEqual([]);
    }
  });
});
