/**
 * React is for `walletport/react` only: the framework-free entries (`walletport`, `walletport/networks`,
 * `walletport/siwx`, `walletport/testing`) are for pages without React, so nothing they load, at once or behind
 * a lazy import, may reach React or a package that needs it (checked on our import graph, then on
 * package-lock.json for the packages reached).
 *
 * `walletport/element` draws the React renderer's components, so its sources import 'react' and 'react-dom';
 * the build maps exactly those names to preact/compat (scripts/preact-specifiers.mjs). So it may reach React
 * by those names and nothing else: a third-party package that imports React itself (as @tanstack/react-virtual
 * did) would load React on an elements page, since the build does not rewrite packages. (That the built
 * elements page loads no React is checked in the browser: e2e/element.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PREACT_SPECIFIERS } from '../../scripts/preact-specifiers.mjs';
import { entryGraph, lockedClosure, sourceReader, type LockfileV3, type ReadSource } from './entry-graph.js';

const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { exports: Record<string, string | { import?: string }> };
const lockfile = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as LockfileV3;

/** The packages that need React (or are React); none may load with a framework-free entry. */
const REACT_WORLD = ['react', 'react-dom', '@tanstack/react-virtual', '@tanstack/virtual-core'];
const REACT_ONLY = /^react($|-dom$)|^@tanstack\/react-/;

/** The entries that render (React's own, and the elements that run its components on preact/compat). */
const RENDERER_ENTRIES = ['./react', './element'];

/** Every shipped entry but the renderers, as its source file: './dist/networks.js' -> 'networks.ts'. */
function frameworkFreeEntries(): string[] {
  return Object.entries(manifest.exports)
    .filter(([subpath, target]) => !RENDERER_ENTRIES.includes(subpath) && subpath !== './package.json' && typeof target === 'object')
    .map(([, target]) => (target as { import: string }).import.replace(/^\.\/dist\//, '').replace(/\.js$/, '.ts'));
}

/** What an entry loads that is React or leans on it: our import graph, then the lockfile's package graph. */
function reactReachedFrom(entry: string, read: ReadSource): string[] {
  const { packages } = entryGraph(entry, read);
  const direct = [...packages.keys()].filter((name) => REACT_WORLD.includes(name) || REACT_ONLY.test(name));
  const transitive = [...lockedClosure(packages.keys(), lockfile)].filter((name) => REACT_ONLY.test(name));
  return [...new Set([...direct, ...transitive])].map((name) => (packages.has(name) ? `${name} (imported by ${packages.get(name)})` : `${name} (through a package)`));
}

describe('the framework-free entries', () => {
  it('are every export but walletport/react', () => {
    expect(frameworkFreeEntries()).toEqual(expect.arrayContaining(['index.ts', 'networks.ts', 'siwx.ts', 'testing/index.ts']));
    expect(frameworkFreeEntries()).not.toContain('ui-react/index.ts');
    expect(frameworkFreeEntries()).not.toContain('ui-element/index.ts');
  });

  it.each(frameworkFreeEntries())('%s never reaches react or @tanstack/react-virtual, even lazily', (entry) => {
    expect(reactReachedFrom(entry, sourceReader(root))).toEqual([]);
  });

  it('the check sees React where it is: walletport/react reaches react and react-dom', () => {
    const { packages } = entryGraph('ui-react/index.ts', sourceReader(root));
    expect([...packages.keys()]).toEqual(expect.arrayContaining(['react', 'react-dom']));
  });

  it('walletport/element reaches React only by the names the build maps to preact/compat', () => {
    const mapped = new Set(Object.keys(PREACT_SPECIFIERS).map((specifier) => specifier.split('/')[0]));
    const { packages } = entryGraph('ui-element/index.ts', sourceReader(root));
    const needsReact = [...packages.keys(), ...lockedClosure(packages.keys(), lockfile)].filter((name) => REACT_ONLY.test(name));
    expect(new Set(needsReact)).toEqual(new Set(['react', 'react-dom']));
    expect(needsReact.filter((name) => !mapped.has(name))).toEqual([]);
    // Preact comes in by the mapping only, so the sources stay one set of React components.
    expect(packages.has('preact')).toBe(false);
  });

  it('fails for an entry whose lazy import (or a lazily loaded file’s import) reaches React', () => {
    const files: Record<string, string> = {
      'index.ts': "import type { Props } from './ui.js';\nexport const load = () => import('./core.js');",
      'core.ts': "import { map } from 'rxjs';\nexport { list } from './list.js';",
      'list.ts': "import { render } from '@testing-library/react';\nimport { useVirtualizer } from '@tanstack/react-virtual';",
      'ui.ts': "import { createElement } from 'react';",
    };
    const read: ReadSource = (file) => files[file];
    expect(reactReachedFrom('index.ts', read).sort()).toEqual([
      '@tanstack/react-virtual (imported by list.ts)',
      // @testing-library/react needs React (its peers), which the lockfile says.
      'react (through a package)',
      'react-dom (through a package)',
    ]);
    // A type-only import is erased by the build and loads nothing.
    expect(entryGraph('index.ts', read).files).not.toContain('ui.ts');
  });

  it('fails for a package that needs React, found through the lockfile', () => {
    expect([...lockedClosure(['@testing-library/react'], lockfile)]).toEqual(expect.arrayContaining(['react', 'react-dom']));
  });
});
