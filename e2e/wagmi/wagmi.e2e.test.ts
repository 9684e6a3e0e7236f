/**
 * The README's "With wagmi" app in chromium against the devstack, on wagmi 2 and on wagmi 3 (issue 32): both
 * apps are type-checked and built once from the packed tarball (tests/readme/wagmi-apps.ts: the README's
 * blocks unchanged, its client swapped for one on this run's devstack), each served on its own origin, and
 * opened in one shared chromium with the request guard on and the injected test wallet holding a funded key.
 *
 * On each version: wagmi's connect opens walletport's modal and closing it is a refusal; connecting the test
 * wallet in the modal connects wagmi; the README's SendUsdc sends 1 USDC with useWriteContract and the
 * balance wagmi reads drops by 1; useSendCalls sends two more as one EIP-5792 batch; a chain switch made in
 * the wallet reaches wagmi; a reload reconnects wagmi without the modal or a prompt; disconnecting in
 * walletport's Account view disconnects wagmi, and wagmi's disconnect disconnects walletport. No page error
 * or console error on the way (the reload's "n.disconnect is not a function" of hand-made glue included).
 * Serial ('e2e'): it moves funds, from journey keys of its own.
 */
import { mkdtemp, readFile, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseUnits, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { guardRequests, launchChromium } from '../../devstack/browser/launch-chromium.js';
import { testWalletConfig, testWalletInitScript } from '../../devstack/test-wallet/index.js';
import { packedPackage, REPOSITORY_ROOT } from '../../tests/package/packed-package.js';
import { linkHostDependencies } from '../../tests/readme/host-apps.js';
import { readmeBlocks } from '../../tests/readme/readme-blocks.js';
import { buildWagmiApp, typeCheckWagmiApp, WAGMI_APP_TOOLCHAIN, WAGMI_VERSIONS, wagmiAppBlocks, writeWagmiApp, type WagmiVersion, type WriteWagmiAppReturnType } from '../../tests/readme/wagmi-apps.js';
import { devstackClientSource } from '../element-apps/devstack-client.js';
import { serveApps, type ServeAppsReturnType } from '../element-apps/static-server.js';
import { fundedAccount, USDC, usdcBalance } from '../send/send-journeys.js';
import { walletControl } from '../harness.js';
import { accountButton, CHAIN_A, CHAIN_B, connectButton, journeyAccount, TEST_WALLET_NAME, walletOption, walletRequests, walletState } from '../wallet-journeys.js';
import { journeyEntry } from './journey-entry.js';

const devstack = inject('devstack');
const blocks = readmeBlocks(await readFile(path.join(REPOSITORY_ROOT, 'README.md'), 'utf8'));

let work: string | undefined;
let receiver: Address;
const apps = new Map<WagmiVersion, WriteWagmiAppReturnType & { modules: string[]; server: ServeAppsReturnType }>();

beforeAll(async () => {
  const root = await realpath(REPOSITORY_ROOT);
  const { tarball, unpacked } = await packedPackage();
  work = await realpath(await mkdtemp(path.join(tmpdir(), 'walletport-wagmi-apps-')));
  await linkHostDependencies(work, root, unpacked, WAGMI_APP_TOOLCHAIN);
  receiver = (await journeyAccount('wagmi journey receiver', {})).address;
  const devstackClient = devstackClientSource(devstack);
  const entry = journeyEntry({ usdc: USDC, receiver });
  const written = await Promise.all(WAGMI_VERSIONS.map((version) => writeWagmiApp({ work: work!, version, tarball, root, blocks, devstackClient, journeyEntry: entry })));
  const built = await Promise.all(written.map((app) => buildWagmiApp(app.folder, blocks)));
  for (const [index, version] of WAGMI_VERSIONS.entries()) {
    const app = written[index]!;
    // One origin per version: the two apps keep their storage (walletport's, wagmi's, the wallet's) apart.
    const server = await serveApps({ apps: { app: app.folder } });
    apps.set(version, { ...app, modules: built[index]!.modules, server });
  }
}, 300_000);

afterAll(async () => {
  for (const app of apps.values()) await app.server.stop();
  if (work) await rm(work, { recursive: true, force: true, maxRetries: 3 });
});

describe.each(WAGMI_VERSIONS)("the README's wagmi app on wagmi %s, from the packed tarball", (version) => {
  it('type-checks strictly, and bundles its README blocks with walletport/wagmi from the tarball and one @wagmi/core, the one wagmi uses', { timeout: 120_000 }, async () => {
    const app = apps.get(version)!;
    const { errors, files } = await typeCheckWagmiApp(app.folder, blocks);
    expect(errors).toBe('');
    expect(files).toContain(path.join(app.folder, 'node_modules/walletport/dist/wagmi/index.d.ts'));
    const modules = app.modules.map((id) => id.split('?')[0]!);
    for (const block of wagmiAppBlocks(blocks)) expect(modules, block.path).toContain(path.join(path.dirname(app.folder), block.path));
    expect(modules).toContain(path.join(app.folder, 'node_modules/walletport/dist/wagmi/index.js'));
    expect(modules).toContain(app.bundledClient);
    expect(modules).not.toContain(app.readmeClient);
    const core = `${path.sep}@wagmi${path.sep}core`;
    const cores = new Set(modules.filter((id) => id.includes(`${core}${path.sep}`)).map((id) => id.slice(0, id.indexOf(`${core}${path.sep}`) + core.length)));
    expect([...cores]).toEqual([app.wagmiCore]);
  });

  it('connects through the modal, writes a contract, follows the wallet, reconnects on reload and disconnects on either side', { timeout: 180_000 }, async () => {
    const app = apps.get(version)!;
    const sender = await fundedAccount(`wagmi ${version} journey sender`, { ether: '10', usdc: '100' });
    const browser = await launchChromium();
    try {
      const guard = await guardRequests(browser.context);
      const chains = devstack.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl }));
      await browser.context.addInitScript({ content: await testWalletInitScript(testWalletConfig({ chains, privateKeys: [sender.privateKey] })) });
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      const dialog = page.getByRole('dialog');
      const wagmi = page.getByTestId('wagmi');
      const wagmiSays = async () => (await wagmi.textContent())?.toLowerCase();
      const connected = (chainId: number) => `connected ${sender.address.toLowerCase()} ${chainId}`;
      await page.goto(app.server.url('app'));
      await connectButton(page).waitFor();
      await expect.poll(wagmiSays).toBe('disconnected - -');

      // wagmi's connect opens walletport's modal; closing it is the visitor's refusal.
      await page.getByRole('button', { name: 'wagmi connect' }).click();
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => page.getByTestId('wagmi-connect-error').textContent()).toBe('UserRejectedRequestError');
      await expect.poll(wagmiSays).toBe('disconnected - -');

      // Again, and the visitor picks the test wallet: wagmi and walletport's button are connected.
      await page.getByRole('button', { name: 'wagmi connect' }).click();
      await walletOption(dialog, TEST_WALLET_NAME).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(wagmiSays).toBe(connected(CHAIN_A));
      await accountButton(page).waitFor();

      // useWriteContract: 1 USDC to the receiver; the balance wagmi reads follows.
      const receiverBefore = await usdcBalance(receiver);
      await page.getByText('Balance: 100 USDC', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Send 1 USDC' }).click();
      await page.getByText('Sent', { exact: true }).waitFor({ timeout: 30_000 });
      await page.getByText('Balance: 99 USDC', { exact: true }).waitFor({ timeout: 30_000 });
      expect(await usdcBalance(receiver)).toBe(receiverBefore + parseUnits('1', 6));

      // useSendCalls: two transfers as one EIP-5792 batch, through walletport's provider to the wallet.
      await page.getByRole('button', { name: 'wagmi send calls' }).click();
      await expect.poll(() => page.getByTestId('calls-id').textContent(), { timeout: 20_000 }).toMatch(/^0x[0-9a-f]+$/i);
      expect(await page.getByTestId('calls-error').textContent()).toBe('');
      await expect.poll(() => usdcBalance(receiver), { timeout: 20_000 }).toBe(receiverBefore + parseUnits('3', 6));
      expect((await walletRequests(page)).map((request) => request.method)).toContain('wallet_sendCalls');

      // The wallet switches network on its own: wagmi follows.
      await walletControl(page, `wallet.switchChain(${CHAIN_B})`);
      await expect.poll(wagmiSays).toBe(connected(CHAIN_B));

      // A reload: wagmi reconnects through walletport's restore, with no modal and no prompt.
      await page.reload();
      await expect.poll(wagmiSays).toBe(connected(CHAIN_B));
      await accountButton(page).waitFor();
      expect(await dialog.count()).toBe(0);
      expect((await walletRequests(page)).map((request) => request.method)).not.toContain('eth_requestAccounts');

      // Disconnect in walletport's Account view: wagmi is disconnected too.
      await accountButton(page).click();
      await dialog.getByRole('button', { name: 'Disconnect' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(wagmiSays).toBe('disconnected - -');
      await connectButton(page).waitFor();

      // Connected from walletport's own button, wagmi hears it; wagmi's disconnect disconnects walletport.
      await connectButton(page).click();
      await walletOption(dialog, TEST_WALLET_NAME).click();
      await dialog.waitFor({ state: 'hidden' });
      // On the chain the wallet is on now (walletport may have asked it back to the page's network).
      await expect.poll(async () => wagmiSays().then(async (says) => says === connected((await walletState(page)).chainId))).toBe(true);
      await page.getByRole('button', { name: 'wagmi disconnect' }).click();
      await expect.poll(wagmiSays).toBe('disconnected - -');
      await connectButton(page).waitFor();

      expect(problems).toEqual([]);
      guard.assertNoViolations();
    } finally {
      await browser.close();
    }
  });
});
