/**
 * Journey 5 (issue 5): two wallets announced over EIP-6963, the first also set as window.ethereum (the legacy
 * injected provider) and present in the catalogue (rdns dev.walletport.testwallet). Each is listed exactly
 * once in the Connect view, also after both announce again; All Wallets (the catalogue) lists the catalogue
 * one exactly once, tagged Installed, and picking it there connects through the announced wallet.
 */
import type { Locator } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestWalletWindow } from '../../devstack/test-wallet/types.js';
import { openDemo, type Journey } from '../harness.js';
import {
  accountButton,
  connectButton,
  type DemoWindow,
  TEST_WALLET_NAME,
  TEST_WALLET_RDNS,
  walletListButtons,
  walletOption,
  walletRequests,
} from '../wallet-journeys.js';

const SECOND_WALLET = { name: 'Second Test Wallet', rdns: 'dev.walletport.second' };

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

type ListedWallet = { id: string | null; name: string; installed: boolean };

/** The Connect view's wallet entries: id, name, and whether it carries the Installed tag. */
async function connectViewWallets(dialog: Locator): Promise<ListedWallet[]> {
  return walletListButtons(dialog).evaluateAll((buttons) =>
    buttons
      .filter((button) => button.querySelector('.wp-wallet-item-name'))
      .map((button) => ({
        id: button.getAttribute('data-wallet-id'),
        name: button.querySelector('.wp-wallet-item-name')!.textContent!.trim(),
        installed: /installed/i.test(button.querySelector('.wp-wallet-item-tags')?.textContent ?? ''),
      })),
  );
}

/**
 * Every wallet of the All Wallets grid, by grid position ('row:column'). The grid is virtualized (only
 * the rows in view, plus two each side, exist), so it is scrolled a screenful at a time until the catalogue has
 * no more pages. Runs in the page, waiting on conditions (the rows at the new scroll position are rendered, the
 * next page arrived), not on time.
 */
async function allWalletsGrid(dialog: Locator): Promise<Map<string, ListedWallet>> {
  const scroller = dialog.getByTestId('wallet-grid-scroll');
  await scroller.getByRole('gridcell').first().waitFor();
  const cells = await scroller.evaluate(async (element) => {
    const { walletList } = (window as unknown as DemoWindow).walletportCore;
    const seen: Record<string, { id: string | null; name: string; installed: boolean }> = {};
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const rows = () => [...element.querySelectorAll<HTMLElement>('[role="row"]')];
    const rowTop = (row: HTMLElement) => Number(/translateY\((\d+(?:\.\d+)?)px\)/.exec(row.style.transform)?.[1] ?? Number.NaN);
    const collect = () => {
      for (const row of rows()) {
        for (const cell of row.querySelectorAll<HTMLElement>('[role="gridcell"]')) {
          const card = cell.querySelector('.wp-wallet-card');
          seen[`${row.getAttribute('aria-rowindex')}:${cell.getAttribute('aria-colindex')}`] = {
            id: card?.getAttribute('data-wallet-id') ?? null,
            name: card?.querySelector('.wp-wallet-card-name')?.textContent?.trim() ?? '',
            installed: /installed/i.test(card?.textContent ?? ''),
          };
        }
      }
    };
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      collect();
      const before = element.scrollTop;
      element.scrollTop = before + element.clientHeight;
      const top = element.scrollTop;
      if (top > before) {
        // The row at the new top of the view is rendered.
        while (!rows().some((row) => rowTop(row) <= top && rowTop(row) + row.offsetHeight > top) && Date.now() < deadline) await frame();
        continue;
      }
      const { hasMore, loadingPage } = walletList.snapshot;
      if (!hasMore && !loadingPage) {
        collect();
        return seen;
      }
      await frame(); // At the bottom while the next page loads.
    }
    throw new Error(`The All Wallets grid did not reach its end (${Object.keys(seen).length} wallets seen)`);
  });
  return new Map(Object.entries(cells));
}

