/**
 * The README is tested: its usage code, block by block and unchanged, is the source of two host apps that
 * install the packed tarball (host-apps.ts): a Vite + React app (the `src/` blocks) and a Next.js App Router
 * app (the `app/` blocks). Each is type-checked strictly (errors are reported at their README lines), built,
 * served on 127.0.0.1 and opened in Debian's chromium with every request off 127.0.0.1 blocked and recorded:
 *
 * - the Next.js page is rendered on the server with the connect button's host element in its HTML, hydrates
 *   without a hydration warning or error, shows 'Connect Wallet', and the button opens the 'Connect Wallet'
 *   dialog; the Vite page does the same on the client;
 * - no page error, no console error or warning before the click, and no request at all before it (the README's
 *   clients use the production services: walletport contacts them only once the visitor acts); after the
 *   click the blocked requests are those the README's Services table names, nothing else;
 * - the README's testing example (`src/wallet.test.ts`) runs in Node against the tarball and asks no network.
 *
 * The tarball is packed once per source state and shared with tests/package (packed-package.ts).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, realpath, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardRequests, launchChromium, type LaunchedChromium, type RequestGuard } from '../../devstack/browser/launch-chromium.js';
import { packedPackage, REPOSITORY_ROOT } from '../package/packed-package.js';
import { ELEMENT_APPS, elementAppBlocks, isElementAppBlock } from './element-apps.js';
import { isWagmiAppBlock, wagmiAppBlocks } from './wagmi-apps.js';
import { linkHostDependencies, writeNextApp, writeViteApp } from './host-apps.js';
import { readmeBlocks, toReadmePositions, type ReadmeBlock } from './readme-blocks.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const bin = (pkg: string, file: string): string => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);
const TSGO = bin('@typescript/native-preview', 'bin/tsgo');
const VITE = bin('vite', 'bin/vite.js');
const NEXT = bin('next', 'dist/bin/next');

/** What React reports on a hydration mismatch: the development warnings, and the production error codes. */
const HYDRATION = /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b/i;
/** Hosts of the WalletConnect client's own Verify service (README, Services: 'its own telemetry and Verify requests'). */
const WALLETCONNECT_VERIFY = ['verify.walletconnect.org', 'verify.walletconnect.com'];

type Failure = { stdout?: string; stderr?: string; message?: string };
const output = (error: unknown): string => {
  const failure = error as Failure;
  return `${failure.stdout ?? ''}${failure.stderr ?? ''}` || String(failure.message);
};

/** The hosts of the default URLs in the README's Services table. */
function serviceHosts(markdown: string): string[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Services')) ?? '';
  return [...section.matchAll(/`(?:https|wss):\/\/([^/`]+)`/g)].map((match) => match[1] ?? '');
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

type Server = { url: string; stop(): void };

/** Starts a server command in its own process group and waits until `url` answers 200. */
async function serve(command: string[], cwd: string, url: string, env: NodeJS.ProcessEnv = {}): Promise<Server> {
  const [executable = '', ...args] = command;
  const child: ChildProcess = spawn(executable, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stop = (): void => {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited (${child.exitCode}):\n${log}`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`${url} did not answer within 60 s:\n${log}`);
}

/** Strict type check with tsgo; returns the errors (at README positions) and the files in the program. */
async function typeCheck(app: string, blocks: readonly ReadmeBlock[]): Promise<{ errors: string; files: string[] }> {
  const result = await run(process.execPath, [TSGO, '-p', 'tsconfig.json', '--pretty', 'false', '--listFiles'], { cwd: app, maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stdout }) => ({ stdout, failed: false }),
    (error: Failure) => ({ stdout: `${error.stdout ?? ''}${error.stderr ?? ''}`, failed: true }),
  );
  const lines = result.stdout.split('\n');
  const files = lines.filter((line) => path.isAbsolute(line));
  const errors = lines.filter((line) => line !== '' && !path.isAbsolute(line)).join('\n');
  return { errors: result.failed || errors !== '' ? toReadmePositions(errors || 'tsgo failed', blocks) : '', files };
}

/** Where the program or bundle took walletport and anything of the repository from. */
function origins(files: readonly string[], app: string, root: string) {
  const tarball = path.join(app, 'node_modules', 'walletport') + path.sep;
  return {
    fromTarball: files.filter((file) => file.startsWith(tarball)),
    // The repository's own files (its sources), not its node_modules.
    fromRepository: files.filter((file) => file.startsWith(root + path.sep) && !file.startsWith(path.join(root, 'node_modules') + path.sep)),
  };
}

