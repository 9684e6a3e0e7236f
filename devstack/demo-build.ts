/**
 * The demo host page as a production build: `vite build` of demo/ (its own vite config: React, and
 * `walletport` / `walletport/react` resolved to this repository's sources) into
 * node_modules/.cache/walletport-demo/<hash>, where the hash covers every file the build can read (the
 * product's sources, the demo, the lockfile). A second start with unchanged sources reuses the build; a
 * changed file gives a new one in a few seconds. demo-server.ts serves it.
 *
 * The build runs in a child process with NODE_ENV=production (React's production JSX and bundle), so the
 * caller's environment (vitest sets NODE_ENV=test) does not leak in. Two processes building the same sources
 * at once (a test run beside `npm start`) each build into a staging folder; the first to finish wins and the
 * other drops its copy. The newest few builds are kept, so a running demo never loses its files to another
 * process's build of newer sources.
 */
import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEMO_ROOT = path.join(REPO_ROOT, 'demo');
export const DEMO_BUILD_CACHE = path.join(REPO_ROOT, 'node_modules/.cache/walletport-demo');
/** Builds kept in the cache (the newest by time); older ones are removed after a build. */
const KEPT_BUILDS = 3;
/** A staging folder older than this is a build that died: removed. */
const STALE_STAGING_MS = 60 * 60 * 1000;

/** Top-level folders the demo's build never reads (tests, tools, other sites, outputs). */
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', 'build', 'e2e', 'bench', 'devstack', 'tests', '.ladle', '.ci']);
const SOURCE_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx', '.json', '.css', '.html', '.svg', '.png', '.ico']);
/** Files that never reach the bundle: tests and stories. */
const SKIPPED_FILE = /\.(test|test-d|stories)\.[cm]?[jt]sx?$/;

async function sourceFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(REPO_ROOT, { withFileTypes: true })) {
    if (entry.isFile()) {
      if (SOURCE_EXTENSIONS.has(path.extname(entry.name))) files.push(path.join(REPO_ROOT, entry.name));
      continue;
    }
    if (!entry.isDirectory() || SKIPPED_DIRS.has(entry.name)) continue;
    const inside = await readdir(path.join(REPO_ROOT, entry.name), { withFileTypes: true, recursive: true });
    for (const file of inside) {
      if (!file.isFile() || !SOURCE_EXTENSIONS.has(path.extname(file.name)) || SKIPPED_FILE.test(file.name)) continue;
      const full = path.join(file.parentPath, file.name);
      if (!full.includes(`${path.sep}node_modules${path.sep}`)) files.push(full);
    }
  }
  return files.sort();
}

/** A hash of everything the demo's build reads: a changed file gives a new build. */
export async function demoSourceHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await sourceFiles()) {
    // A file removed between the listing and the read (someone is editing) only changes the hash.
    const content = await readFile(file).catch(() => undefined);
    if (content) hash.update(path.relative(REPO_ROOT, file)).update('\0').update(content).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

export type BuiltDemo = {
  /** The folder to serve (index.html, assets/, the public files). */
  dir: string;
  /** True when a build of the same sources was already there. */
  cached: boolean;
  /** Time taken, hashing included. */
  ms: number;
};

/** Builds in flight in this process, by source hash: callers asking at the same time share one build. */
const inFlight = new Map<string, Promise<BuiltDemo>>();

/** The production build of the demo's current sources: the cached one, or a new one. */
export async function buildDemo(): Promise<BuiltDemo> {
  const started = Date.now();
  const key = await demoSourceHash();
  const dir = path.join(DEMO_BUILD_CACHE, key);
  if (existsSync(path.join(dir, 'index.html'))) return { dir, cached: true, ms: Date.now() - started };
  let pending = inFlight.get(key);
  if (!pending) {
    pending = buildInto(dir, started).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

async function buildInto(dir: string, started: number): Promise<BuiltDemo> {
  await mkdir(DEMO_BUILD_CACHE, { recursive: true });
  const staging = `${dir}.tmp-${process.pid}-${randomUUID().slice(0, 8)}`;
  try {
    await run(process.execPath, [path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js'), 'build', DEMO_ROOT, '--config', path.join(DEMO_ROOT, 'vite.config.ts'), '--outDir', staging, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: REPO_ROOT,
      maxBuffer: 32 * 1024 * 1024,
      env: { ...process.env, NODE_ENV: 'production' },
    });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`The demo's vite build failed:\n${stderr || stdout}`, { cause: error });
  }
  // Another process may have built the same sources first: then its build stays and this copy goes.
  if (!existsSync(path.join(dir, 'index.html'))) {
    await rm(dir, { recursive: true, force: true });
    await rename(staging, dir).catch((error: unknown) => {
      if (!existsSync(path.join(dir, 'index.html'))) throw error;
    });
  }
  await rm(staging, { recursive: true, force: true });
  await pruneBuilds(dir);
  return { dir, cached: false, ms: Date.now() - started };
}

/** Keeps the newest KEPT_BUILDS builds (and `current`), and removes staging folders of builds that died. */
async function pruneBuilds(current: string): Promise<void> {
  const entries = await Promise.all(
    (await readdir(DEMO_BUILD_CACHE)).map(async (name) => {
      const full = path.join(DEMO_BUILD_CACHE, name);
      return { full, staging: name.includes('.tmp-'), mtimeMs: (await stat(full).catch(() => undefined))?.mtimeMs ?? 0 };
    }),
  );
  const builds = entries.filter((entry) => !entry.staging && entry.full !== current).sort((a, b) => b.mtimeMs - a.mtimeMs);
  const removed = [
    ...builds.slice(KEPT_BUILDS - 1),
    ...entries.filter((entry) => entry.staging && Date.now() - entry.mtimeMs > STALE_STAGING_MS),
  ];
  await Promise.all(removed.map((entry) => rm(entry.full, { recursive: true, force: true })));
}
