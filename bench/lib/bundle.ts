/**
 * The bundle report from a page's dist/ and vite's manifest: all the JS the build emitted, and the JS the
 * page loads before first paint (the entry chunk and the closure of its static `imports`; `dynamicImports`
 * are left out, since they load later, on demand). Sizes raw and gzip (node:zlib, level 9).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { attribute } from './attribution.js';
import { distDir, type PageName } from './paths.js';

export type Size = { raw: number; gzip: number };
export type BundleReport = {
  totalJs: Size;
  initialJs: Size;
  /** Files of the initial closure, entry first, with sizes (biggest first after the entry). */
  initialFiles: (Size & { file: string })[];
  jsFiles: number;
  /** The initial JS's minified bytes by package (or walletport folder), biggest first. */
  initialByPackage: { group: string; bytes: number }[];
};

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

export function sizeOf(file: string): Size {
  const content = readFileSync(file);
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

function add(a: Size, b: Size): Size {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip };
}

/** The entry's static-import closure as manifest keys, entry first. */
export function initialClosure(manifest: Record<string, ManifestChunk>): string[] {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk in the manifest, found ${entries.length}`);
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit(entries[0]![0]);
  return [...seen];
}

function jsFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => path.join(dir, file));
}

export function bundleReport(name: PageName): BundleReport {
  const dist = distDir(name);
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const initialFiles = initialClosure(manifest)
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, ...sizeOf(path.join(dist, file)) }));
  const [entry, ...rest] = initialFiles;
  rest.sort((a, b) => b.gzip - a.gzip);
  const all = jsFilesUnder(dist);
  return {
    totalJs: all.map(sizeOf).reduce(add, { raw: 0, gzip: 0 }),
    initialJs: initialFiles.reduce(add, { raw: 0, gzip: 0 }),
    initialFiles: entry ? [entry, ...rest] : [],
    jsFiles: all.length,
    initialByPackage: byPackage(initialFiles.map(({ file }) => path.join(dist, file))),
  };
}

function byPackage(files: string[]): { group: string; bytes: number }[] {
  const totals = new Map<string, number>();
  for (const file of files) for (const [group, bytes] of attribute(file)) totals.set(group, (totals.get(group) ?? 0) + bytes);
  return [...totals].map(([group, bytes]) => ({ group, bytes })).sort((a, b) => b.bytes - a.bytes);
}
