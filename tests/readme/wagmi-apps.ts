/**
 * The README's "With wagmi" example as two apps that install the packed tarball, one on wagmi 2 and one on
 * wagmi 3: the README's `wagmi-app/` blocks, unchanged, and the client they import, the README's
 * `src/walletport.ts` (from "Set up with Vite"), copied into each app's src/.
 *
 * Each app sits in `<work>/wagmi<version>/wagmi-app/`, so compiler positions still name the README's paths
 * (`wagmi-app/src/main.tsx`). Its node_modules holds the unpacked tarball, `wagmi` (the repository's wagmi2 or
 * wagmi3, installed side by side under those aliases) and `@wagmi/core`, the very copy that wagmi depends on,
 * as npm would hoist it: walletport/wagmi and wagmi's hooks then share one @wagmi/core. Everything else
 * resolves from `<work>/node_modules` (linkHostDependencies with WAGMI_APP_TOOLCHAIN).
 *
 * Generated beside the blocks: package.json, index.html, create-vite's strict tsconfig and a build config with
 * what the journey needs (a relative base, no minification, the module list, and optionally the client swapped
 * for one pointed at the devstack, and a page entry of the journey's own in place of main.tsx; main.tsx is then
 * still bundled, as a second entry, so the build checks it).
 */
import { mkdir, realpath, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildApp, type BuildAppReturnType } from './build-app.js';
import { CREATE_VITE_REACT_COMPILER_OPTIONS } from './create-vite-tsconfig.js';
import { installTarball, writeFiles } from './host-apps.js';
import { CLIENT_BLOCK } from './element-apps.js';
import type { ReadmeBlock } from './readme-blocks.js';
import { testBuildConfig } from './test-build-config.js';
import { typeCheckApp, type TypeCheckAppReturnType } from './type-check-app.js';
import { viteIndexHtml } from './vite-index-html.js';


export const WAGMI_VERSIONS = [2, 3] as const;
export type WagmiVersion = (typeof WAGMI_VERSIONS)[number];

/** The README's folder for the wagmi example's blocks. */
export const WAGMI_APP = 'wagmi-app';

/** What the wagmi apps use beside walletport, wagmi and @wagmi/core, linked into `<work>/node_modules`. */
export const WAGMI_APP_TOOLCHAIN = ['vite', '@vitejs/plugin-react', 'react', 'react-dom', '@types/react', '@types/react-dom', '@tanstack/react-query', 'typescript'];

/** The repository's packages holding each wagmi version (npm aliases). */
const WAGMI_PACKAGE: Record<WagmiVersion, string> = { 2: 'wagmi2', 3: 'wagmi3' };

export function isWagmiAppBlock(block: ReadmeBlock): boolean {
  return block.path.startsWith(`${WAGMI_APP}/`);
}

export function wagmiAppBlocks(blocks: readonly ReadmeBlock[]): ReadmeBlock[] {
  return blocks.filter(isWagmiAppBlock);
}

export type WriteWagmiAppParameters = {
  /** The folder holding the apps (and, in node_modules, the linked host packages). */
  work: string;
  version: WagmiVersion;
  tarball: string;
  /** The repository root. */
  root: string;
  /** Every README block (the app's own and the client block are picked from them). */
  blocks: readonly ReadmeBlock[];
  /** A module standing in for the README's client in the build (same export), e.g. one pointed at the devstack. */
  devstackClient?: string | undefined;
  /** A page entry of the test's own (src/journey.tsx), loaded by index.html instead of the README's main.tsx. */
  journeyEntry?: string | undefined;
};

export type WriteWagmiAppReturnType = {
  /** The app's folder. */
  folder: string;
  /** The README's client as written into the app, and the module bundled in its place. */
  readmeClient: string;
  bundledClient: string;
  /** Where `wagmi` and `@wagmi/core` resolve from in the app (real paths). */
  wagmi: string;
  wagmiCore: string;
};

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** The @wagmi/core the given wagmi package depends on (its own nested copy, or the hoisted one). */
async function coreOf(wagmi: string): Promise<string> {
  const resolved = createRequire(path.join(wagmi, 'package.json')).resolve('@wagmi/core/package.json');
  return realpath(path.dirname(resolved));
}

