/**
 * `vite build` of a README app with the config the test wrote for it (walletport-test.config.mjs), in a process
 * of its own; errors in the README's blocks are reported at README lines. The config's list-modules plugin
 * (test-build-config.ts) leaves the bundle's modules in the app's modules.json.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { toReadmePositions, type ReadmeBlock } from './readme-blocks.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

export type BuildAppOptions = {
  /** Under nice: in a test run the builds share two cores with journeys that wait on pages in real time. */
  niced?: boolean;
};

export type BuildAppReturnType = {
  /** The build's own output (warnings). */
  log: string;
  /** Every module the bundle holds, by path (vite's ids: a query may follow, e.g. index.html?html-proxy). */
  modules: string[];
};

export async function buildApp(folder: string, blocks: readonly ReadmeBlock[], { niced = false }: BuildAppOptions = {}): Promise<BuildAppReturnType> {
  const vite = path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js');
  const args = [vite, 'build', '--config', 'walletport-test.config.mjs'];
  const options = { cwd: folder, maxBuffer: 64 * 1024 * 1024 };
  const build = niced ? run('nice', ['-n', '10', process.execPath, ...args], options) : run(process.execPath, args, options);
  const log = await build.then(
    ({ stdout, stderr }) => `${stdout}${stderr}`,
    (error: { stdout?: string; stderr?: string; message?: string }) => {
      throw new Error(`vite build of ${folder} failed:\n${toReadmePositions(`${error.stdout ?? ''}${error.stderr ?? ''}` || String(error.message), blocks)}`);
    },
  );
  const modules = JSON.parse(await readFile(path.join(folder, 'modules.json'), 'utf8')) as string[];
  return { log, modules };
}

export type BuildAppParameters = Parameters<typeof buildApp>;
