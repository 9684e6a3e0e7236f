/**
 * The README's "Without React" examples as three apps that install the packed tarball: a plain HTML page
 * (`html-page/`), a Vue 3 app (`vue-app/`) and a Svelte 5 app (`svelte-app/`). Their sources are the README's
 * blocks, unchanged, written at the paths they name (relative to the work folder), plus the client every
 * example imports, the README's `src/walletport.ts` (from "Set up with Vite"), copied into each app's src/.
 *
 * What a reader would add by hand and the README leaves out is generated here: package.json, the Vue and
 * Svelte apps' index.html (create-vite's), and a build config wrapping the README's own vite.config.ts (the
 * Vue app's) with what the test needs (test-build-config.ts): a relative base (the apps are served side by side), no minification
 * (the build is for a journey, not a size check), the list of bundled modules (to see where each came from) and,
 * when `devstackClient` is given, the client module swapped for one pointed at the devstack: the README's
 * client names the production services, which a journey's request guard rightly blocks.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp, type BuildAppReturnType } from './build-app.js';
import { installTarball, writeFiles } from './host-apps.js';
import type { ReadmeBlock } from './readme-blocks.js';
import { testBuildConfig } from './test-build-config.js';
import { typeCheckApp, type TypeCheckAppReturnType } from './type-check-app.js';
import { viteIndexHtml } from './vite-index-html.js';


export const ELEMENT_APPS = ['html-page', 'vue-app', 'svelte-app'] as const;
export type ElementApp = (typeof ELEMENT_APPS)[number];

/** The README block every example imports its client from. */
export const CLIENT_BLOCK = 'src/walletport.ts';

/** What the apps use beside walletport and its dependencies (the hosts' own packages), linked by linkHostDependencies. */
export const ELEMENT_APP_TOOLCHAIN = ['vite', 'vue', '@vitejs/plugin-vue', 'svelte', '@sveltejs/vite-plugin-svelte'];

const USES: Record<ElementApp, { dependencies: string[]; devDependencies: string[] }> = {
  'html-page': { dependencies: [], devDependencies: ['vite'] },
  'vue-app': { dependencies: ['vue'], devDependencies: ['vite', '@vitejs/plugin-vue'] },
  'svelte-app': { dependencies: [], devDependencies: ['vite', 'svelte', '@sveltejs/vite-plugin-svelte'] },
};

/** The blocks that are an element app's sources (their path starts with the app's folder). */
export function isElementAppBlock(block: ReadmeBlock): boolean {
  return ELEMENT_APPS.some((app) => block.path.startsWith(`${app}/`));
}

/** One app's blocks. */
export function elementAppBlocks(blocks: readonly ReadmeBlock[], app: ElementApp): ReadmeBlock[] {
  return blocks.filter((block) => block.path.startsWith(`${app}/`));
}

export type WriteElementAppParameters = {
  /** The folder holding the apps (and, in node_modules, the linked host packages). */
  work: string;
  app: ElementApp;
  tarball: string;
  /** The repository root, for the versions in package.json. */
  root: string;
  /** Every README block (the app's own and the client block are picked from them). */
  blocks: readonly ReadmeBlock[];
  /** A module standing in for the README's client in the build (same export), e.g. one pointed at the devstack. */
  devstackClient?: string;
};

export type WriteElementAppReturnType = {
  /** The app's folder. */
  folder: string;
  /** The README's client as written into the app (src/walletport.ts), and the module bundled in its place, if any. */
  readmeClient: string;
  bundledClient: string;
};

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** The app's own build settings: the README's (Vue) or the framework's plugin (Svelte). */
function ownBuildSettings(app: ElementApp): string[] {
  return app === 'vue-app'
    ? ["import readme from './vite.config.ts';", 'const own = readme;']
    : app === 'svelte-app'
      ? ["import { svelte } from '@sveltejs/vite-plugin-svelte';", 'const own = { plugins: [svelte()] };']
      : ['const own = {};'];
}

