/**
 * The theme contract: every CSS variable the renderer's stylesheets read, with the product's `--wp-` prefix,
 * and the light and dark palettes as plain objects. The host page's theme variables (THEME_VARIABLE_NAMES)
 * are among them; their values here are the defaults, replaced at run time by the theme use case. The
 * public presets (`lightTheme()`, `darkTheme()`: domain/entities/theme/presets.ts) set some of those
 * variables; these palettes are what is under them.
 */
import {
  DEFAULT_ACCENT,
  DEFAULT_ACCENT_FOREGROUND,
  SYSTEM_FONT_STACK,
} from '../../domain/entities/theme/presets.js';
import type { ThemeVariableName } from '../../domain/usecases/theme/index.js';

export const PALETTE_VARIABLE_NAMES = [
  '--wp-color-bg',
  '--wp-color-bg-raised',
  '--wp-color-bg-hover',
  '--wp-color-fg',
  '--wp-color-fg-muted',
  '--wp-color-border',
  '--wp-color-overlay',
  '--wp-color-success',
  '--wp-color-error',
  '--wp-color-focus',
  '--wp-shadow',
] as const;

export type PaletteVariableName = (typeof PALETTE_VARIABLE_NAMES)[number];

/** One theme: a value for every variable of the contract. */
export type ThemePalette = { readonly [TName in ThemeVariableName | PaletteVariableName]: string };

const sharedDefaults = {
  '--wp-accent': DEFAULT_ACCENT,
  '--wp-accent-foreground': DEFAULT_ACCENT_FOREGROUND,
  '--wp-color-mix': 'transparent',
  '--wp-color-mix-strength': '0%',
  '--wp-font-family': SYSTEM_FONT_STACK,
  '--wp-font-family-mono': 'ui-monospace, Menlo, Consolas, monospace',
  '--wp-font-size-master': '10px',
  '--wp-border-radius-master': '4px',
  // Each step follows the master unless the page sets it (the page's master and steps are inline on .wp-root).
  '--wp-border-radius-small': 'calc(var(--wp-border-radius-master) * 2)',
  '--wp-border-radius-medium': 'calc(var(--wp-border-radius-master) * 4)',
  '--wp-border-radius-large': 'calc(var(--wp-border-radius-master) * 7)',
  '--wp-overlay-blur': '0px',
  '--wp-z-index': '999',
} as const;

/** The light palette (the renderer's, internal; pages use the `lightTheme()` preset). */
export const lightPalette: ThemePalette = {
  ...sharedDefaults,
  '--wp-color-bg': '#ffffff',
  '--wp-color-bg-raised': '#f1f3f5',
  '--wp-color-bg-hover': '#e5e8ec',
  '--wp-color-fg': '#141414',
  '--wp-color-fg-muted': '#575d66',
  '--wp-color-border': '#dfe3e8',
  '--wp-color-overlay': 'rgba(0, 0, 0, 0.3)',
  '--wp-color-success': '#13803f',
  '--wp-color-error': '#c42b2b',
  '--wp-color-focus': '#2563eb',
  '--wp-shadow': '0 8px 32px rgba(0, 0, 0, 0.12)',
};

/** The dark palette (the renderer's, internal; pages use the `darkTheme()` preset). */
export const darkPalette: ThemePalette = {
  ...sharedDefaults,
  '--wp-color-bg': '#141414',
  '--wp-color-bg-raised': '#222325',
  '--wp-color-bg-hover': '#2e3034',
  '--wp-color-fg': '#f4f4f5',
  '--wp-color-fg-muted': '#a4a9b2',
  '--wp-color-border': '#2f3136',
  '--wp-color-overlay': 'rgba(0, 0, 0, 0.55)',
  '--wp-color-success': '#3ccf75',
  '--wp-color-error': '#ff6b6b',
  '--wp-color-focus': '#7aa7ff',
  '--wp-shadow': '0 8px 32px rgba(0, 0, 0, 0.5)',
};

export const palettes = { light: lightPalette, dark: darkPalette } as const;
