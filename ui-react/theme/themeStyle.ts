/**
 * Theme state to CSS: the palettes as scoped rules for a shadow root's stylesheet, and the host page's theme
 * variables as an inline style object (React writes `--*` keys with style.setProperty, so a value can never
 * escape its declaration).
 */
import type { ThemeMode } from '../../domain/usecases/options/index.js';
import type { WalletportThemeVariables } from '../../domain/usecases/theme/index.js';
import { palettes, type ThemePalette } from './palettes.js';

/** The attribute on each shadow host that selects the palette. */
export const THEME_ATTRIBUTE = 'data-wp-theme';

export type ThemeStyle = { readonly [TName: `--wp-${string}`]: string };

/**
 * The host page's variables as custom properties; numbers get their unit. An overlay blur other than zero
 * also sets the overlay's backdrop filter (`--wp-overlay-backdrop`, `none` in baseCss.ts): a `blur(0px)`
 * filter still makes chromium repaint the whole backdrop in software on every frame anything in the dialog
 * moves (about 2.5 s of a 3.3 s All Wallets scroll in the bench's trace, against 0.3 s without it).
 */
export function themeVariablesToStyle(variables: WalletportThemeVariables): ThemeStyle {
  const style: Record<string, string> = {};
  for (const [name, value] of Object.entries(variables) as [keyof WalletportThemeVariables, string | number | undefined][]) {
    if (value === undefined) continue;
    style[name] = name === '--wp-color-mix-strength' ? `${value}%` : String(value);
  }
  const blur = style['--wp-overlay-blur'];
  if (blur !== undefined && Number.parseFloat(blur) !== 0) style['--wp-overlay-backdrop'] = `blur(${blur})`;
  return style as ThemeStyle;
}

function declarations(palette: ThemePalette): string {
  return Object.entries(palette)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
}

/**
 * The palettes, declared on the `.wp-root` element inside the shadow root (not on the host, where a page
 * rule could reach them): light by default, dark when the host carries `data-wp-theme="dark"`.
 */
export function paletteCss(): string {
  const rules = (Object.keys(palettes) as ThemeMode[]).map(
    (mode) => `:host([${THEME_ATTRIBUTE}="${mode}"]) .wp-root { ${declarations(palettes[mode])} }`,
  );
  return [`.wp-root { ${declarations(palettes.light)} }`, ...rules].join('\n');
}
