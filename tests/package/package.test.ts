/**
 * The package as npm publishes it, checked the way a host receives it. Built with tsconfig.build.json (the
 * repository's dist/ is left alone), packed by npm with the package.json `files` rules and unpacked once per
 * source state (packed-package.ts, shared with tests/readme), then:
 *
 * - the tarball holds dist/, LICENSE and README and nothing from devstack/, demo/, bench/, e2e/, tests/, no test
 *   support (nested testing/ folders), no test file and no source map;
 * - the JavaScript imports exactly the declared dependencies (React as an optional peer), so installing the
 *   package pulls nothing only tests need;
 * - publint finds no error or warning; attw (ESM-only profile) resolves types for node16 and bundler;
 * - the React entry still starts with 'use client';
 * - a host app loads every entry through the exports map in Node, and its TypeScript resolves every entry's
 *   types under node16 and bundler resolution.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { importSpecifiers } from '../architecture/dependency-rules.js';
import { packedPackage } from './packed-package.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');
const ENTRIES = ['walletport', 'walletport/react', 'walletport/networks', 'walletport/siwx', 'walletport/testing', 'walletport/wagmi', 'walletport/element'] as const;

let work: string;
let tarball: string;
/** The packed files, as npm lists them (paths inside the package). */
let packed: string[];
/** The unpacked tarball: exactly what a host's node_modules/walletport holds. */
let unpacked: string;

beforeAll(async () => {
  // Built and packed once per source state, shared with tests/readme (packed-package.ts).
  ({ tarball, unpacked, files: packed } = await packedPackage());
  // The real path: TypeScript reports files by it (a temporary folder may sit behind a symlink).
  work = await realpath(await mkdtemp(path.join(tmpdir(), 'walletport-package-')));
}, 300_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The package names a file imports (`viem` for `viem/chains`, `@scope/name` for deeper paths). */
function packagesImported(source: string): string[] {
  return importSpecifiers(source)
    .filter((specifier) => !specifier.startsWith('.'))
    .map((specifier) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier)));
}

