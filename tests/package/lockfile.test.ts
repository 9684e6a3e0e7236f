/**
 * Installs are reproducible: `npm ci` (what .ci/run uses) accepts package-lock.json on every platform. npm
 * refuses a lockfile that lacks an entry for any optional dependency of a locked package, whatever the
 * platform it runs on, so the lockfile keeps every platform's builds of the packages that ship per-platform
 * binaries (esbuild, anvil, rollup, swc, ...) even though only this platform's are installed here. An
 * `npm install` made against a registry that serves only this platform's builds can drop the others: this
 * test says so at once, where CI would fail at its first step. docs/DEVELOPING.md ("Installing") has more.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

type LockedPackage = { optionalDependencies?: Record<string, string>; os?: string[]; cpu?: string[] };
const lockfile = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockedPackage> };

/** Where node would find `name` from the package at `from` (a lockfile key): its own node_modules, then each parent's. */
function lockedEntryFor(from: string, name: string): string | undefined {
  for (let base = from; ; ) {
    const candidate = `${base === '' ? '' : `${base}/`}node_modules/${name}`;
    if (lockfile.packages[candidate]) return candidate;
    if (base === '') return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

describe('package-lock.json', () => {
  it('locks every optional dependency of every locked package, for every platform', () => {
    const missing = Object.entries(lockfile.packages).flatMap(([from, locked]) =>
      Object.keys(locked.optionalDependencies ?? {})
        .filter((name) => lockedEntryFor(from, name) === undefined)
        .map((name) => `${name} (optional dependency of ${from || 'the project'})`),
    );
    expect(missing).toEqual([]);
    // Other platforms' builds are there, not only this one's.
    const platforms = new Set(Object.values(lockfile.packages).flatMap((locked) => locked.os ?? []));
    expect([...platforms]).toEqual(expect.arrayContaining(['darwin', 'linux', 'win32']));
  });

  it('is what `npm ci` accepts (package.json and the lockfile in sync)', async () => {
    // --dry-run checks and plans only: node_modules is left as it is.
    const { stderr } = await run('npm', ['ci', '--dry-run', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: root });
    expect(stderr).not.toMatch(/npm error/);
  }, 60_000);
});