/** The image status (data-status) of each wallet card in the All Wallets grid's view. */
async function imagesInView(dialog: Locator): Promise<(string | null)[]> {
  return dialog.getByTestId('wallet-grid-scroll').evaluate((element) => {
    const top = element.scrollTop;
    const bottom = top + element.clientHeight;
    return [...element.querySelectorAll<HTMLElement>('[role="row"]')]
      .filter((row) => {
        const y = Number(/translateY\((\d+(?:\.\d+)?)px\)/.exec(row.style.transform)?.[1] ?? Number.NaN);
        return y + row.offsetHeight > top && y < bottom;
      })
      .flatMap((row) => [...row.querySelectorAll('.wp-wallet-image')].map((image) => image.getAttribute('data-status')));
  });
}

describe('journey 5: two announced wallets, one also window.ethereum and in the catalogue', () => {
  it('lists each wallet exactly once in the Connect view and in All Wallets', async () => {
    journey = await openDemo({ wallets: [{ injectWindowEthereum: true }, { ...SECOND_WALLET }] });
    const { page, guard } = journey;
    const dialog = page.getByRole('dialog');

    // The set-up: window.ethereum is the first wallet's provider.
    const legacyIsFirst = await page.evaluate((rdns) => {
      const page = window as unknown as TestWalletWindow;
      return page.ethereum !== undefined && page.ethereum === page.__walletportTestWallets[rdns]!.provider;
    }, TEST_WALLET_RDNS);
    expect(legacyIsFirst).toBe(true);

    await connectButton(page).click();
    await walletOption(dialog, TEST_WALLET_NAME).waitFor();
    await walletOption(dialog, SECOND_WALLET.name).waitFor();
    const expectListedOnce = async () => {
      const wallets = await connectViewWallets(dialog);
      expect(wallets.filter(({ name }) => name === TEST_WALLET_NAME)).toHaveLength(1);
      expect(wallets.filter(({ name }) => name === SECOND_WALLET.name)).toHaveLength(1);
      // No third entry for the legacy provider (no 'Browser Wallet' or 'Injected'): exactly two are installed.
      expect(wallets.filter(({ installed }) => installed).map(({ name }) => name).sort()).toEqual([SECOND_WALLET.name, TEST_WALLET_NAME].sort());
      expect(new Set(wallets.map(({ name }) => name)).size).toBe(wallets.length);
    };
    await expectListedOnce();

    // Both announce again (as on every eip6963:requestProvider): still once each.
    await page.evaluate(() => Object.values((window as unknown as TestWalletWindow).__walletportTestWallets).forEach((wallet) => wallet.announce()));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expectListedOnce();

    // All Wallets: the catalogue, every page; the catalogue's test wallet once, tagged Installed.
    await dialog.getByRole('button', { name: /^All wallets/ }).click();
    const grid = await allWalletsGrid(dialog);
    const listed = [...grid.values()];
    expect(listed.length).toBeGreaterThan(100);
    expect(new Set(listed.map(({ id }) => id)).size).toBe(listed.length);
    const testWalletCards = listed.filter(({ name }) => name === TEST_WALLET_NAME);
    expect(testWalletCards).toHaveLength(1);
    expect(testWalletCards[0]!.installed).toBe(true);
    // All Wallets lists the catalogue; the second wallet is not in it, and must not show up twice anyway.
    expect(listed.filter(({ name }) => name === SECOND_WALLET.name).length).toBeLessThanOrEqual(1);
    expect(listed.filter(({ installed }) => installed)).toHaveLength(1);
    // The walk's last scroll has ended: the wallets in view show their images (asked for once the scroll
    // settled; the rows it went past asked for none).
    await expect.poll(async () => [...new Set(await imagesInView(dialog))], { timeout: 10_000 }).toEqual(['loaded']);

    // And searching for it finds it once.
    await dialog.getByRole('searchbox').fill('Walletport');
    const results = dialog.getByRole('grid', { name: 'Search results' }).locator('.wp-wallet-card-name');
    await results.first().waitFor();
    expect((await results.allTextContents()).filter((name) => name.trim() === TEST_WALLET_NAME)).toHaveLength(1);

    // The catalogue entry is the announced wallet: picking it connects through that wallet's provider.
    await dialog.getByRole('grid', { name: 'Search results' }).getByRole('button', { name: new RegExp(`^${TEST_WALLET_NAME}`) }).click();
    await accountButton(page).waitFor();
    expect((await walletRequests(page)).map(({ method }) => method)).toContain('eth_requestAccounts');
    expect(await walletRequests(page, SECOND_WALLET.rdns)).toEqual([]);

    guard.assertNoViolations();
  });
});
