/**
 * Theme presets: `lightTheme(knobs?)` and `darkTheme(knobs?)` return the two options a page spreads into
 * createWalletport (or passes to setTheme), so the few things most apps change are one call:
 *
 *   createWalletport({ ...darkTheme({ accentColor: '#7b3fe4', borderRadius: 'large' }), projectId, networks })
 *
 * Every knob's variable is always set (to its default when the knob is left out), so switching presets at run
 * time with setTheme also resets what the previous preset changed. Values are checked where every theme
 * variable is (the theme use case); a preset adds no rule of its own.
 */
import type { ThemeVariablesInput } from './themeVariableNames.js';

export type BorderRadiusKnob = 'none' | 'small' | 'medium' | 'large';
export type FontStackKnob = 'system' | 'rounded';
export type OverlayBlurKnob = 'none' | 'small' | 'large';

export type ThemeKnobs = {
  /** A CSS colour for buttons, links and the selected tab. Default `#2563eb`. */
  readonly accentColor?: string | undefined;
  /** A CSS colour for text and icons on the accent. Default `#ffffff`. */
  readonly accentColorForeground?: string | undefined;
  /** How round the corners are. Default 'medium'. */
  readonly borderRadius?: BorderRadiusKnob | undefined;
  /** 'system' (the platform's sans-serif) or 'rounded' (rounded fonts where the platform has them). Default 'system'. */
  readonly fontStack?: FontStackKnob | undefined;
  /** How much the page behind the open modal is blurred. Default 'none'. */
  readonly overlayBlur?: OverlayBlurKnob | undefined;
};

/** The variables a preset sets: one per knob. */
export type PresetThemeVariables = Required<
  Pick<ThemeVariablesInput, '--wp-accent' | '--wp-accent-foreground' | '--wp-border-radius-master' | '--wp-font-family' | '--wp-overlay-blur'>
>;

export type ThemePreset<TMode extends 'light' | 'dark'> = {
  readonly themeMode: TMode;
  readonly themeVariables: PresetThemeVariables;
};

export type LightThemeParameters = ThemeKnobs | undefined;
export type LightThemeReturnType = ThemePreset<'light'>;
export type LightThemeErrorType = never;
export type DarkThemeParameters = ThemeKnobs | undefined;
export type DarkThemeReturnType = ThemePreset<'dark'>;
export type DarkThemeErrorType = never;

/** The default accent and its foreground, the same in both modes (the palettes of the renderer agree). */
export const DEFAULT_ACCENT = '#2563eb';
export const DEFAULT_ACCENT_FOREGROUND = '#ffffff';

export const SYSTEM_FONT_STACK =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
const ROUNDED_FONT_STACK = `ui-rounded, "SF Pro Rounded", "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, Nunito, ${SYSTEM_FONT_STACK}`;

/** The radius master for each knob: every corner is a multiple of it (2, 4 and 7 times). 'medium' is the default. */
const BORDER_RADIUS_MASTERS: Readonly<Record<BorderRadiusKnob, string>> = {
  none: '0px',
  small: '2px',
  medium: '4px',
  large: '6px',
};

const FONT_STACKS: Readonly<Record<FontStackKnob, string>> = { system: SYSTEM_FONT_STACK, rounded: ROUNDED_FONT_STACK };

const OVERLAY_BLURS: Readonly<Record<OverlayBlurKnob, string>> = { none: '0px', small: '4px', large: '16px' };

function presetVariables(knobs: ThemeKnobs = {}): PresetThemeVariables {
  return {
    '--wp-accent': knobs.accentColor ?? DEFAULT_ACCENT,
    '--wp-accent-foreground': knobs.accentColorForeground ?? DEFAULT_ACCENT_FOREGROUND,
    '--wp-border-radius-master': BORDER_RADIUS_MASTERS[knobs.borderRadius ?? 'medium'],
    '--wp-font-family': FONT_STACKS[knobs.fontStack ?? 'system'],
    '--wp-overlay-blur': OVERLAY_BLURS[knobs.overlayBlur ?? 'none'],
  };
}

/** The light theme, with the knobs given. */
export function lightTheme(knobs?: LightThemeParameters): LightThemeReturnType {
  return { themeMode: 'light', themeVariables: presetVariables(knobs) };
}

/** The dark theme, with the knobs given. */
export function darkTheme(knobs?: DarkThemeParameters): DarkThemeReturnType {
  return { themeMode: 'dark', themeVariables: presetVariables(knobs) };
}
