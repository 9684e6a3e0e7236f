/**
 * Issue 28, journey 1: the Solana test wallet (Wallet Standard) on a Solana-only page (`?solana=only`). Connect
 * from the modal: the account button and the Account view show the Solana address (truncated 4/6) and the SOL
 * balance the local chain holds (floored to 3 decimals), the Tokens tab the account's SPL token, the Activity
 * tab its transfers, Receive the full address on the Solana network; a reload
 * restores the session without a prompt; Disconnect ends it, and a reload then stays disconnected.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDemo, type Journey } from '../harness.js';
import { accountButton, accountButtonBalance, accountButtonLabel, connectButton, demoField, openAccountView, truncated, walletOption } from '../wallet-journeys.js';
import {
  lamportsOf,
  showsChainSol,
  SOLANA_TEST_WALLET_NAME,
  SOLANA_USDC_MINT,
  solanaWalletRequests,
  solanaWalletState,
  tokenAmountOf,
} from './solana-journeys.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('issue 28 journey 1: the Solana test wallet', () => {
  it('connects from the modal, shows SOL and token balances, is restored by a reload, and disconnects', async () => {
    journey = await openDemo({ query: 'solana=only' });
    const { page, guard, devstack } = journey;
    const dialog = page.getByRole('dialog');

    // Connect from the modal: the Solana wallet is listed by its Wallet Standard name.
    await connectButton(page).click();
    await walletOption(dialog, SOLANA_TEST_WALLET_NAME).click();
    await accountButton(page).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => demoField(page, 'status').textContent()).toBe('connected');
    const { address, connected } = await solanaWalletState(page);
    expect(connected).toBe(true);
    expect(await solanaWalletRequests(page)).toEqual(['standard:connect']);
    await expect.poll(() => demoField(page, 'address').textContent()).toBe(address);
    await expect.poll(() => demoField(page, 'network').textContent()).toContain(devstack.solana.caip2);

    // The account button: the address truncated 4/6 and the chain's SOL balance.
    expect(await lamportsOf(address)).toBeGreaterThan(0n);
    await expect.poll(() => accountButtonLabel(page).textContent()).toBe(truncated(address));
    await expect.poll(async () => showsChainSol(await accountButtonBalance(page).textContent(), address)).toBe(true);

    // The Account view: the same address and balance, and the SPL token in the Tokens tab.
    await openAccountView(page);
    await expect.poll(() => dialog.getByTestId('account-name').textContent()).toBe(truncated(address));
    await expect.poll(async () => showsChainSol(await dialog.getByTestId('account-balance').textContent(), address)).toBe(true);
    await expect.poll(() => dialog.getByRole('button', { name: /^Network:/ }).textContent()).toContain(devstack.solana.name);
    const tokens = dialog.getByRole('tabpanel', { name: 'Tokens' });
    const usdc = tokens.locator('[data-token="USDC"]');
    await usdc.waitFor({ timeout: 15_000 });
    const amount = Number(await tokenAmountOf(address, SOLANA_USDC_MINT));
    expect(amount).toBeGreaterThan(0);
    await expect.poll(async () => (await usdc.textContent())?.replaceAll(',', '')).toContain(String(Math.floor(amount)));
    // Names and swaps are eip155 only: neither is offered on a Solana account.
    expect(await dialog.getByRole('button', { name: 'Swap' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Choose a name' }).count()).toBe(0);
    await page.screenshot({ path: join(tmpdir(), 'walletport-solana-connect-account.png') });
    // Activity: the account's history from the chain, starting with the devstack's funding (100 SOL received).
    await dialog.getByRole('tab', { name: 'Activity' }).click();
    const activity = dialog.getByRole('tabpanel');
    await expect.poll(() => activity.textContent(), { timeout: 15_000 }).toMatch(/Receive/);
    expect(await activity.textContent()).toMatch(/100(\.0+)? SOL/);
    // Receive: the Solana address in full, on the page's Solana network only.
    await dialog.getByRole('button', { name: 'Receive' }).click();
    await expect.poll(() => dialog.getByTestId('receive-address').textContent()).toBe(address);
    expect(await dialog.getByRole('region', { name: /^Receive on th/ }).textContent()).toContain(devstack.solana.name);
    await dialog.getByRole('button', { name: /^Close/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Reload: connected again without a prompt (the wallet's silent connect), and no modal.
    await page.reload();
    await accountButton(page).waitFor();
    await expect.poll(() => demoField(page, 'status').textContent()).toBe('connected');
    await expect.poll(() => demoField(page, 'address').textContent()).toBe(address);
    await expect.poll(() => accountButtonLabel(page).textContent()).toBe(truncated(address));
    await expect.poll(async () => showsChainSol(await accountButtonBalance(page).textContent(), address)).toBe(true);
    expect(await solanaWalletRequests(page)).toEqual([]);
    expect(await dialog.count()).toBe(0);

    // Disconnect: the wallet hears it, the page is disconnected, and a reload keeps it so.
    await openAccountView(page);
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await connectButton(page).waitFor();
    await expect.poll(() => demoField(page, 'status').textContent()).toBe('disconnected');
    await expect.poll(async () => (await solanaWalletState(page)).connected).toBe(false);
    await page.reload();
    await connectButton(page).waitFor();
    await expect.poll(() => demoField(page, 'status').textContent()).toBe('disconnected');
    expect(await solanaWalletRequests(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'walletport-solana-connect-after-disconnect.png') });

    guard.assertNoViolations();
  });
});
