/**
 * The stories as a static site for browser checks: `ladle build` once into node_modules/.cache, keyed by a
 * hash of everything a story can import (ui-react, .ladle, domain, tests, ...) and the lockfile, so a second
 * run with unchanged sources reuses the build. The story list comes from the build's meta.json.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CACHE_DIR = path.join(REPO_ROOT, 'node_modules/.cache/walletport-stories');
/** What the stories import, directly or not. */
const SOURCE_DIRS = ['ui-react', '.ladle', 'domain', 'tests', 'container', 'ports', 'adapters', 'devstack/chains', 'client', 'actions', 'locales'];
const SOURCE_FILES = ['package-lock.json', 'index.ts', 'composition-root.ts'];
const SOURCE_EXTENSIONS = new Set(['.ts', '.tsx', '.mjs', '.js', '.json', '.css']);

async function listFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && SOURCE_EXTENSIONS.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`));
}

/** A hash of the story sources: a changed file gives a new build. */
export async function storiesSourceHash(): Promise<string> {
  const files = [
    ...(await Promise.all(SOURCE_DIRS.map((dir) => listFiles(path.join(REPO_ROOT, dir))))).flat(),
    ...SOURCE_FILES.map((file) => path.join(REPO_ROOT, file)).filter((file) => existsSync(file)),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(REPO_ROOT, file)).update('\0').update(await readFile(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

export type BuiltStories = { dir: string; cached: boolean; ms: number };

/** Builds the stories (or reuses the cached build of the same sources) and returns the site's folder. */
export async function buildStories(): Promise<BuiltStories> {
  const started = Date.now();
  const key = await storiesSourceHash();
  const dir = path.join(CACHE_DIR, key);
  if (existsSync(path.join(dir, 'meta.json'))) return { dir, cached: true, ms: Date.now() - started };

  await mkdir(CACHE_DIR, { recursive: true });
  const staging = `${dir}.tmp-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    await run(path.join(REPO_ROOT, 'node_modules/.bin/ladle'), ['build', '--viteConfig', '.ladle/vite.config.mjs', '--outDir', path.relative(REPO_ROOT, staging)], {
      cwd: REPO_ROOT,
      maxBuffer: 32 * 1024 * 1024,
      env: { ...process.env, NODE_ENV: 'production' },
    });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`ladle build failed:\n${stderr || stdout}`, { cause: error });
  }
  // Older builds are of older sources: keep only this one.
  for (const entry of await readdir(CACHE_DIR)) {
    if (!entry.includes('.tmp-')) await rm(path.join(CACHE_DIR, entry), { recursive: true, force: true });
  }
  await rename(staging, dir);
  return { dir, cached: false, ms: Date.now() - started };
}

export type StoryEntry = { id: string; name: string; levels: string[]; filePath: string; meta?: Record<string, unknown> };

/** Every story of a build, in meta.json's order. */
export async function listStories(dir: string): Promise<StoryEntry[]> {
  const meta = JSON.parse(await readFile(path.join(dir, 'meta.json'), 'utf8')) as { stories: Record<string, Omit<StoryEntry, 'id'>> };
  return Object.entries(meta.stories).map(([id, story]) => ({ id, ...story }));
}
