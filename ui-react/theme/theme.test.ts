import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseCss } from '../shadow/baseCss.js';
import { THEME_VARIABLE_NAMES } from '../../domain/usecases/theme/theme.schema.js';
import { darkPalette, lightPalette, PALETTE_VARIABLE_NAMES } from './palettes.js';
import { paletteCss, themeVariablesToStyle } from './themeStyle.js';

describe('the theme contract', () => {
  it('gives light and dark a value for every variable, all with the --wp- prefix', () => {
    const names = [...THEME_VARIABLE_NAMES, ...PALETTE_VARIABLE_NAMES].sort();
    expect(Object.keys(lightPalette).sort()).toEqual(names);
    expect(Object.keys(darkPalette).sort()).toEqual(names);
    for (const name of names) expect(name.startsWith('--wp-')).toBe(true);
    expect(darkPalette['--wp-color-bg']).not.toBe(lightPalette['--wp-color-bg']);
  });

  it('scopes the palettes under the data attribute of the shadow host, light by default', () => {
    const css = paletteCss();
    const lightRule = /^\.wp-root \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(lightRule).toContain(`--wp-accent: ${lightPalette['--wp-accent']};`);
    expect(lightRule).toContain(`--wp-color-bg: ${lightPalette['--wp-color-bg']};`);
    expect(css).toContain(':host([data-wp-theme="dark"]) .wp-root {');
    expect(css).toContain(`--wp-color-bg: ${darkPalette['--wp-color-bg']};`);
  });

  it('turns the host page variables into custom properties with units', () => {
    expect(
      themeVariablesToStyle({ '--wp-accent': 'teal', '--wp-color-mix-strength': 40, '--wp-z-index': 10, '--wp-font-size-master': '12px' }),
    ).toEqual({ '--wp-accent': 'teal', '--wp-color-mix-strength': '40%', '--wp-z-index': '10', '--wp-font-size-master': '12px' });
    expect(themeVariablesToStyle({})).toEqual({});
  });

  it('derives the three corner radii from the master unless the page sets them, and puts text on the accent in its foreground', () => {
    const css = paletteCss();
    expect(css).toContain('--wp-border-radius-small: calc(var(--wp-border-radius-master) * 2);');
    expect(css).toContain('--wp-border-radius-large: calc(var(--wp-border-radius-master) * 7);');
    expect(baseCss('contents')).toContain('--wp-radius-md: var(--wp-border-radius-medium);');
    expect(themeVariablesToStyle({ '--wp-border-radius-large': '0px', '--wp-overlay-blur': '8px' })).toEqual({
      '--wp-border-radius-large': '0px',
      '--wp-overlay-blur': '8px',
      '--wp-overlay-backdrop': 'blur(8px)',
    });
  });

  it('gives the overlay a backdrop filter only for a blur other than zero (a zero blur still repaints every frame)', () => {
    expect(baseCss('contents')).toContain('--wp-overlay-backdrop: none;');
    for (const zero of ['0px', '0', '0rem', '0.0px']) expect(themeVariablesToStyle({ '--wp-overlay-blur': zero })).toEqual({ '--wp-overlay-blur': zero });
    expect(themeVariablesToStyle({ '--wp-overlay-blur': '0.5rem' })['--wp-overlay-backdrop']).toBe('blur(0.5rem)');
    expect(themeVariablesToStyle({ '--wp-overlay-blur': 'calc(2px * 2)' })['--wp-overlay-backdrop']).toBe('blur(calc(2px * 2))');
  });

  it('declares on .wp-root every --wp- variable a stylesheet reads, so none can come from the host page', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const stylesheets = (readdirSync(root, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.styles.ts'))
      .map((file) => readFileSync(path.join(root, file), 'utf8'));
    expect(stylesheets.length).toBeGreaterThan(20);
    const read = new Set(stylesheets.flatMap((text) => [...text.matchAll(/var\((--wp-[\w-]+)/g)].map((match) => match[1])));
    const declared = new Set([
      // Set inline by its view on the element that reads it (SocialButtons.tsx), so the page's never applies.
      '--wp-social-columns',
      ...Object.keys(lightPalette),
      ...[...baseCss('contents').matchAll(/^\s*(--wp-[\w-]+):/gm)].map((match) => match[1]),
    ]);
    expect([...read].filter((name) => !declared.has(name as string))).toEqual([]);
    expect(read).toContain('--wp-accent-foreground');
    expect(read).toContain('--wp-font-family-mono');
    expect(read).toContain('--wp-overlay-backdrop');
  });
});
