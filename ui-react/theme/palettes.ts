/**
 * The theme contract: every CSS variable the renderer's stylesheets read, with the product's `--wp-` prefix,
 * and the light and dark themes as plain objects. The first seven are the host page's theme variables
 * (theme.schema.ts); their values here are the defaults, replaced at run time by the theme use case.
 */
import type { ThemeVariableName } from '../../domain/usecases/theme/index.js';

export const PALETTE_VARIABLE_NAMES = [
  '--wp-color-bg',
  '--wp-color-bg-raised',
  '--wp-color-bg-hover',
  '--wp-color-fg',
  '--wp-color-fg-muted',
  '--wp-color-border',
  '--wp-color-overlay',
  '--wp-color-on-accent',
  '--wp-color-success',
  '--wp-color-error',
  '--wp-color-focus',
  '--wp-shadow',
] as const;

export type PaletteVariableName = (typeof PALETTE_VARIABLE_NAMES)[number];

/** One theme: a value for every variable of the contract. */
export type ThemePalette = { readonly [TName in ThemeVariableName | PaletteVariableName]: string };

const SYSTEM_FONTS =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

const sharedDefaults = {
  '--wp-color-mix': 'transparent',
  '--wp-color-mix-strength': '0%',
  '--wp-font-family': SYSTEM_FONTS,
  '--wp-font-size-master': '10px',
  '--wp-border-radius-master': '4px',
  '--wp-z-index': '999',
} as const;

export const lightTheme: ThemePalette = {
  ...sharedDefaults,
  '--wp-accent': '#2563eb',
  '--wp-color-bg': '#ffffff',
  '--wp-color-bg-raised': '#f1f3f5',
  '--wp-color-bg-hover': '#e5e8ec',
  '--wp-color-fg': '#141414',
  '--wp-color-fg-muted': '#575d66',
  '--wp-color-border': '#dfe3e8',
  '--wp-color-overlay': 'rgba(0, 0, 0, 0.3)',
  '--wp-color-on-accent': '#ffffff',
  '--wp-color-success': '#13803f',
  '--wp-color-error': '#c42b2b',
  '--wp-color-focus': '#2563eb',
  '--wp-shadow': '0 8px 32px rgba(0, 0, 0, 0.12)',
};

export const darkTheme: ThemePalette = {
  ...sharedDefaults,
  '--wp-accent': '#2563eb',
  '--wp-color-bg': '#141414',
  '--wp-color-bg-raised': '#222325',
  '--wp-color-bg-hover': '#2e3034',
  '--wp-color-fg': '#f4f4f5',
  '--wp-color-fg-muted': '#a4a9b2',
  '--wp-color-border': '#2f3136',
  '--wp-color-overlay': 'rgba(0, 0, 0, 0.55)',
  '--wp-color-on-accent': '#ffffff',
  '--wp-color-success': '#3ccf75',
  '--wp-color-error': '#ff6b6b',
  '--wp-color-focus': '#7aa7ff',
  '--wp-shadow': '0 8px 32px rgba(0, 0, 0, 0.5)',
};

export const themes = { light: lightTheme, dark: darkTheme } as const;