describe('the published package', () => {
  it('holds dist/, LICENSE and README, and nothing a host does not run', () => {
    expect(packed).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'package.json', 'dist/index.js', 'dist/index.d.ts']));
    for (const file of packed) {
      const where = file;
      expect(file.startsWith('dist/') || ['LICENSE', 'README.md', 'package.json'].includes(file), where).toBe(true);
      expect(file, where).not.toMatch(/(^|\/)(devstack|demo|bench|e2e|tests)\//);
      expect(file, where).not.toMatch(/^dist\/.+\/testing\//); // test support; dist/testing/ is walletport/testing
      expect(file, where).not.toMatch(/\.test(-d)?\.|\.stories\.|\.map$|\.tsbuildinfo$/);
      expect(file, where).toMatch(/^dist\/.+(\.js|\.d\.ts)$|^(LICENSE|README\.md|package\.json)$/);
    }
  });

  it('names a file the tarball holds for every export, with its types', () => {
    for (const [subpath, target] of Object.entries(packageJson.exports)) {
      if (typeof target === 'string') {
        expect(packed, subpath).toContain(target.replace(/^\.\//, ''));
        continue;
      }
      expect(Object.keys(target), subpath).toEqual(['types', 'import']);
      expect(packed, subpath).toContain(target.types.replace(/^\.\//, ''));
      expect(packed, subpath).toContain(target.import.replace(/^\.\//, ''));
    }
    expect(Object.keys(packageJson.exports)).toEqual(['.', './react', './networks', './siwx', './testing', './wagmi', './element', './package.json']);
    expect(packageJson.sideEffects).toBe(false);
  });

  it('is MIT licensed, with the license text shipped', async () => {
    expect(packageJson.license).toBe('MIT');
    const license = await readFile(path.join(unpacked, 'LICENSE'), 'utf8');
    expect(license).toMatch(/^MIT License\n\nCopyright \(c\) 2026 walletport contributors\n/);
  });

  it('imports at run time exactly its dependencies, and React as an optional peer: an install pulls nothing only tests need', { timeout: 30_000 }, async () => {
    const files = await filesUnder(path.join(unpacked, 'dist'));
    const runtime = new Set<string>();
    const types = new Set<string>();
    for (const file of files) {
      const imported = packagesImported(await readFile(file, 'utf8'));
      for (const name of imported) (file.endsWith('.d.ts') ? types : runtime).add(name);
    }
    const dependencies = Object.keys(packageJson.dependencies).sort();
    const peers = Object.keys(packageJson.peerDependencies).sort();
    expect([...runtime].filter((name) => !peers.includes(name)).sort()).toEqual(dependencies);
    expect([...runtime].filter((name) => peers.includes(name)).sort()).toEqual(peers);
    expect(packageJson.peerDependenciesMeta).toEqual(Object.fromEntries(peers.map((name) => [name, { optional: true }])));
    // The declarations name nothing a host would not have installed with the package (or with React).
    expect([...types].filter((name) => !dependencies.includes(name) && !peers.includes(name))).toEqual([]);
  });

  it('passes publint without an error or a warning', { timeout: 60_000 }, async () => {
    const { messages, pkg } = await publint({ pkgDir: unpacked, pack: false, level: 'warning' });
    expect(messages.map((message) => `${message.type}: ${formatMessage(message, pkg, { color: false }) ?? message.code}`)).toEqual([]);
  });

  it('resolves types for node16 (ESM) and bundler on every entry (attw, ESM-only profile)', { timeout: 120_000 }, async () => {
    const attw = require.resolve('@arethetypeswrong/cli/package.json').replace(/package\.json$/, 'dist/index.js');
    // attw exits non-zero when it finds a problem the profile does not ignore.
    const { stdout } = await run(process.execPath, [attw, tarball, '--profile', 'esm-only', '--format', 'json'], {
      cwd: work,
      maxBuffer: 256 * 1024 * 1024,
    });
    type Resolution = { resolution?: { fileName: string }; visibleProblems?: number[] };
    const { analysis } = JSON.parse(stdout) as { analysis: { entrypoints: Record<string, { resolutions: Record<string, Resolution> }> } };
    expect(Object.keys(analysis.entrypoints)).toEqual(['.', './react', './networks', './siwx', './testing', './wagmi', './element', './package.json']);
    for (const [entry, { resolutions }] of Object.entries(analysis.entrypoints)) {
      for (const mode of ['node16-esm', 'bundler']) {
        const resolved = resolutions[mode];
        expect(resolved?.resolution?.fileName, `${entry} under ${mode}`).toMatch(/\.d\.ts$|package\.json$/);
        expect(resolved?.visibleProblems ?? [], `${entry} under ${mode}`).toEqual([]);
      }
    }
  });

  it("keeps the React entry a client boundary: 'use client' comes first in dist/ui-react/index.js", async () => {
    const source = await readFile(path.join(unpacked, 'dist/ui-react/index.js'), 'utf8');
    expect(source.startsWith("'use client';\n")).toBe(true);
  });
});

describe('a host app with the package installed', () => {
  let app: string;

  beforeAll(async () => {
    // app/node_modules/walletport is the unpacked package; its dependencies resolve from the repository's
    // node_modules one level up, as they would from the host's own.
    app = path.join(work, 'app');
    await mkdir(path.join(app, 'node_modules'), { recursive: true });
    await symlink(unpacked, path.join(app, 'node_modules', 'walletport'), 'dir');
    await symlink(path.join(root, 'node_modules'), path.join(work, 'node_modules'), 'dir');
    await writeFile(path.join(app, 'package.json'), JSON.stringify({ name: 'host-app', private: true, type: 'module' }));
  });

  it('loads every entry through the exports map in Node', { timeout: 60_000 }, async () => {
    const script = `
      const loaded = {};
      for (const entry of ${JSON.stringify(ENTRIES)}) loaded[entry] = Object.keys(await import(entry)).length;
      const { createWalletport, connect } = await import('walletport');
      const { mainnet } = await import('walletport/networks');
      const { mockConnector } = await import('walletport/testing');
      const client = createWalletport({ projectId: 'p', networks: [mainnet], connectors: [mockConnector({ accounts: [], network: mainnet })] });
      loaded.client = typeof client.start === 'function' && typeof connect === 'function';
      console.log(JSON.stringify(loaded));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '--eval', script], { cwd: app });
    const loaded = JSON.parse(stdout) as Record<string, unknown>;
    for (const entry of ENTRIES) expect(loaded[entry], entry).toBeGreaterThan(0);
    expect(loaded['client']).toBe(true);
  });

  it('type-checks against every entry under node16 and bundler resolution', { timeout: 120_000 }, async () => {
    await writeFile(
      path.join(app, 'host.ts'),
      [
        "import { connect, createWalletport, type WalletConnector, type WalletportClient } from 'walletport';",
        "import { ConnectButton, WalletportProvider } from 'walletport/react';",
        "import { mainnet, base } from 'walletport/networks';",
        "import { mockConnector, userRejectedError, type MockConnector } from 'walletport/testing';",
        "import { defineWalletportElements } from 'walletport/element';",
        '',
        "const wallet: MockConnector = mockConnector({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], network: mainnet });",
        'const connector: WalletConnector = wallet;',
        "export const client: WalletportClient = createWalletport({ projectId: 'p', networks: [mainnet, base], connectors: [connector] });",
        'wallet.failConnectWith = userRejectedError();',
        "export const address: Promise<string> = connect(client, { connectorId: 'mock' }).then((result) => result.address);",
        'export const components = [ConnectButton, WalletportProvider];',
        'export const define: (client: WalletportClient) => void = defineWalletportElements;',
        "// The element typings: the tag map and the events' details.",
        "export const button: HTMLElement | null = document.querySelector('walletport-connect-button');",
        "document.addEventListener('walletport-account-change', (event) => event.detail.address?.toLowerCase());",
        "// @ts-expect-error the network event's detail has no address",
        "document.addEventListener('walletport-network-change', (event) => event.detail.address);",
        '// Types that fell back to `any` would make these directives unused, and fail.',
        "// @ts-expect-error projectId is a string",
        'createWalletport({ projectId: 1, networks: [mainnet] });',
        '// @ts-expect-error the mock needs its network',
        'mockConnector({ accounts: [] });',
        '',
      ].join('\n'),
    );
    // skipLibCheck off: the shipped declarations themselves are checked, not only what host.ts uses of them.
    const base = { strict: true, noEmit: true, skipLibCheck: false, types: [], lib: ['ES2022', 'DOM'], target: 'ES2022', jsx: 'react-jsx' };
    const tsgo = require.resolve('@typescript/native-preview/package.json').replace(/package\.json$/, 'bin/tsgo');
    for (const [name, resolution] of [
      ['node16', { module: 'node16', moduleResolution: 'node16' }],
      ['bundler', { module: 'preserve', moduleResolution: 'bundler' }],
    ] as const) {
      const config = `tsconfig.${name}.json`;
      await writeFile(path.join(app, config), JSON.stringify({ compilerOptions: { ...base, ...resolution }, files: ['host.ts'] }));
      const result = await run(process.execPath, [tsgo, '-p', config, '--listFilesOnly'], { cwd: app });
      // The host's file and each entry's declarations are in the program: the check below is about them.
      for (const entry of ['dist/index.d.ts', 'dist/ui-react/index.d.ts', 'dist/networks.d.ts', 'dist/testing/index.d.ts', 'dist/ui-element/index.d.ts']) {
        expect(result.stdout, `${name}: ${entry}`).toContain(path.join(unpacked, entry));
      }
      const errors = await run(process.execPath, [tsgo, '-p', config], { cwd: app }).then(
        () => '',
        (error: { stdout?: string; stderr?: string; message?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}` || String(error.message),
      );
      expect(errors, name).toBe('');
    }
  });
});
