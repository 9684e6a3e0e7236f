/**
 * The build's last step: the element renderer's copy of the React views. Every compiled file of
 * <dist>/ui-react is written again under <dist>/ui-preact with React's module names mapped to preact/compat
 * (preact-specifiers.mjs); <dist>/ui-element gets the same mapping and imports ../ui-preact instead of
 * ../ui-react. Same folder depth, so the views' relative imports of ../domain, ../actions, ../client stay valid
 * and a page that uses both entries shares one core. Only .js is mirrored: no one imports ui-preact's types.
 *
 * Usage: node scripts/mirror-preact.mjs [distFolder]   (dist by default)
 */
import { realpathSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { PREACT_SPECIFIERS } from './preact-specifiers.mjs';

/** A module specifier in an import, export ... from, or import(): its quote and its text. */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\2/g;

/** The source with React's names mapped and, when asked, ../ui-react/ paths moved to ../ui-preact/. */
export function mapSpecifiers(source, { toPreactFolder = false } = {}) {
  return source.replace(SPECIFIER, (whole, lead, quote, specifier) => {
    let mapped = Object.hasOwn(PREACT_SPECIFIERS, specifier) ? PREACT_SPECIFIERS[specifier] : specifier;
    if (toPreactFolder) mapped = mapped.replace(/^((?:\.\.\/)+)ui-react\//, '$1ui-preact/');
    return `${lead}${quote}${mapped}${quote}`;
  });
}

/**
 * React's exports that preact/compat does not have, which a view reads off React's namespace where this React
 * has them (ModalLayer.tsx: `React.Activity`, React 19.2+). Under Preact they are undefined; the mirror writes
 * `undefined` in their place, so a host page's bundler sees no read of a member preact/compat lacks (rolldown
 * warns IMPORT_IS_UNDEFINED about it, pointing at walletport's files).
 */
const REACT_ONLY_MEMBERS = /\bReact\.(?:Activity)\b/g;

/** The source with React's names mapped to preact/compat's, and React's own members written as undefined. */
export function mapToPreact(source) {
  return mapSpecifiers(source).replace(REACT_ONLY_MEMBERS, 'undefined');
}

/** The compiled modules under a folder (tests and stories, should the compiler have emitted any, left out). */
async function javascriptFiles(folder) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js') && !/\.(test|test-d|stories)\.js$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export async function mirrorPreact(dist) {
  const from = path.join(dist, 'ui-react');
  const to = path.join(dist, 'ui-preact');
  for (const file of await javascriptFiles(from)) {
    const target = path.join(to, path.relative(from, file));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, mapToPreact(await readFile(file, 'utf8')));
  }
  const element = path.join(dist, 'ui-element');
  for (const file of await javascriptFiles(element)) {
    await writeFile(file, mapSpecifiers(await readFile(file, 'utf8'), { toPreactFolder: true }));
  }
}

// Run as a script (not imported): mirror the folder given, or dist.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) await mirrorPreact(path.resolve(process.argv[2] ?? 'dist'));
