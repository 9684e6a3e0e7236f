/**
 * The theme variables a host page may set, by name: CSS custom properties with the product's `--wp-` prefix.
 * The names live here, apart from their value checks (theme.schema.ts, with zod), because createWalletport
 * refuses a misspelt name at once, in the JS the page loads first, where zod is not.
 *
 * The AppKit names (`--w3m-accent`, ...) are accepted for the seven variables AppKit has, and mapped to ours,
 * so a page moving over keeps its theme.
 */

export const THEME_VARIABLE_NAMES = [
  '--wp-accent',
  '--wp-accent-foreground',
  '--wp-color-mix',
  '--wp-color-mix-strength',
  '--wp-font-family',
  '--wp-font-family-mono',
  '--wp-font-size-master',
  '--wp-border-radius-master',
  '--wp-border-radius-small',
  '--wp-border-radius-medium',
  '--wp-border-radius-large',
  '--wp-overlay-blur',
  '--wp-z-index',
] as const;

export type ThemeVariableName = (typeof THEME_VARIABLE_NAMES)[number];

/** The AppKit names and the names they map to. */
export const APPKIT_THEME_VARIABLE_ALIASES = {
  '--w3m-accent': '--wp-accent',
  '--w3m-color-mix': '--wp-color-mix',
  '--w3m-color-mix-strength': '--wp-color-mix-strength',
  '--w3m-font-family': '--wp-font-family',
  '--w3m-font-size-master': '--wp-font-size-master',
  '--w3m-border-radius-master': '--wp-border-radius-master',
  '--w3m-z-index': '--wp-z-index',
} as const satisfies Record<string, ThemeVariableName>;

export type AppKitThemeVariableName = keyof typeof APPKIT_THEME_VARIABLE_ALIASES;

/** Every name a host page may write: ours and the AppKit ones. */
export const ACCEPTED_THEME_VARIABLE_NAMES: readonly (ThemeVariableName | AppKitThemeVariableName)[] = [
  ...THEME_VARIABLE_NAMES,
  ...(Object.keys(APPKIT_THEME_VARIABLE_ALIASES) as AppKitThemeVariableName[]),
];

/**
 * What a host page may pass as `themeVariables`: exactly these names (a misspelt one does not compile), each
 * a string or a number (numbers for the colour mix strength and the z-index; a bare number for a length
 * means pixels). A value of `undefined` removes the variable (the default applies again).
 */
export type ThemeVariablesInput = {
  /** A CSS colour: primary buttons, links, the selected tab, focus rings' accents. Default `#2563eb`. */
  readonly '--wp-accent'?: string | undefined;
  /** A CSS colour: text and icons on the accent (primary buttons, the connect button). Default `#ffffff`. */
  readonly '--wp-accent-foreground'?: string | undefined;
  /** A CSS colour mixed into every background, e.g. a brand tint. Default `transparent`. */
  readonly '--wp-color-mix'?: string | undefined;
  /** How much of `--wp-color-mix` goes into the backgrounds, 0 to 100 (percent). Default 0. */
  readonly '--wp-color-mix-strength'?: string | number | undefined;
  /** The font stack of every text. Default: the system's sans-serif fonts. */
  readonly '--wp-font-family'?: string | undefined;
  /** The font stack of addresses, hashes and codes. Default: the system's monospace fonts. */
  readonly '--wp-font-family-mono'?: string | undefined;
  /** The base every font size is a multiple of (1.2, 1.4, 1.6 and 2 times). Default `10px`. */
  readonly '--wp-font-size-master'?: string | number | undefined;
  /** The base the three corner radii below derive from (2, 4 and 7 times). Default `4px`. */
  readonly '--wp-border-radius-master'?: string | number | undefined;
  /** Small corners: badges, small wallet pictures, link buttons, skeletons. Default 2 × the master. */
  readonly '--wp-border-radius-small'?: string | number | undefined;
  /** Medium corners: buttons, list rows, cards, the connect button. Default 4 × the master. */
  readonly '--wp-border-radius-medium'?: string | number | undefined;
  /** Large corners: the modal itself, the QR code's frame, large wallet pictures. Default 7 × the master. */
  readonly '--wp-border-radius-large'?: string | number | undefined;
  /** How much the page behind the open modal is blurred, a length. Default `0px` (no blur). */
  readonly '--wp-overlay-blur'?: string | number | undefined;
  /** The modal's stacking order on the page. Default 999. */
  readonly '--wp-z-index'?: string | number | undefined;
} & {
  /** The AppKit name of the variable; ours wins when both are given. */
  readonly [TName in AppKitThemeVariableName]?: string | number | undefined;
};