/** Writes one app: the tarball unpacked into its node_modules, the README's blocks, the generated files. */
export async function writeElementApp(parameters: WriteElementAppParameters): Promise<WriteElementAppReturnType> {
  const { work, app, tarball, root, blocks, devstackClient } = parameters;
  const folder = path.join(work, app);
  const client = blocks.find((block) => block.path === CLIENT_BLOCK);
  if (!client) throw new Error(`The README has no ${CLIENT_BLOCK} block: every element example imports its client from it`);
  const readmeClient = path.join(folder, 'src/walletport.ts');
  const bundledClient = devstackClient === undefined ? readmeClient : path.join(folder, 'src/walletport.devstack.ts');
  const repository = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
  const versions = (names: string[]) => Object.fromEntries(names.map((name) => [name, repository.devDependencies[name] ?? '*']));
  await installTarball(folder, tarball);
  await writeFiles(work, Object.fromEntries(elementAppBlocks(blocks, app).map((block) => [block.path, block.code])));
  await writeFiles(folder, {
    'src/walletport.ts': client.code,
    ...(devstackClient === undefined ? {} : { 'src/walletport.devstack.ts': devstackClient }),
    'package.json': json({
      name: `readme-${app}`,
      private: true,
      type: 'module',
      dependencies: { walletport: `file:${tarball}`, ...versions(USES[app].dependencies) },
      devDependencies: versions(USES[app].devDependencies),
    }),
    ...(app === 'html-page' ? {} : { 'index.html': viteIndexHtml({ title: `README ${app}`, mountId: 'app', entry: '/src/main.ts' }) }),
    'walletport-test.config.mjs': testBuildConfig({ folder, own: ownBuildSettings(app), readmeClient, bundledClient }),
  });
  return { folder, readmeClient, bundledClient };
}

export type BuildElementAppReturnType = BuildAppReturnType;

/** `vite build` of one app, niced (build-app.ts); errors in the README's blocks are reported at README lines. */
export function buildElementApp(folder: string, blocks: readonly ReadmeBlock[]): Promise<BuildElementAppReturnType> {
  return buildApp(folder, blocks, { niced: true });
}

/** `.vue`/`.svelte` files have no types of their own for tsgo: create-vite's shims, and Svelte's runes. */
const SHIMS: Partial<Record<ElementApp, string>> = {
  'vue-app': "declare module '*.vue' {\n  const component: import('vue').Component;\n  export default component;\n}\n",
  'svelte-app': "/// <reference types=\"svelte\" />\ndeclare module '*.svelte' {\n  const component: import('svelte').Component;\n  export default component;\n}\n",
};

const SFC_SCRIPT = /^([\s\S]*?<script\b[^>]*\blang="ts"[^>]*>)([\s\S]*?)<\/script>/;

/** A component's `<script lang="ts">` as a .ts file whose lines are the component's lines (the rest blank). */
function sfcScript(code: string): string | undefined {
  const match = SFC_SCRIPT.exec(code);
  if (!match) return undefined;
  return `${'\n'.repeat((match[1] ?? '').split('\n').length - 1)}${match[2] ?? ''}`;
}

export type TypeCheckElementAppReturnType = TypeCheckAppReturnType;

/**
 * Strict type check (tsgo) of an app's TypeScript: its .ts blocks, the README's client, and the `lang="ts"`
 * script of each component (written beside it as `<file>.script.ts`, line for line, since tsgo reads no
 * .vue or .svelte file). The plain page's script is JavaScript: its build is its check.
 */
export async function typeCheckElementApp(folder: string, app: ElementApp, blocks: readonly ReadmeBlock[]): Promise<TypeCheckElementAppReturnType> {
  const work = path.dirname(folder);
  const components = elementAppBlocks(blocks, app).filter((block) => /\.(vue|svelte)$/.test(block.path));
  const scripts = Object.fromEntries(components.flatMap((block) => {
    const script = sfcScript(block.code);
    return script === undefined ? [] : [[`${block.path}.script.ts`, script]];
  }));
  await writeFiles(work, scripts);
  await writeFiles(folder, {
    ...(SHIMS[app] === undefined ? {} : { 'src/walletport-shims.d.ts': SHIMS[app] }),
    'tsconfig.json': json({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        types: ['vite/client'],
        skipLibCheck: true,
        strict: true,
        noEmit: true,
        verbatimModuleSyntax: true,
        moduleDetection: 'force',
      },
      include: ['src', 'vite.config.ts'],
      exclude: ['src/walletport.devstack.ts'],
    }),
  });
  // Run from the work folder, so the errors name files as the README's blocks do (vue-app/src/main.ts).
  return typeCheckApp({ cwd: work, tsconfig: path.join(app, 'tsconfig.json'), blocks, toReadmeFiles: (problems) => problems.replace(/\.(vue|svelte)\.script\.ts\b/g, '.$1') });
}