type Visit = {
  /** Requests that the guard blocked before the click, and after it. */
  blockedBeforeClick: string[];
  blockedAfterClick: string[];
  /** Console errors and warnings before the click, and after it. */
  problemsBeforeClick: string[];
  problemsAfterClick: string[];
  /** Every console message and page error, as `type: text`. */
  messages: string[];
  pageErrors: string[];
};

/** Resolves once the page has made no request for `quietMs` (at most `limitMs`). */
async function settled(lastRequestAt: () => number, quietMs = 1_000, limitMs = 15_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - Math.max(lastRequestAt(), started) < quietMs && Date.now() - started < limitMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens the page, waits for the connect button, clicks it and waits for the dialog. */
async function visit(browser: LaunchedChromium, guard: RequestGuard, url: string): Promise<Visit> {
  guard.clear();
  const page: Page = await browser.newPage();
  const messages: string[] = [];
  const problems: string[] = [];
  const pageErrors: string[] = [];
  let lastRequestAt = Date.now();
  page.on('request', () => (lastRequestAt = Date.now()));
  page.on('console', (message) => {
    messages.push(`${message.type()}: ${message.text()}`);
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
  try {
    await page.goto(url);
    // Playwright's role selectors pierce the button's open shadow root.
    const button = page.getByRole('button', { name: 'Connect Wallet' });
    await button.waitFor({ state: 'visible', timeout: 30_000 });
    await settled(() => lastRequestAt);
    const blockedBeforeClick = [...guard.violations];
    const problemsBeforeClick = [...problems];
    await button.click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor({ state: 'visible', timeout: 30_000 });
    await settled(() => lastRequestAt);
    return {
      blockedBeforeClick,
      blockedAfterClick: guard.violations.slice(blockedBeforeClick.length),
      problemsBeforeClick,
      problemsAfterClick: problems.slice(problemsBeforeClick.length),
      messages,
      pageErrors,
    };
  } finally {
    await page.close();
  }
}

function expectCleanVisit(result: Visit, allowedHosts: readonly string[]): void {
  // A mismatch shows as a page error in production (React error #418), as a console error in development.
  expect([...result.pageErrors, ...result.messages].filter((message) => HYDRATION.test(message))).toEqual([]);
  expect(result.pageErrors).toEqual([]);
  expect(result.blockedBeforeClick).toEqual([]);
  expect(result.problemsBeforeClick).toEqual([]);
  expect(result.blockedAfterClick.filter((url) => !allowedHosts.includes(new URL(url).hostname))).toEqual([]);
  // The guard does see the page: opening the modal asks the wallet catalogue (README, Services).
  expect(result.blockedAfterClick.some((url) => new URL(url).hostname === 'api.web3modal.org')).toBe(true);
  // After the click the page reports the requests the guard blocked, and nothing else.
  expect(result.problemsAfterClick.filter((message) => !message.includes('net::ERR_BLOCKED_BY_CLIENT'))).toEqual([]);
}

const markdown = await readFile(path.join(REPOSITORY_ROOT, 'README.md'), 'utf8');
const blocks = readmeBlocks(markdown);
const viteBlocks = blocks.filter((block) => block.path.startsWith('src/'));
const nextBlocks = blocks.filter((block) => block.path.startsWith('app/'));
const allowedHosts = [...serviceHosts(markdown), ...WALLETCONNECT_VERIFY];

describe("the README's usage, in apps that install the packed tarball", () => {
  let root: string;
  let work: string;
  let viteApp: string;
  let nextApp: string;
  /** Turbopack's root: the manifest names modules relative to it (`[project]/…`). */
  let turbopackRoot: string;
  let nextBuild: Promise<string>;
  let browser: Promise<LaunchedChromium>;
  let guard: Promise<RequestGuard>;
  const servers: Server[] = [];

  beforeAll(async () => {
    root = await realpath(REPOSITORY_ROOT);
    const { tarball, unpacked } = await packedPackage();
    work = await realpath(await mkdtemp(path.join(tmpdir(), 'walletport-readme-')));
    viteApp = path.join(work, 'vite-app');
    nextApp = path.join(work, 'next-app');
    await linkHostDependencies(work, root, unpacked);
    await writeViteApp(viteApp, tarball, root, viteBlocks);
    // Turbopack bundles only below its root: the deepest folder holding the app and the linked packages.
    turbopackRoot = work;
    while (path.relative(turbopackRoot, root).startsWith('..')) turbopackRoot = path.dirname(turbopackRoot);
    await writeNextApp(nextApp, tarball, root, nextBlocks, turbopackRoot);
    // The Next.js build (the longest step) runs while the Vite app is checked. CI=1: Next installs a missing
    // TypeScript package with npm on its own, except on CI, where it stops with an error instead.
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CI: '1' };
    nextBuild = run(process.execPath, [NEXT, 'build'], { cwd: nextApp, env, maxBuffer: 64 * 1024 * 1024 }).then(
      ({ stdout, stderr }) => `${stdout}${stderr}`,
      (error: unknown) => {
        throw new Error(`next build failed:\n${output(error)}`);
      },
    );
    nextBuild.catch(() => undefined);
    // Launched now, awaited by the page tests (a missing chromium fails them, with launchChromium's message).
    browser = launchChromium();
    guard = browser.then((launched) => guardRequests(launched.context));
    browser.catch(() => undefined);
    guard.catch(() => undefined);
  }, 600_000);

  afterAll(async () => {
    for (const server of servers) server.stop();
    await nextBuild?.catch(() => undefined);
    await (await browser?.catch(() => undefined))?.close();
    // WALLETPORT_README_KEEP=1 keeps the apps for a look (the path is printed).
    if (work && process.env['WALLETPORT_README_KEEP'] === '1') console.warn(`README apps kept in ${work}`);
    else if (work) await rm(work, { recursive: true, force: true, maxRetries: 3 });
  }, 60_000);

  it('has usage blocks for both apps, and walletport only from the tarball', () => {
    expect(viteBlocks.map((block) => block.path)).toEqual(expect.arrayContaining(['src/walletport.ts', 'src/main.tsx']));
    expect(nextBlocks.map((block) => block.path).sort()).toEqual(expect.arrayContaining(['app/layout.tsx', 'app/page.tsx']));
    // The element apps' blocks (html-page/, vue-app/, svelte-app/) are built and run by e2e/element-apps against the devstack.
    // The wagmi app's blocks (wagmi-app/) are type-checked, built and run for wagmi 2 and 3 by e2e/wagmi.
    expect(blocks.filter((block) => !viteBlocks.includes(block) && !nextBlocks.includes(block) && !isElementAppBlock(block) && !isWagmiAppBlock(block)).map((block) => block.path)).toEqual([]);
    for (const app of ELEMENT_APPS) expect(elementAppBlocks(blocks, app).length, app).toBeGreaterThan(0);
    expect(wagmiAppBlocks(blocks).map((block) => block.path)).toEqual(expect.arrayContaining(['wagmi-app/src/wagmi.ts', 'wagmi-app/src/main.tsx']));
    // No other walletport is reachable from the apps (node_modules/walletport in the repository would be one).
    expect(existsSync(path.join(root, 'node_modules', 'walletport'))).toBe(false);
    expect(existsSync(path.join(work, 'node_modules', 'walletport'))).toBe(false);
  });

  describe('Vite + React (src/)', () => {
    it('type-checks strictly against the tarball', { timeout: 120_000 }, async () => {
      const { errors, files } = await typeCheck(viteApp, viteBlocks);
      expect(errors).toBe('');
      const { fromTarball, fromRepository } = origins(files, viteApp, root);
      expect(fromTarball).toEqual(expect.arrayContaining([path.join(viteApp, 'node_modules/walletport/dist/index.d.ts'), path.join(viteApp, 'node_modules/walletport/dist/ui-react/index.d.ts')]));
      expect(fromRepository).toEqual([]);
    });

    it('builds every block, bundling walletport from the tarball', { timeout: 180_000 }, async () => {
      const log = await run(process.execPath, [VITE, 'build', '--logLevel', 'warn'], { cwd: viteApp, maxBuffer: 64 * 1024 * 1024 }).then(
        ({ stdout, stderr }) => `${stdout}${stderr}`,
        (error: unknown) => {
          throw new Error(`vite build failed:\n${toReadmePositions(output(error), viteBlocks)}`);
        },
      );
      // Warnings about third-party modules may come (viem's), none about walletport's.
      expect(log).not.toContain(`node_modules${path.sep}walletport${path.sep}`);
      const modules = JSON.parse(await readFile(path.join(viteApp, 'modules.json'), 'utf8')) as string[];
      const { fromTarball, fromRepository } = origins(modules, viteApp, root);
      expect(fromTarball).toEqual(expect.arrayContaining([path.join(viteApp, 'node_modules/walletport/dist/index.js'), path.join(viteApp, 'node_modules/walletport/dist/ui-react/index.js')]));
      expect(fromRepository).toEqual([]);
      for (const block of viteBlocks.filter((candidate) => !candidate.path.includes('.test.'))) expect(modules, block.path).toContain(path.join(viteApp, block.path));
    });

    it("runs the testing example (src/wallet.test.ts) in Node against the tarball, with no network", { timeout: 60_000 }, async () => {
      const script = [
        'const asked = [];',
        "globalThis.fetch = async (input) => { asked.push(String(input?.url ?? input)); throw new Error('offline'); };",
        "globalThis.WebSocket = class { constructor(url) { asked.push(String(url)); throw new Error('offline'); } };",
        "const example = await import('./src/wallet.test.ts');",
        'await example.connectsAndDeclines();',
        'console.log(JSON.stringify({ asked }));',
      ].join('\n');
      const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], { cwd: viteApp }).catch((error: unknown) => {
        throw new Error(`the testing example failed:\n${toReadmePositions(output(error), viteBlocks)}`);
      });
      expect(stderr).not.toMatch(/Assertion failed/);
      expect(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}')).toEqual({ asked: [] });
    });

    it("opens the modal from the page's Connect Wallet button, and asks no service before the click", { timeout: 120_000 }, async () => {
      const port = await freePort();
      const server = await serve([process.execPath, VITE, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], viteApp, `http://127.0.0.1:${port}/`);
      servers.push(server);
      const result = await visit(await browser, await guard, server.url);
      server.stop();
      expectCleanVisit(result, allowedHosts);
    });
  });

  describe('Next.js App Router (app/)', () => {
    it('builds with next build, offline, with the client boundary from the tarball', { timeout: 600_000 }, async () => {
      const log = await nextBuild;
      // Nothing fetched or installed: no font or compiler download, no npm run (it would leave a lockfile).
      expect(log).not.toMatch(/download|installing/i);
      expect(log).not.toContain(`node_modules${path.sep}walletport${path.sep}`);
      expect(existsSync(path.join(nextApp, 'package-lock.json'))).toBe(false);
      expect(existsSync(path.join(nextApp, 'node_modules/walletport/package.json'))).toBe(true);
      const manifest = await readFile(path.join(nextApp, '.next/server/app/page_client-reference-manifest.js'), 'utf8');
      const clientModules = [...manifest.matchAll(/"\[project\]\/([^"]+)"/g)].map((match) => path.join(turbopackRoot, match[1] ?? ''));
      const { fromTarball, fromRepository } = origins(clientModules, nextApp, root);
      expect(fromTarball).toContain(path.join(nextApp, 'node_modules/walletport/dist/ui-react/index.js'));
      expect(fromRepository).toEqual([]);
    });

    it('type-checks strictly against the tarball, with the route types of the build', { timeout: 120_000 }, async () => {
      await nextBuild;
      const { errors, files } = await typeCheck(nextApp, nextBlocks);
      expect(errors).toBe('');
      const { fromTarball, fromRepository } = origins(files, nextApp, root);
      expect(fromTarball).toContain(path.join(nextApp, 'node_modules/walletport/dist/ui-react/index.d.ts'));
      expect(fromRepository).toEqual([]);
      for (const block of nextBlocks) expect(files, block.path).toContain(path.join(nextApp, block.path));
    });

    it('renders on the server, hydrates without a warning and opens the modal; no service is asked before the click', { timeout: 120_000 }, async () => {
      await nextBuild;
      const port = await freePort();
      const server = await serve([process.execPath, NEXT, 'start', '-H', '127.0.0.1', '-p', String(port)], nextApp, `http://127.0.0.1:${port}/`, {
        NEXT_TELEMETRY_DISABLED: '1',
      });
      servers.push(server);
      const html = await (await fetch(server.url)).text();
      // The server renders the button's host element, empty: the button itself appears on hydration.
      expect(html).toMatch(/<(\w+) data-walletport="connect-button"><\/\1>/);
      const result = await visit(await browser, await guard, server.url);
      server.stop();
      expectCleanVisit(result, allowedHosts);
    });
  });
});

describe("the README's Services table", () => {
  it('names the hosts the request guard lets the click reach', () => {
    expect(serviceHosts(markdown)).toEqual(expect.arrayContaining(['api.web3modal.org', 'rpc.walletconnect.org', 'pulse.walletconnect.org', 'relay.walletconnect.org']));
  });
});
