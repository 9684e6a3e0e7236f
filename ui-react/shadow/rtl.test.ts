/**
 * Right to left is the stylesheets' logical properties: a rule that names a physical side (left, right, or a
 * four-value margin or padding whose sides differ) would not mirror under dir="rtl". This reads every
 * stylesheet's CSS text and names the rules that would not.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

function stylesheets(): { file: string; text: string }[] {
  return (readdirSync(ROOT, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.styles.ts') || file === path.join('shadow', 'baseCss.ts'))
    .map((file) => ({ file, text: cssOf(readFileSync(path.join(ROOT, file), 'utf8')) }));
}

/** The CSS inside the file's template literals, without CSS comments (prose may say "left"). */
function cssOf(source: string): string {
  return [...source.matchAll(/`([^`]*)`/g)].map((match) => match[1] ?? '').join('\n').replace(/\/\*[\s\S]*?\*\//g, '');
}

const PHYSICAL = [
  /(?<![\w-])(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)\b[\w-]*\s*:/,
  /(?<![\w-])(?:left|right)\s*:/,
  /\b(?:text-align|float|clear)\s*:\s*(?:left|right)\b/,
  /\bborder-(?:top|bottom)-(?:left|right)-radius\s*:/,
];

/** A four-value margin or padding whose inline sides differ: `padding: 4px 12px 4px 4px`. */
function lopsidedShorthand(css: string): string[] {
  return [...css.matchAll(/(?<![\w-])(margin|padding)\s*:\s*([^;{}]+);/g)]
    .filter((match) => {
      const parts = (match[2] ?? '').trim().split(/\s+(?![^(]*\))/);
      return parts.length === 4 && parts[1] !== parts[3];
    })
    .map((match) => match[0]);
}

describe('stylesheets for right to left', () => {
  it('name no physical side: logical properties only, so the layout mirrors under dir="rtl"', () => {
    const sheets = stylesheets();
    expect(sheets.length).toBeGreaterThan(30);
    const offending = sheets.flatMap(({ file, text }) => [
      ...text.split('\n').filter((line) => PHYSICAL.some((pattern) => pattern.test(line))).map((line) => `${file}: ${line.trim()}`),
      ...lopsidedShorthand(text).map((rule) => `${file}: ${rule}`),
    ]);
    expect(offending).toEqual([]);
  });

  it('the check sees a physical side where there is one', () => {
    expect(PHYSICAL.some((pattern) => pattern.test('.x { padding-left: 4px; }'))).toBe(true);
    expect(PHYSICAL.some((pattern) => pattern.test('.x { position: absolute; right: -4px; }'))).toBe(true);
    expect(PHYSICAL.some((pattern) => pattern.test('.x { text-align: left; }'))).toBe(true);
    expect(PHYSICAL.some((pattern) => pattern.test('.x { inset-inline-end: -4px; padding-inline-start: 4px; text-align: start; }'))).toBe(false);
    expect(lopsidedShorthand('.x { padding: 4px 12px 4px 4px; } .y { margin: 0 8px 4px 8px; } .z { padding: 8px 16px 20px; }')).toEqual([
      'padding: 4px 12px 4px 4px;',
    ]);
  });
});
