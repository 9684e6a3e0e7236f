/**
 * Two host apps a reader of the README would make, written into a temporary folder with the README's blocks as
 * their source files: a Vite + React app (the `src/` blocks) and a Next.js App Router app (the `app/` blocks).
 *
 * The package is installed the way npm installs a tarball, without the registry: the packed .tgz is unpacked
 * into each app's node_modules/walletport. Everything else comes from the repository's node_modules, but only
 * what a host would have: `<work>/node_modules`, the folder both apps resolve packages from after their own,
 * holds links to walletport's declared dependencies and peers (read from the tarball's package.json) and to the
 * app toolchain (react, react-dom, next, vite, ...), nothing else. An import in dist/ of a package walletport
 * does not declare therefore fails these builds; tests/package checks the same from the other side (dist/
 * imports exactly the declared dependencies, so an install pulls nothing only tests need). `walletport` itself
 * resolves only to the unpacked tarball, through its package.json exports: the repository has no
 * node_modules/walletport, and the apps have their own package.json and tsconfig (no paths).
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { CREATE_VITE_REACT_COMPILER_OPTIONS } from './create-vite-tsconfig.js';
import type { ReadmeBlock } from './readme-blocks.js';
import { viteIndexHtml } from './vite-index-html.js';

const run = promisify(execFile);

/** What the apps themselves use, beside walletport and its dependencies (a host's own devDependencies). */
const VITE_APP = { dependencies: ['react', 'react-dom'], devDependencies: ['@types/react', '@types/react-dom', '@vitejs/plugin-react', 'tsx', 'typescript', 'vite'] };
const NEXT_APP = { dependencies: ['next', 'react', 'react-dom'], devDependencies: ['@types/node', '@types/react', '@types/react-dom', 'typescript'] };
const APP_TOOLCHAIN = [...VITE_APP.dependencies, ...VITE_APP.devDependencies, ...NEXT_APP.dependencies, ...NEXT_APP.devDependencies];

/**
 * `<work>/node_modules`: links to walletport's dependencies, peers and the app toolchain in the repository's
 * node_modules (the React and Next.js apps' by default; the element apps pass theirs).
 */
export async function linkHostDependencies(work: string, root: string, unpacked: string, toolchain: readonly string[] = APP_TOOLCHAIN): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(unpacked, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  const names = [...new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {}), ...toolchain])].sort();
  for (const name of names) {
    const link = path.join(work, 'node_modules', name);
    await mkdir(path.dirname(link), { recursive: true });
    await symlink(path.join(root, 'node_modules', name), link, 'dir');
  }
  return names;
}

/** `npm install <tarball>` without the registry: the tarball unpacked into the app's node_modules/walletport. */
export async function installTarball(app: string, tarball: string): Promise<void> {
  const target = path.join(app, 'node_modules', 'walletport');
  await mkdir(target, { recursive: true });
  await run('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
}

export async function writeFiles(app: string, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(app, file)), { recursive: true });
    await writeFile(path.join(app, file), text);
  }
}

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** The app's package.json as `npm install <tarball>` leaves it, with the repository's versions of the rest. */
async function manifest(name: string, tarball: string, root: string, uses: { dependencies: string[]; devDependencies: string[] }): Promise<string> {
  const repository = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
  const versions = (names: string[]) => Object.fromEntries(names.map((dependency) => [dependency, repository.devDependencies[dependency] ?? '*']));
  return json({
    name,
    private: true,
    type: 'module',
    dependencies: { walletport: `file:${tarball}`, ...versions(uses.dependencies) },
    devDependencies: versions(uses.devDependencies),
  });
}

/** The Vite app: the README's src/ blocks, an index.html loading src/main.tsx, create-vite's strict tsconfig. */
export async function writeViteApp(app: string, tarball: string, root: string, blocks: readonly ReadmeBlock[]): Promise<void> {
  await installTarball(app, tarball);
  const modules = blocks.filter((block) => !/\.test\.tsx?$/.test(block.path) && block.path !== 'src/main.tsx');
  await writeFiles(app, {
    ...Object.fromEntries(blocks.map((block) => [block.path, block.code])),
    'package.json': await manifest('readme-vite-app', tarball, root, VITE_APP),
    'index.html': viteIndexHtml({ title: 'README app (Vite)', mountId: 'root', entry: '/src/main.tsx' }),
    'tsconfig.json': json({
      compilerOptions: CREATE_VITE_REACT_COMPILER_OPTIONS,
      include: ['src'],
    }),
    // Every non-test block is an entry, so the build bundles all of them, not only what main.tsx imports. The
    // module list lets the test see where each module came from.
    'vite.config.ts': [
      "import { writeFileSync } from 'node:fs';",
      "import react from '@vitejs/plugin-react';",
      "import { defineConfig } from 'vite';",
      '',
      'export default defineConfig({',
      '  plugins: [',
      '    react(),',
      "    { name: 'list-modules', generateBundle() { writeFileSync('modules.json', JSON.stringify([...this.getModuleIds()])); } },",
      '  ],',
      `  build: { rollupOptions: { input: ${JSON.stringify({ index: 'index.html', ...Object.fromEntries(modules.map((block) => [block.path.replace(/\W/g, '_'), block.path])) })} } },`,
      '});',
      '',
    ].join('\n'),
  });
}

/**
 * The Next.js app: the README's app/ blocks, create-next-app's strict tsconfig. Turbopack's root is the folder
 * holding both the app and the repository's node_modules (the linked packages live there). Next's own type
 * check is off: the test runs the same strict check with tsgo, after the build, over the same tsconfig
 * (with the route types the build generates).
 */
export async function writeNextApp(app: string, tarball: string, root: string, blocks: readonly ReadmeBlock[], turbopackRoot: string): Promise<void> {
  await installTarball(app, tarball);
  await writeFiles(app, {
    ...Object.fromEntries(blocks.map((block) => [block.path, block.code])),
    'package.json': await manifest('readme-next-app', tarball, root, NEXT_APP),
    'tsconfig.json': json({
      compilerOptions: {
        target: 'ES2017',
        lib: ['dom', 'dom.iterable', 'esnext'],
        allowJs: true,
        skipLibCheck: true,
        strict: true,
        noEmit: true,
        esModuleInterop: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        resolveJsonModule: true,
        isolatedModules: true,
        jsx: 'react-jsx',
        incremental: true,
        plugins: [{ name: 'next' }],
      },
      include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts', '.next/dev/types/**/*.ts'],
      exclude: ['node_modules'],
    }),
    'next.config.mjs': [
      '/** @type {import("next").NextConfig} */',
      'export default {',
      `  turbopack: { root: ${JSON.stringify(turbopackRoot)} },`,
      '  typescript: { ignoreBuildErrors: true },',
      '  experimental: { turbopackFileSystemCacheForBuild: false },',
      '};',
      '',
    ].join('\n'),
  });
}
