/**
 * Journey 3 of issue 31: two EVM wallets at once (SPEC.md section 4). The injected test wallet (a key of the
 * journey's own) is connected first, then the devstack's WalletConnect wallet page is added from ProfileWallets
 * ("Add another EVM wallet"): it is the one in use and the test wallet stays held. ProfileWallets lists both;
 * switching back to the test wallet asks it nothing; a reload restores both with the test wallet in use; the
 * restored WalletConnect session is switched to without a new proposal; disconnecting it (in use) ends its
 * session on the phone and the test wallet is taken up without a prompt and stays, after another reload too.
 * The request guard is on in both browsers.
 */
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { guardRequests, launchChromium, type LaunchedChromium, type RequestGuard } from '../../devstack/browser/launch-chromium.js';
import { openDemo, type Journey } from '../harness.js';
import {
  accountButton,
  CHAIN_A,
  chainBalance,
  connectWallet,
  demoField,
  flooredThousandths,
  journeyAccount,
  shownThousandths,
  TEST_WALLET_NAME,
  walletRequests,
} from '../wallet-journeys.js';
import { pairWallet, proposals, qrCode, scanAndCheck, walletAccount, walletEntry, walletPageUrl, warmUpDemo, WALLETCONNECT_ENTRY, type WalletConnectJourney } from '../walletconnect/wc-journeys.js';

/** The WalletConnect connector's name, as its row on ProfileWallets shows it. */
const WALLETCONNECT_NAME = 'WalletConnect';

let journey: Journey | undefined;
let phone: LaunchedChromium | undefined;
afterEach(async () => {
  await Promise.all([journey?.close(), phone?.close()]);
  journey = undefined;
  phone = undefined;
});

beforeAll(async () => {
  if (inject('devstack').demoMode === 'dev') await warmUpDemo();
}, 120_000);

/** The wallet page in a browser of its own (the visitor's phone), its request guard on. */
async function openPhone(): Promise<{ wallet: Page; guard: RequestGuard }> {
  phone = await launchChromium();
  const guard = await guardRequests(phone.context);
  const wallet = await phone.newPage();
  await wallet.goto(`${await walletPageUrl()}?storage=memory`);
  await wallet.locator('[data-testid="wallet-page"][data-ready="true"]').waitFor({ timeout: 60_000 });
  return { wallet, guard };
}

/** Opens ProfileWallets from the account button and the Account view's Wallets button. */
async function openProfileWallets(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await accountButton(page).click();
  await dialog.getByRole('button', { name: /^Wallets/ }).click();
  await dialog.getByRole('region', { name: 'EVM wallets' }).waitFor();
  return dialog;
}

function row(dialog: Locator, name: string): Locator {
  return dialog.getByTestId('profile-wallet').filter({ has: dialog.page().locator('.wp-profile-wallet-name', { hasText: name }) });
}

/** The rows' wallet names and statuses, in order. */
async function rows(dialog: Locator): Promise<string[]> {
  const entries = dialog.getByTestId('profile-wallet');
  const described: string[] = [];
  for (let index = 0; index < (await entries.count()); index += 1) {
    const entry = entries.nth(index);
    described.push(`${await entry.locator('.wp-profile-wallet-name').textContent()}: ${await entry.getAttribute('data-status')}`);
  }
  return described;
}

