/**
 * Bundles the test wallet (entry.ts and what it imports, viem included) into one self-contained IIFE script
 * with vite's library mode. The result is cached on disk under node_modules/.cache/, keyed by the sources
 * and the viem and vite versions, so only the first call after a change pays for the build (~1-2 s).
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const projectRoot = resolve(here, '..', '..');
const cacheDir = join(projectRoot, 'node_modules', '.cache', 'walletport-test-wallet');

/** Every file the bundle is made of (besides node_modules). Add a file here when entry.ts imports it. */
const SOURCES = ['entry.ts', 'wallet.ts', 'batch-calls.ts', 'provider-error.ts', 'icon.ts', 'types.ts', '../config.ts'];

export type BuildTestWalletOptions = {
  /** Rebuild even when the cache holds this version. */
  force?: boolean;
};

let memo: Promise<string> | undefined;

/** The test wallet as one browser script (text). */
export function buildTestWallet(options: BuildTestWalletOptions = {}): Promise<string> {
  if (options.force === true || memo === undefined) {
    memo = load(options.force === true);
    memo.catch(() => (memo = undefined));
  }
  return memo;
}

async function cacheKey(): Promise<string> {
  const require = createRequire(import.meta.url);
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    hash.update(source);
    hash.update(await readFile(join(here, source)));
  }
  for (const dependency of ['viem', 'vite']) {
    const manifest = JSON.parse(await readFile(require.resolve(`${dependency}/package.json`), 'utf8')) as { version: string };
    hash.update(`${dependency}@${manifest.version}`);
  }
  return hash.digest('hex').slice(0, 16);
}

async function load(force: boolean): Promise<string> {
  const file = join(cacheDir, `test-wallet-${await cacheKey()}.js`);
  if (!force) {
    try {
      return await readFile(file, 'utf8');
    } catch {
      // Not cached yet.
    }
  }
  const code = await bundle();
  await mkdir(cacheDir, { recursive: true });
  // Write then rename, so a concurrent reader never sees half a file.
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, code);
  await rename(temporary, file);
  // Drop bundles of older sources.
  for (const entry of await readdir(cacheDir)) {
    if (entry !== basename(file) && /^test-wallet-[0-9a-f]+\.js$/.test(entry)) {
      await rm(join(cacheDir, entry), { force: true });
    }
  }
  return code;
}

async function bundle(): Promise<string> {
  const { build } = await import('vite');
  const result = await build({
    configFile: false,
    root: here,
    logLevel: 'warn',
    publicDir: false,
    envDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      copyPublicDir: false,
      lib: {
        entry: join(here, 'entry.ts'),
        formats: ['iife'],
        name: 'WalletportTestWallet',
        fileName: () => 'test-wallet.js',
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    for (const chunk of output.output) {
      if (chunk.type === 'chunk' && chunk.isEntry) return `${chunk.code}\n//# sourceURL=walletport-test-wallet.js\n`;
    }
  }
  throw new Error('vite produced no test wallet bundle');
}
