/**
 * Bundles one devstack browser script (a test wallet's entry.ts and what it imports) into a self-contained IIFE
 * with vite's library mode, cached on disk under node_modules/.cache/<name>/, keyed by the sources and the
 * dependencies' versions: only the first call after a change pays for the build. Both test wallets (EVM and
 * Solana) are built this way; each says which files and packages it is made of.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export type CachedBrowserBundleParameters = {
  /** The script's name: the cache folder, the cached file's prefix and its sourceURL (`walletport-<name>.js`). */
  name: string;
  /** The folder of the entry and of the sources below. */
  root: string;
  /** Every file the bundle is made of besides node_modules, relative to `root` (entry.ts first). */
  sources: readonly string[];
  /** The packages whose versions key the cache (read from node_modules/<package>/package.json). */
  dependencies: readonly string[];
  /** The IIFE's global name. */
  globalName: string;
  /** Rebuild even when the cache holds this version. */
  force?: boolean | undefined;
};
export type CachedBrowserBundleReturnType = Promise<string>;
export type CachedBrowserBundleErrorType = Error;

/** The script's text, from the cache or freshly built (then cached, older versions of it removed). */
export async function cachedBrowserBundle(parameters: CachedBrowserBundleParameters): CachedBrowserBundleReturnType {
  const { name } = parameters;
  const cacheDir = join(projectRoot, 'node_modules', '.cache', `walletport-${name}`);
  const file = join(cacheDir, `${name}-${await cacheKey(parameters)}.js`);
  if (parameters.force !== true) {
    try {
      return await readFile(file, 'utf8');
    } catch {
      // Not cached yet.
    }
  }
  const code = await bundle(parameters);
  await mkdir(cacheDir, { recursive: true });
  // Write then rename, so a concurrent reader (another devstack starting) never sees half a file.
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, code);
  await rename(temporary, file);
  const older = new RegExp(`^${name}-[0-9a-f]+\\.js$`);
  for (const entry of await readdir(cacheDir)) {
    if (entry !== basename(file) && older.test(entry)) await rm(join(cacheDir, entry), { force: true });
  }
  return code;
}

async function cacheKey({ root, sources, dependencies }: CachedBrowserBundleParameters): Promise<string> {
  const hash = createHash('sha256');
  for (const source of sources) {
    hash.update(source);
    hash.update(await readFile(join(root, source)));
  }
  for (const dependency of dependencies) {
    // Read from node_modules directly: some packages (@solana/kit) do not export their package.json.
    const manifest = JSON.parse(await readFile(join(projectRoot, 'node_modules', dependency, 'package.json'), 'utf8')) as { version: string };
    hash.update(`${dependency}@${manifest.version}`);
  }
  return hash.digest('hex').slice(0, 16);
}

async function bundle({ name, root, sources, globalName }: CachedBrowserBundleParameters): Promise<string> {
  const { build } = await import('vite');
  const result = await build({
    configFile: false,
    root,
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
      lib: { entry: join(root, sources[0] ?? 'entry.ts'), formats: ['iife'], name: globalName, fileName: () => `${name}.js` },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    for (const chunk of output.output) {
      if (chunk.type === 'chunk' && chunk.isEntry) return `${chunk.code}\n//# sourceURL=walletport-${name}.js\n`;
    }
  }
  throw new Error(`vite produced no ${name} bundle`);
}
