/**
 * The values of the theme variables a host page may set (their names: domain/entities/theme). The seven AppKit
 * has (accent, colour mix and its strength, font family, font size master, border radius master,
 * z-index), plus the accent's foreground, the monospace font stack, the three corner radii and the overlay's
 * blur. The AppKit names (`--w3m-accent`, ...) are accepted and mapped to ours, so a page moving over keeps
 * its theme.
 *
 * Values are checked before they reach a stylesheet: colours and font families may only hold the characters
 * those values need (no `;`, braces, angle brackets, backslashes or `url(`), lengths are a number with a
 * px/rem/em unit, numbers are range-checked.
 */
import { z } from 'zod/mini';
import { ensureZodMessages } from '../../entities/validation/zod-messages.js';
import { lazySchema } from '../../entities/validation/lazySchema.js';
import { didYouMean } from '../../entities/text/closestName.js';
import {
  ACCEPTED_THEME_VARIABLE_NAMES,
  APPKIT_THEME_VARIABLE_ALIASES,
  THEME_VARIABLE_NAMES,
  type AppKitThemeVariableName,
  type ThemeVariableName,
  type ThemeVariablesInput,
} from '../../entities/theme/themeVariableNames.js';

export { APPKIT_THEME_VARIABLE_ALIASES, THEME_VARIABLE_NAMES };
export type { AppKitThemeVariableName, ThemeVariableName, ThemeVariablesInput };

/** The validated theme variables: what the theme use case holds and the renderer writes as CSS. */
export type WalletportThemeVariables = {
  readonly '--wp-accent'?: string;
  readonly '--wp-accent-foreground'?: string;
  readonly '--wp-color-mix'?: string;
  /** 0 to 100 (percent). */
  readonly '--wp-color-mix-strength'?: number;
  readonly '--wp-font-family'?: string;
  readonly '--wp-font-family-mono'?: string;
  readonly '--wp-font-size-master'?: string;
  readonly '--wp-border-radius-master'?: string;
  readonly '--wp-border-radius-small'?: string;
  readonly '--wp-border-radius-medium'?: string;
  readonly '--wp-border-radius-large'?: string;
  readonly '--wp-overlay-blur'?: string;
  readonly '--wp-z-index'?: number;
};

/** One variable that was not applied, and why. */
export type ThemeVariableIssue = {
  readonly name: string;
  readonly reason: string;
};

const COLOR = /^[#a-zA-Z0-9\s(),.%/+-]+$/;
const FONT_FAMILY = /^[a-zA-Z0-9\s,'"._-]+$/;
const LENGTH = /^(?:\d+|\d*\.\d+)(?:px|rem|em)$/;
const FUNCTION_CALLS_NOT_ALLOWED = /\b(?:url|expression|image|image-set|element)\s*\(/i;

const cssColor = lazySchema(() => z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(100),
    z.regex(COLOR, 'a CSS colour (letters, digits, #, parentheses, commas, dots, %, /, + and -)'),
    z.refine((value) => !FUNCTION_CALLS_NOT_ALLOWED.test(value), 'url() and similar functions are not allowed'),
  ));

const numberLike = lazySchema(() => z.union([
  z.number(),
  z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+(?:\.\d+)?$/)), z.transform((value: string) => Number(value))),
]));

/** A length with a unit; a bare number means pixels. */
const cssLength = lazySchema(() => z.union([
  z.pipe(z.number().check(z.nonnegative(), z.lte(1000)), z.transform((value: number) => `${value}px`)),
  z.string().check(z.trim(), z.regex(LENGTH, 'a length in px, rem or em, e.g. "10px"')),
]));

const fontFamily = lazySchema(() => z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(300), z.regex(FONT_FAMILY, 'font family names, quotes and commas only')));

export const themeVariableSchemas: { readonly [TName in ThemeVariableName]: z.ZodMiniType<NonNullable<WalletportThemeVariables[TName]>, unknown> } = {
  '--wp-accent': cssColor,
  '--wp-accent-foreground': cssColor,
  '--wp-color-mix': cssColor,
  '--wp-color-mix-strength': lazySchema(() => z.pipe(numberLike, z.number().check(z.gte(0), z.lte(100)))),
  '--wp-font-family': fontFamily,
  '--wp-font-family-mono': fontFamily,
  '--wp-font-size-master': cssLength,
  '--wp-border-radius-master': cssLength,
  '--wp-border-radius-small': cssLength,
  '--wp-border-radius-medium': cssLength,
  '--wp-border-radius-large': cssLength,
  '--wp-overlay-blur': cssLength,
  '--wp-z-index': lazySchema(() => z.pipe(numberLike, z.number().check(z.int(), z.gte(-2147483647), z.lte(2147483647)))),
};

export type ParseThemeVariablesReturnType = {
  /** The valid variables, under our names. A name given as undefined maps to undefined (a removal). */
  readonly variables: { readonly [TName in ThemeVariableName]?: WalletportThemeVariables[TName] | undefined };
  /** Unknown names and invalid values; these are left out of `variables`. */
  readonly rejected: readonly ThemeVariableIssue[];
};

function isThemeVariableName(name: string): name is ThemeVariableName {
  return (THEME_VARIABLE_NAMES as readonly string[]).includes(name);
}

function toOurName(name: string): ThemeVariableName | undefined {
  if (isThemeVariableName(name)) return name;
  return Object.hasOwn(APPKIT_THEME_VARIABLE_ALIASES, name)
    ? APPKIT_THEME_VARIABLE_ALIASES[name as AppKitThemeVariableName]
    : undefined;
}

/**
 * Checks theme variables from a host page. Never throws: unknown names and bad values are returned in
 * `rejected`. When both an AppKit name and ours are given for the same variable, ours wins.
 */
export function parseThemeVariables(input: unknown): ParseThemeVariablesReturnType {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { variables: {}, rejected: [{ name: '(theme variables)', reason: 'expected an object of CSS variables' }] };
  }
  ensureZodMessages();
  const variables: Record<string, unknown> = {};
  const rejected: ThemeVariableIssue[] = [];
  const entries = Object.entries(input as Record<string, unknown>);
  // AppKit names first, so our own names overwrite them.
  const ordered = [...entries.filter(([name]) => !isThemeVariableName(name)), ...entries.filter(([name]) => isThemeVariableName(name))];
  for (const [name, value] of ordered) {
    const ourName = toOurName(name);
    if (!ourName) {
      rejected.push({ name, reason: `unknown theme variable${didYouMean({ name, known: ACCEPTED_THEME_VARIABLE_NAMES })}` });
      continue;
    }
    if (value === undefined) {
      variables[ourName] = undefined;
      continue;
    }
    const result = themeVariableSchemas[ourName].safeParse(value);
    if (result.success) variables[ourName] = result.data;
    else rejected.push({ name, reason: result.error.issues.map((issue) => issue.message).join('; ') });
  }
  return { variables: variables as ParseThemeVariablesReturnType['variables'], rejected };
}
