/**
 * Bundles the Solana test wallet (entry.ts and what it imports, web3.js and kit included) into one
 * self-contained IIFE script with vite's library mode, as the EVM test wallet's build.ts does. Cached on disk
 * under node_modules/.cache/, keyed by the sources and the dependencies' versions: only the first call after a
 * change pays for the build.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const projectRoot = resolve(here, '..', '..');
const cacheDir = join(projectRoot, 'node_modules', '.cache', 'walletport-solana-test-wallet');
const FILE_PATTERN = /^solana-test-wallet-[0-9a-f]+\.js$/;

/** Every file the bundle is made of (besides node_modules). Add a file here when entry.ts imports it. */
const SOURCES = ['entry.ts', 'browser-config.ts', 'wallet.ts', 'prompts.ts', 'register.ts', 'types.ts', '../solana/genesis.ts', '../test-wallet/icon.ts'];
const DEPENDENCIES = ['@solana/web3.js', '@solana/kit', 'vite'];

export type BuildSolanaTestWalletParameters = { force?: boolean };
export type BuildSolanaTestWalletReturnType = Promise<string>;
export type BuildSolanaTestWalletErrorType = Error;

let memo: Promise<string> | undefined;

/** The Solana test wallet as one browser script (text). */
export function buildSolanaTestWallet(parameters: BuildSolanaTestWalletParameters = {}): BuildSolanaTestWalletReturnType {
  if (parameters.force === true || memo === undefined) {
    memo = load(parameters.force === true);
    memo.catch(() => (memo = undefined));
  }
  return memo;
}

async function cacheKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    hash.update(source);
    hash.update(await readFile(join(here, source)));
  }
  for (const dependency of DEPENDENCIES) {
    // Read from node_modules directly: @solana/kit's exports do not include its package.json.
    const manifest = JSON.parse(await readFile(join(projectRoot, 'node_modules', dependency, 'package.json'), 'utf8')) as { version: string };
    hash.update(`${dependency}@${manifest.version}`);
  }
  return hash.digest('hex').slice(0, 16);
}

async function load(force: boolean): Promise<string> {
  const file = join(cacheDir, `solana-test-wallet-${await cacheKey()}.js`);
  if (!force) {
    try {
      return await readFile(file, 'utf8');
    } catch {
      // Not cached yet.
    }
  }
  const code = await bundle();
  await mkdir(cacheDir, { recursive: true });
  // Write then rename, so a concurrent reader (another devstack starting) never sees half a file.
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, code);
  await rename(temporary, file);
  for (const entry of await readdir(cacheDir)) {
    if (entry !== basename(file) && FILE_PATTERN.test(entry)) await rm(join(cacheDir, entry), { force: true });
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
        name: 'WalletportSolanaTestWallet',
        fileName: () => 'solana-test-wallet.js',
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    for (const chunk of output.output) {
      if (chunk.type === 'chunk' && chunk.isEntry) return `${chunk.code}\n//# sourceURL=walletport-solana-test-wallet.js\n`;
    }
  }
  throw new Error('vite produced no Solana test wallet bundle');
}
