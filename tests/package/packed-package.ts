/**
 * The package as npm packs it, built once and shared: tests/package checks the tarball, tests/readme installs it
 * into a Vite app and a Next.js app.
 *
 * The build (tsconfig.build.json, into a staging folder: the repository's dist/ is left alone) and `npm pack`
 * (the package.json `files` rules) land in node_modules/.cache/walletport-pack/<key>/, the key a hash of
 * everything that goes into them: every file under the folders tsconfig.build.json includes, the tsconfig
 * files, the build's mirror scripts (dist/ui-preact), package.json, README.md, LICENSE and the TypeScript version. A second caller in the same run (another
 * test file, another worker) waits on a lock for the first one's result; a later run with the same sources
 * reuses it. Callers treat the folder as read-only. Deleting node_modules/.cache/walletport-pack packs afresh.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

export const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../..');

export type PackedPackage = {
  /** The .tgz npm pack wrote. */
  tarball: string;
  /** The tarball unpacked: exactly what a host's node_modules/walletport holds. Read-only. */
  unpacked: string;
  /** The packed files as npm lists them (paths inside the package), sorted. */
  files: string[];
};

const PACKAGE_FILES = ['package.json', 'README.md', 'LICENSE'];
/** The build's step after tsc (package.json "build"): the element renderer's copy of the views, mapped to preact/compat. */
const MIRROR_SCRIPTS = ['scripts/mirror-preact.mjs', 'scripts/preact-specifiers.mjs'];
const STALE_LOCK_MS = 10 * 60_000;

async function filesBelow(entry: string): Promise<string[]> {
  const info = await stat(entry).catch(() => undefined);
  if (!info) return [];
  if (info.isFile()) return [entry];
  const entries = await readdir(entry, { recursive: true, withFileTypes: true });
  return entries.filter((found) => found.isFile()).map((found) => path.join(found.parentPath, found.name));
}

/** A hash of every input of the build and the pack (a superset: tests and stories under those folders count too). */
async function sourceKey(root: string): Promise<string> {
  const build = JSON.parse(await readFile(path.join(root, 'tsconfig.build.json'), 'utf8')) as { include: string[] };
  const inputs = [...build.include, 'tsconfig.json', 'tsconfig.build.json', ...MIRROR_SCRIPTS, ...PACKAGE_FILES];
  const files = (await Promise.all(inputs.map((input) => filesBelow(path.join(root, input))))).flat().sort();
  const hash = createHash('sha256');
  hash.update(`typescript ${(require('typescript/package.json') as { version: string }).version}\n`);
  for (const file of files) {
    hash.update(`${path.relative(root, file)}\n`);
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function buildAndPack(root: string, into: string): Promise<void> {
  const staging = path.join(into, 'staging');
  await mkdir(staging, { recursive: true });
  const tsc = require.resolve('typescript/bin/tsc');
  await run(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--outDir', path.join(staging, 'dist')], { cwd: root });
  await run(process.execPath, [MIRROR_SCRIPTS[0]!, path.join(staging, 'dist')], { cwd: root });
  for (const file of PACKAGE_FILES) await copyFile(path.join(root, file), path.join(staging, file));
  const { stdout } = await run('npm', ['pack', staging, '--ignore-scripts', '--json', '--pack-destination', into], {
    cwd: into,
    maxBuffer: 64 * 1024 * 1024,
  });
  const [report] = JSON.parse(stdout) as [{ filename: string; files: { path: string }[] }];
  await run('tar', ['-xzf', path.join(into, report.filename), '-C', into]);
  await rm(staging, { recursive: true, force: true });
  const result = { tarball: report.filename, files: report.files.map((file) => file.path).sort() };
  await writeFile(path.join(into, 'pack.json'), JSON.stringify(result));
}

async function readPacked(folder: string): Promise<PackedPackage | undefined> {
  const text = await readFile(path.join(folder, 'pack.json'), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const { tarball, files } = JSON.parse(text) as { tarball: string; files: string[] };
  return { tarball: path.join(folder, tarball), unpacked: path.join(folder, 'package'), files };
}

/** Takes the lock folder (mkdir is atomic); waits while another process holds it, breaks it when stale. */
async function withLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = await stat(lock).catch(() => undefined);
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) await rm(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** Removes other keys' results older than an hour (a run with other sources may still use a recent one). */
async function pruneOthers(cache: string, keep: string): Promise<void> {
  for (const entry of await readdir(cache).catch(() => [] as string[])) {
    if (entry === keep || entry.startsWith('.')) continue;
    const info = await stat(path.join(cache, entry)).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > 60 * 60_000) await rm(path.join(cache, entry), { recursive: true, force: true });
  }
}

let packing: Promise<PackedPackage> | undefined;

/** The packed package for the current sources: from the cache, or built and packed now (about 30 s on 2 cores). */
export function packedPackage(): Promise<PackedPackage> {
  return (packing ??= (async () => {
    // The real path: TypeScript and bundlers report files by it.
    const root = await realpath(REPOSITORY_ROOT);
    const cache = path.join(root, 'node_modules', '.cache', 'walletport-pack');
    await mkdir(cache, { recursive: true });
    const key = await sourceKey(root);
    const folder = path.join(cache, key);
    return withLock(path.join(cache, `.lock-${key}`), async () => {
      const cached = await readPacked(folder);
      if (cached) return cached;
      const staging = await mkdtemp(path.join(cache, `.staging-${key}-`));
      try {
        await buildAndPack(root, staging);
        await rm(folder, { recursive: true, force: true });
        await rename(staging, folder);
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
      await pruneOthers(cache, key);
      const packed = await readPacked(folder);
      if (!packed) throw new Error(`packing walletport left no pack.json in ${folder}`);
      return packed;
    });
  })());
}
