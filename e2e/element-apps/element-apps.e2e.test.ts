/**
 * Journey 2 of issue 33: the README's "Without React" examples, a plain HTML page, a Vue 3 app and a Svelte 5
 * app, built from the packed tarball (tests/readme/element-apps.ts: the README's blocks unchanged, its client
 * swapped for one pointed at this run's devstack) and opened in chromium with the request guard on. In each:
 * the connect button renders, the injected test wallet connects through the modal, the app's own text
 * follows the `walletport-account-change` event (its listener is the README's: Vue's `@`, Svelte's `on`
 * attribute, the page's `document.addEventListener`), the account button opens the Account view, and the
 * Account view's Disconnect takes the app's text back. The three builds run once, side by side, unminified.
 */
import { mkdtemp, readFile, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { guardRequests, launchChromium, type LaunchedChromium, type RequestGuard } from '../../devstack/browser/launch-chromium.js';
import { testWalletConfig, testWalletInitScript } from '../../devstack/test-wallet/index.js';
import { packedPackage, REPOSITORY_ROOT } from '../../tests/package/packed-package.js';
import { buildElementApp, ELEMENT_APP_TOOLCHAIN, ELEMENT_APPS, elementAppBlocks, writeElementApp, type BuildElementAppReturnType, typeCheckElementApp, type ElementApp, type WriteElementAppReturnType } from '../../tests/readme/element-apps.js';
import { linkHostDependencies } from '../../tests/readme/host-apps.js';
import { readmeBlocks } from '../../tests/readme/readme-blocks.js';
import { TEST_WALLET_NAME, walletOption, walletState } from '../wallet-journeys.js';
import { devstackClientSource } from './devstack-client.js';
import { serveApps, type ServeAppsReturnType } from './static-server.js';

const devstack = inject('devstack');
const blocks = readmeBlocks(await readFile(path.join(REPOSITORY_ROOT, 'README.md'), 'utf8'));

let work: string | undefined;
/** The repository's real path: bundlers name modules by it. */
let root = REPOSITORY_ROOT;
let server: ServeAppsReturnType | undefined;
const written = new Map<ElementApp, WriteElementAppReturnType>();
const built = new Map<ElementApp, BuildElementAppReturnType>();

beforeAll(async () => {
  root = await realpath(REPOSITORY_ROOT);
  const { tarball, unpacked } = await packedPackage();
  work = await realpath(await mkdtemp(path.join(tmpdir(), 'walletport-element-apps-')));
  await linkHostDependencies(work, root, unpacked, ELEMENT_APP_TOOLCHAIN);
  const devstackClient = devstackClientSource(devstack);
  for (const app of ELEMENT_APPS) written.set(app, await writeElementApp({ work, app, tarball, root, blocks, devstackClient }));
  const started = Date.now();
  const results = await Promise.all(ELEMENT_APPS.map((app) => buildElementApp(written.get(app)!.folder, blocks)));
  console.info(`element apps: ${ELEMENT_APPS.join(', ')} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  ELEMENT_APPS.forEach((app, index) => built.set(app, results[index]!));
  server = await serveApps({ apps: Object.fromEntries(ELEMENT_APPS.map((app) => [app, written.get(app)!.folder])) });
}, 300_000);

afterAll(async () => {
  await server?.stop();
  if (work) await rm(work, { recursive: true, force: true, maxRetries: 3 });
});

describe("the README's element apps (HTML, Vue 3, Svelte 5), from the packed tarball", () => {
  it.each(ELEMENT_APPS)('%s bundles its README blocks and walletport/element from the tarball, the devstack client in place of the README one, and no React', (app) => {
    const { folder, readmeClient, bundledClient } = written.get(app)!;
    const { log, modules: ids } = built.get(app)!;
    // Warnings about third-party modules may come, none about walletport's own files.
    expect(log).not.toContain(`node_modules${path.sep}walletport${path.sep}`);
    const modules = ids.map((id) => id.split('?')[0]!);
    for (const block of elementAppBlocks(blocks, app)) {
      if (!block.path.endsWith('vite.config.ts')) expect(modules, block.path).toContain(path.join(work!, block.path));
    }
    expect(modules).toContain(path.join(folder, 'node_modules/walletport/dist/ui-element/index.js'));
    expect(modules).toContain(bundledClient);
    expect(modules).not.toContain(readmeClient);
    // Only the tarball's walletport, nothing of the repository's sources.
    expect(modules.filter((id) => id.startsWith(root) && !id.includes(`${path.sep}node_modules${path.sep}`))).toEqual([]);
    // The elements run on Preact: React is neither bundled nor loaded.
    expect(modules.some((id) => /[\\/]node_modules[\\/]preact[\\/]/.test(id))).toBe(true);
    expect(modules.filter((id) => /[\\/]node_modules[\\/](react|react-dom)[\\/]/.test(id))).toEqual([]);
  });

  it.each(['vue-app', 'svelte-app'] as const)('%s type-checks strictly against the tarball (its .ts blocks and its component script)', async (app) => {
    const { folder } = written.get(app)!;
    const { errors, files } = await typeCheckElementApp(folder, app, blocks);
    expect(errors).toBe('');
    // The element typings (HTMLElementEventMap's walletport events) come from the tarball.
    expect(files).toContain(path.join(folder, 'node_modules/walletport/dist/ui-element/index.d.ts'));
    for (const block of elementAppBlocks(blocks, app)) {
      const checked = /\.(vue|svelte)$/.test(block.path) ? `${block.path}.script.ts` : block.path;
      expect(files, block.path).toContain(path.join(work!, checked));
    }
  });

  it.each(ELEMENT_APPS)("%s: connects the test wallet from its connect button, its own text follows the account event, and the Account view opens", async (app) => {
    const { browser, guard, page, problems } = await openApp(app);
    try {
      const connect = page.locator('walletport-connect-button').getByRole('button', { name: 'Connect Wallet', exact: true });
      await connect.waitFor();
      await page.getByText('Not connected', { exact: true }).waitFor();

      await connect.click();
      const dialog = page.getByRole('dialog');
      await walletOption(dialog, TEST_WALLET_NAME).click();
      await dialog.waitFor({ state: 'hidden' });
      const { address } = await walletState(page);
      // The app's text, set by its own listener from the event's detail.
      const connected = page.getByText(/^Connected: 0x[0-9a-fA-F]{40}$/);
      await expect.poll(async () => (await connected.textContent())?.toLowerCase()).toBe(`connected: ${address.toLowerCase()}`);
      if (app === 'html-page') await expect.poll(() => page.locator('walletport-network-button').getByRole('button').textContent()).toContain(devstack.chains[0]!.name);

      // The connect button became the account button: it opens the Account view.
      await page.locator('walletport-connect-button').getByRole('button').click();
      await dialog.getByTestId('account-balance').waitFor();
      await dialog.getByRole('button', { name: 'Disconnect' }).click();
      await page.getByText('Not connected', { exact: true }).waitFor();
      await connect.waitFor();

      expect(problems).toEqual([]);
      guard.assertNoViolations();
    } finally {
      await browser.close();
    }
  });
});

type OpenedApp = { browser: LaunchedChromium; guard: RequestGuard; page: Page; problems: string[] };

/** The app's page in a fresh context, with the request guard on and the injected test wallet on the devstack chains. */
async function openApp(app: ElementApp): Promise<OpenedApp> {
  const browser = await launchChromium();
  const guard = await guardRequests(browser.context);
  const chains = devstack.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl }));
  await browser.context.addInitScript({ content: await testWalletInitScript(testWalletConfig({ chains })) });
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  await page.goto(server!.url(app));
  return { browser, guard, page, problems };
}