describe('journey 3 (issue 31): two EVM wallets at once', () => {
  it('lists both, switches the one in use, restores both after a reload, and disconnects one while the other stays', async () => {
    const own = await journeyAccount('profile-wallets two EVM wallets', { [CHAIN_A]: '12.3456' });
    journey = await openDemo({ wallets: [{ privateKeys: [own.privateKey] }] });
    const { page } = journey;
    const { wallet, guard: phoneGuard } = await openPhone();

    // The injected test wallet first.
    await connectWallet(page);
    await expect.poll(() => demoField(page, 'address').textContent()).toBe(own.address);
    const prompts = async () => (await walletRequests(page)).filter((request) => request.method === 'eth_requestAccounts').length;
    expect(await prompts()).toBe(1);

    // Then the wallet page over WalletConnect, added from ProfileWallets.
    let dialog = await openProfileWallets(page);
    expect(await rows(dialog)).toEqual([`${TEST_WALLET_NAME}: connected`]);
    await dialog.getByRole('button', { name: 'Add another EVM wallet' }).click();
    await walletEntry(dialog, WALLETCONNECT_ENTRY).click();
    await qrCode(dialog).waitFor({ timeout: 30_000 });
    const uri = await scanAndCheck({ ...journey, wallet } as WalletConnectJourney, dialog);
    const proposal = await pairWallet(wallet, uri);
    await proposal.getByTestId('approve-proposal').click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    const phoneAddress = await walletAccount(wallet);
    expect(phoneAddress.toLowerCase()).not.toBe(own.address.toLowerCase());
    await expect.poll(async () => (await demoField(page, 'address').textContent())?.toLowerCase()).toBe(phoneAddress.toLowerCase());

    // Both listed: the wallet page in use, the test wallet held.
    dialog = await openProfileWallets(page);
    await expect.poll(() => rows(dialog)).toEqual([`${WALLETCONNECT_NAME}: connected`, `${TEST_WALLET_NAME}: active`]);
    expect(await row(dialog, TEST_WALLET_NAME).getByTestId('profile-wallet-address').getAttribute('title')).toBe(own.address);
    // The held wallet's balance on the network shown, read from chain A for its own address.
    const balance = flooredThousandths(await chainBalance(CHAIN_A, own.address));
    await expect.poll(async () => shownThousandths(await row(dialog, TEST_WALLET_NAME).getByTestId('profile-wallet-balance').textContent())).toBe(balance);

    // Switch back to the test wallet: no prompt, the page's account follows, its balance shows on its row.
    await row(dialog, TEST_WALLET_NAME).getByRole('button', { name: `Switch to ${TEST_WALLET_NAME}` }).click();
    await expect.poll(() => demoField(page, 'address').textContent()).toBe(own.address);
    await expect.poll(() => rows(dialog)).toEqual([`${TEST_WALLET_NAME}: connected`, `${WALLETCONNECT_NAME}: active`]);
    expect(await prompts()).toBe(1);
    await expect.poll(async () => shownThousandths(await row(dialog, TEST_WALLET_NAME).getByTestId('profile-wallet-balance').textContent())).toBe(balance);

    // A reload restores both, the test wallet in use, without asking either wallet.
    await page.reload();
    await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 30_000 }).toBe('connected');
    await expect.poll(() => demoField(page, 'address').textContent()).toBe(own.address);
    dialog = await openProfileWallets(page);
    await expect.poll(() => rows(dialog)).toEqual([`${TEST_WALLET_NAME}: connected`, `${WALLETCONNECT_NAME}: active`]);
    expect(await prompts()).toBe(0);

    // The restored WalletConnect session is switched to without a new proposal on the phone.
    const proposalsBefore = await proposals(wallet).count();
    await row(dialog, WALLETCONNECT_NAME).getByRole('button', { name: `Switch to ${WALLETCONNECT_NAME}` }).click();
    await expect.poll(async () => (await demoField(page, 'address').textContent())?.toLowerCase()).toBe(phoneAddress.toLowerCase());
    await expect.poll(() => rows(dialog)).toEqual([`${WALLETCONNECT_NAME}: connected`, `${TEST_WALLET_NAME}: active`]);
    expect(await proposals(wallet).count()).toBe(proposalsBefore);

    // Disconnect WalletConnect, the one in use: its session ends on the phone, the test wallet is taken up
    // without a prompt and stays.
    await row(dialog, WALLETCONNECT_NAME).getByRole('button', { name: `Disconnect ${WALLETCONNECT_NAME}` }).click();
    await expect.poll(() => rows(dialog)).toEqual([`${TEST_WALLET_NAME}: connected`]);
    await expect.poll(() => demoField(page, 'address').textContent()).toBe(own.address);
    expect(await prompts()).toBe(0);
    await expect.poll(() => wallet.getByTestId('session').count(), { timeout: 30_000 }).toBe(0);
    expect(await demoField(page, 'status').textContent()).toBe('connected');
    expect(await demoField(page, 'address').textContent()).toBe(own.address);

    // And it stays gone after another reload.
    await page.reload();
    await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 30_000 }).toBe('connected');
    dialog = await openProfileWallets(page);
    await expect.poll(() => rows(dialog)).toEqual([`${TEST_WALLET_NAME}: connected`]);

    journey.guard.assertNoViolations();
    phoneGuard.assertNoViolations();
  });
});
