import { describe, expect, it } from 'vitest';
import { APPKIT_THEME_VARIABLE_ALIASES, parseThemeVariables, THEME_VARIABLE_NAMES } from './theme.schema.js';

describe('parseThemeVariables', () => {
  it('accepts every variable of the contract with a valid value', () => {
    const { variables, rejected } = parseThemeVariables({
      '--wp-accent': '#47a1ff',
      '--wp-color-mix': 'rgb(0, 0, 0)',
      '--wp-color-mix-strength': 40,
      '--wp-font-family': '"Inter", system-ui, sans-serif',
      '--wp-font-size-master': '10px',
      '--wp-border-radius-master': '0.25rem',
      '--wp-z-index': 1000,
      '--wp-accent-foreground': '#000',
      '--wp-font-family-mono': 'ui-monospace, "Fira Code", monospace',
      '--wp-border-radius-small': 2,
      '--wp-border-radius-medium': '0.5rem',
      '--wp-border-radius-large': '24px',
      '--wp-overlay-blur': '8px',
    });
    expect(rejected).toEqual([]);
    expect(Object.keys(variables).sort()).toEqual([...THEME_VARIABLE_NAMES].sort());
  });

  it('maps the AppKit names to ours, and ours win when both are given', () => {
    expect(parseThemeVariables({ '--w3m-accent': 'red', '--w3m-z-index': '99' }).variables).toEqual({
      '--wp-accent': 'red',
      '--wp-z-index': 99,
    });
    expect(parseThemeVariables({ '--wp-accent': 'blue', '--w3m-accent': 'red' }).variables).toEqual({ '--wp-accent': 'blue' });
    // Every AppKit variable has ours; ours go further (AppKit has no foreground, mono font, radii steps or blur).
    for (const name of Object.values(APPKIT_THEME_VARIABLE_ALIASES)) expect(THEME_VARIABLE_NAMES).toContain(name);
  });

  it('turns numeric strings into numbers and bare lengths into pixels', () => {
    expect(parseThemeVariables({ '--wp-color-mix-strength': '25', '--wp-font-size-master': 12 }).variables).toEqual({
      '--wp-color-mix-strength': 25,
      '--wp-font-size-master': '12px',
    });
  });

  it.each([
    ['--wp-accent', 'red; background: url(https://evil.example/x.png)'],
    ['--wp-accent', 'url(https://evil.example/x.png)'],
    ['--wp-accent', '}</style><script>'],
    ['--wp-accent', ''],
    ['--wp-color-mix-strength', 101],
    ['--wp-color-mix-strength', -1],
    ['--wp-font-family', 'Inter; color: red'],
    ['--wp-font-size-master', '10'],
    ['--wp-font-size-master', 'calc(1px + 1px)'],
    ['--wp-border-radius-master', '4pt'],
    ['--wp-z-index', 1.5],
    ['--wp-z-index', 'top'],
    ['--wp-accent-foreground', 'url(https://evil.example/x.png)'],
    ['--wp-font-family-mono', 'mono; color: red'],
    ['--wp-border-radius-large', '50%'],
    ['--wp-overlay-blur', 'blur(4px)'],
    ['--wp-overlay-blur', -2],
  ])('rejects %s = %j', (name, value) => {
    const { variables, rejected } = parseThemeVariables({ [name]: value });
    expect(variables).toEqual({});
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.name).toBe(name);
  });

  it('rejects unknown names and non-objects, keeping the valid entries', () => {
    const { variables, rejected } = parseThemeVariables({ '--wp-accent': 'teal', '--wp-unknown': 'x' });
    expect(variables).toEqual({ '--wp-accent': 'teal' });
    expect(rejected.map((issue) => issue.name)).toEqual(['--wp-unknown']);
    expect(rejected[0]?.reason).toBe('unknown theme variable');
    expect(parseThemeVariables('red').rejected).toHaveLength(1);
    expect(parseThemeVariables(null).rejected).toHaveLength(1);
  });

  it('keeps an explicit undefined as a removal', () => {
    expect(parseThemeVariables({ '--wp-accent': undefined })).toEqual({ variables: { '--wp-accent': undefined }, rejected: [] });
  });

  it('suggests the variable a near miss was meant to be', () => {
    expect(parseThemeVariables({ '--wp-accnt': 'red' }).rejected).toEqual([
      { name: '--wp-accnt', reason: 'unknown theme variable (did you mean `--wp-accent`?)' },
    ]);
    expect(parseThemeVariables({ '--w3m-acent': 'red' }).rejected[0]?.reason).toContain('`--w3m-accent`');
  });
});
