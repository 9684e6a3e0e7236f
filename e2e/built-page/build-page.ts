/**
 * A production build of a small hand-written page (its index.html and main.js) for checks that need the page as
 * it ships rather than vite's dev server, which injects inline scripts and styles of its own: for instance a page
 * under a strict Content Security Policy, or one whose bundled modules are checked.
 *
 * It is built into node_modules/.cache (inside the repository, so the packages resolve from its node_modules)
 * and removed by `remove()`.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type InlineConfig, type Rollup } from 'vite';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type BuildPageParameters = {
  /** The start of the temporary folder's name (`walletport-host-page-`). */
  folderPrefix: string;
  indexHtml: string;
  mainJs: string;
  /** vite's settings for the page's folder (`root`); the output folder and a relative base are added. */
  config: (root: string) => InlineConfig;
};

export type BuiltPage = {
  dir: string;
  /** Every module the build bundled (paths, or ids of vite's own helpers). */
  modules: string[];
  remove(): Promise<void>;
};

export type BuildPageReturnType = Promise<BuiltPage>;

export async function buildPage({ folderPrefix, indexHtml, mainJs, config }: BuildPageParameters): BuildPageReturnType {
  const cache = path.join(REPO_ROOT, 'node_modules/.cache');
  await mkdir(cache, { recursive: true });
  const root = await mkdtemp(path.join(cache, folderPrefix));
  await writeFile(path.join(root, 'index.html'), indexHtml);
  await writeFile(path.join(root, 'main.js'), mainJs);
  // The React plugin compiles JSX for development unless NODE_ENV says production (vitest sets 'test').
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let output: Rollup.RollupOutput | Rollup.RollupOutput[] | Rollup.RollupWatcher;
  try {
    output = await build({
      ...config(root),
      base: './',
      build: { outDir: path.join(root, 'dist'), emptyOutDir: true, reportCompressedSize: false },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const outputs = Array.isArray(output) ? output : 'output' in output ? [output] : [];
  const modules = outputs.flatMap((result) => result.output.flatMap((item) => (item.type === 'chunk' ? item.moduleIds : [])));
  return { dir: path.join(root, 'dist'), modules, remove: () => rm(root, { recursive: true, force: true }) };
}
