/**
 * The module graph of an entry, as the code reads: from an entry file, every runtime import (static and
 * dynamic; `import type` is erased by the build and left out) of ours is followed, and the packages reached
 * are collected. Used to keep the framework-free entry (`walletport`, index.ts) free of React and of the
 * packages that need it, even behind a lazy import.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importsOf, resolveTarget } from './dependency-rules.js';

export type EntryGraph = {
  /** Our files the entry loads, at once or lazily (repo-relative). */
  files: string[];
  /** Each package the entry loads, with the first file of ours that imports it. */
  packages: Map<string, string>;
};

export type ReadSource = (file: string) => string | undefined;

/** Reads repo-relative files under `root`; a `.ts` path the code names may be a `.tsx` file. */
export function sourceReader(root: string): ReadSource {
  return (file) => {
    for (const candidate of [file, file.replace(/\.ts$/, '.tsx')]) {
      const absolute = path.join(root, candidate);
      if (existsSync(absolute)) return readFileSync(absolute, 'utf8');
    }
    return undefined;
  };
}

/** Walks the runtime imports from `entry`; throws on an import of ours that names no file. */
export function entryGraph(entry: string, read: ReadSource): EntryGraph {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue;
    const source = read(file);
    if (source === undefined) throw new Error(`${file} is imported but is not there`);
    files.add(file);
    for (const { specifier, typeOnly } of importsOf(source)) {
      if (typeOnly) continue;
      const target = resolveTarget(file, specifier);
      if (target.kind === 'package') {
        if (!packages.has(target.name)) packages.set(target.name, file);
      } else if (!files.has(target.path)) {
        pending.push(target.path);
      }
    }
  }
  return { files: [...files], packages };
}

/**
 * The packages `names` load, as package-lock.json records them: each locked package's dependencies and
 * required (non-optional) peers, followed to the end.
 */
export function lockedClosure(names: Iterable<string>, lockfile: LockfileV3): Set<string> {
  const seen = new Set<string>();
  const pending = [...names];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (seen.has(name)) continue;
    seen.add(name);
    const locked = lockfile.packages[`node_modules/${name}`];
    if (!locked) continue; // a node: builtin, or a package only nested copies provide
    const optionalPeers = new Set(Object.entries(locked.peerDependenciesMeta ?? {}).filter(([, meta]) => meta.optional).map(([peer]) => peer));
    const next = [...Object.keys(locked.dependencies ?? {}), ...Object.keys(locked.peerDependencies ?? {}).filter((peer) => !optionalPeers.has(peer))];
    pending.push(...next.filter((dependency) => !seen.has(dependency)));
  }
  return seen;
}

export type LockfileV3 = {
  packages: Record<
    string,
    {
      dependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
      peerDependenciesMeta?: Record<string, { optional?: boolean }>;
    }
  >;
};