async function link(target: string, at: string): Promise<void> {
  await mkdir(path.dirname(at), { recursive: true });
  await symlink(target, at, 'dir');
}

/** Writes one app: the tarball, wagmi and its @wagmi/core in its node_modules, the README's blocks, the generated files. */
export async function writeWagmiApp(parameters: WriteWagmiAppParameters): Promise<WriteWagmiAppReturnType> {
  const { work, version, tarball, root, blocks, devstackClient, journeyEntry } = parameters;
  const folder = path.join(work, `wagmi${version}`, WAGMI_APP);
  const client = blocks.find((block) => block.path === CLIENT_BLOCK);
  if (!client) throw new Error(`The README has no ${CLIENT_BLOCK} block: the wagmi example imports its client from it`);
  const readmeClient = path.join(folder, CLIENT_BLOCK);
  const bundledClient = devstackClient === undefined ? readmeClient : path.join(folder, 'src/walletport.devstack.ts');
  const wagmi = await realpath(path.join(root, 'node_modules', WAGMI_PACKAGE[version]));
  const wagmiCore = await coreOf(wagmi);
  await installTarball(folder, tarball);
  await link(wagmi, path.join(folder, 'node_modules', 'wagmi'));
  await link(wagmiCore, path.join(folder, 'node_modules', '@wagmi', 'core'));
  const entries: Record<string, string> = { index: path.join(folder, 'index.html'), ...(journeyEntry === undefined ? {} : { main: path.join(folder, 'src/main.tsx') }) };
  await writeFiles(folder, {
    ...Object.fromEntries(wagmiAppBlocks(blocks).map((block) => [block.path.slice(WAGMI_APP.length + 1), block.code])),
    [CLIENT_BLOCK]: client.code,
    ...(devstackClient === undefined ? {} : { 'src/walletport.devstack.ts': devstackClient }),
    ...(journeyEntry === undefined ? {} : { 'src/journey.tsx': journeyEntry }),
    'package.json': json({
      name: `readme-wagmi${version}-app`,
      private: true,
      type: 'module',
      dependencies: { walletport: `file:${tarball}`, wagmi: `^${version}`, '@tanstack/react-query': '^5', react: '^19', 'react-dom': '^19' },
      devDependencies: { '@vitejs/plugin-react': '*', typescript: '*', vite: '*' },
    }),
    'index.html': viteIndexHtml({ title: `README app (wagmi ${version})`, mountId: 'root', entry: `./src/${journeyEntry === undefined ? 'main.tsx' : 'journey.tsx'}` }),
    'tsconfig.json': json({
      compilerOptions: CREATE_VITE_REACT_COMPILER_OPTIONS,
      include: ['src'],
      exclude: ['src/walletport.devstack.ts'],
    }),
    'walletport-test.config.mjs': testBuildConfig({
      folder,
      own: ["import react from '@vitejs/plugin-react';", `const own = { plugins: [react()], build: { rollupOptions: { input: ${JSON.stringify(entries)} } } };`],
      readmeClient,
      bundledClient,
    }),
  });
  return { folder, readmeClient, bundledClient, wagmi, wagmiCore };
}

export type BuildWagmiAppReturnType = BuildAppReturnType;

/** `vite build` of one app (build-app.ts); errors in the README's blocks are reported at README lines. */
export function buildWagmiApp(folder: string, blocks: readonly ReadmeBlock[]): Promise<BuildWagmiAppReturnType> {
  return buildApp(folder, blocks);
}

export type TypeCheckWagmiAppReturnType = TypeCheckAppReturnType;

/** Strict type check (tsgo) of an app's sources; errors at README lines. */
export function typeCheckWagmiApp(folder: string, blocks: readonly ReadmeBlock[]): Promise<TypeCheckWagmiAppReturnType> {
  // Run from the version's folder, so the errors name files as the README's blocks do (wagmi-app/src/main.tsx).
  return typeCheckApp({ cwd: path.dirname(folder), tsconfig: path.join(WAGMI_APP, 'tsconfig.json'), blocks });
}
