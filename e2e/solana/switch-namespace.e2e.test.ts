/**
 * Issue 28, journey 2: a page with EVM and Solana networks (`?solana`). The EVM test wallet connects; picking
 * the Solana network leads to SwitchActiveChain (the EVM wallet has no Solana account), whose confirm opens
 * Connect with only the wallets that serve solana; the Solana test wallet connects there and the Solana network
 * is the active one, with the Solana account on the account button. Picking the EVM network again shows the
 * EVM account; both namespaces stay connected throughout. Disconnect on the EVM account then ends the EVM
 * wallet only, and the Solana account is shown.
 *
 * Second case: after the confirm, All Wallets lists the Solana test wallet (installed) and not the EVM one, and
 * closing the modal without connecting brings Devnet A back with the EVM account; the Solana wallet was never asked.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDemo, type Journey } from '../harness.js';
import {
  accountButtonBalance,
  accountButtonLabel,
  CHAIN_A,
  connectWallet,
  demoField,
  expectChainBalanceShown,
  networkButton,
  openAccountView,
  TEST_WALLET_NAME,
  truncated,
  walletOption,
  walletState,
  type DemoWindow,
} from '../wallet-journeys.js';
import { showsChainSol, SOLANA_TEST_WALLET_NAME, solanaWalletRequests, solanaWalletState } from './solana-journeys.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

/** Each namespace's connection status and address, as the client holds them. */
async function namespaces(journey: Journey): Promise<Record<string, { status: string; address: string | undefined }>> {
  return journey.page.evaluate(() => {
    const state = (window as unknown as DemoWindow).walletportCore.connection.snapshot.namespaces;
    return Object.fromEntries(Object.entries(state).map(([namespace, entry]) => [namespace, { status: entry?.status ?? '', address: entry?.address }]));
  });
}

describe('issue 28 journey 2: an EVM wallet, then a Solana wallet, and back', () => {
  it('switches to Solana through SwitchActiveChain, connects the Solana wallet, switches back: both stay connected', async () => {
    journey = await openDemo({ query: 'solana' });
    const { page, guard, devstack } = journey;
    const dialog = page.getByRole('dialog');

    // The EVM test wallet on Devnet A.
    await connectWallet(page);
    const { address: evmAddress } = await walletState(page);
    await expect.poll(() => accountButtonLabel(page).textContent()).toBe(truncated(evmAddress));
    await expectChainBalanceShown(accountButtonBalance(page), CHAIN_A, evmAddress);

    // The Solana network: the EVM wallet has no Solana account, so SwitchActiveChain asks first.
    await networkButton(page).click();
    await dialog.getByRole('button', { name: new RegExp(devstack.solana.name) }).click();
    await dialog.getByRole('heading', { name: 'Switch Chain' }).or(dialog.getByText(`Switch to ${devstack.solana.name}`)).first().waitFor();
    await expect.poll(() => dialog.textContent()).toContain('Your connected wallet has no Solana account.');
    await page.screenshot({ path: join(tmpdir(), 'walletport-solana-switch-active-chain.png') });
    await dialog.getByRole('button', { name: 'Connect a Solana wallet' }).click();

    // Connect lists the Solana wallet, not the EVM one.
    await expect.poll(() => dialog.getByTestId('connect-namespace').textContent()).toBe('Connect a Solana wallet');
    await walletOption(dialog, SOLANA_TEST_WALLET_NAME).waitFor();
    expect(await walletOption(dialog, TEST_WALLET_NAME).count()).toBe(0);
    await page.screenshot({ path: join(tmpdir(), 'walletport-solana-connect-for-namespace.png') });
    await walletOption(dialog, SOLANA_TEST_WALLET_NAME).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await solanaWalletRequests(page)).toEqual(['standard:connect']);

    // The Solana network is active and shows the Solana account; the EVM one is still connected.
    const { address: solanaAddress } = await solanaWalletState(page);
    await expect.poll(() => networkButton(page).textContent()).toContain(devstack.solana.name);
    await expect.poll(() => accountButtonLabel(page).textContent()).toBe(truncated(solanaAddress));
    await expect.poll(async () => showsChainSol(await accountButtonBalance(page).textContent(), solanaAddress)).toBe(true);
    await expect.poll(() => namespaces(journey!)).toMatchObject({
      eip155: { status: 'connected', address: evmAddress },
      solana: { status: 'connected', address: solanaAddress },
    });
    await page.screenshot({ path: join(tmpdir(), 'walletport-solana-switched-to-solana.png') });

    // Back to Devnet A: the EVM account again, no new prompt on either wallet, both connected.
    await networkButton(page).click();
    await dialog.getByRole('button', { name: /Walletport Devnet A/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => networkButton(page).textContent()).toContain('Walletport Devnet A');
    await expect.poll(() => accountButtonLabel(page).textContent()).toBe(truncated(evmAddress));
    await expectChainBalanceShown(accountButtonBalance(page), CHAIN_A, evmAddress);
    await expect.poll(() => demoField(page, 'address').textContent()).toBe(evmAddress);
    expect(await namespaces(journey)).toMatchObject({
      eip155: { status: 'connected', address: evmAddress },
      solana: { status: 'connected', address: solanaAddress },
    });
    expect(await solanaWalletRequests(page)).toEqual(['standard:connect']);
    expect((await solanaWalletState(page)).connected).toBe(true);
    await page.screenshot({ path: join(tmpdir(), 'walletport-solana-switch-back.png') });

    // Disconnect on the EVM account ends the EVM wallet only: the Solana one stays and is shown.
    await openAccountView(page);
    await dialog.getByRole('button', { name: 'Disconnect EVM wallet' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => namespaces(journey!)).toMatchObject({
      eip155: { status: 'disconnected' },
      solana: { status: 'connected', address: solanaAddress },
    });
    await expect.poll(() => accountButtonLabel(page).textContent()).toBe(truncated(solanaAddress));
    await expect.poll(() => networkButton(page).textContent()).toContain(devstack.solana.name);
    expect((await solanaWalletState(page)).connected).toBe(true);

    guard.assertNoViolations();
  });

  it('leaving Connect for Solana without connecting brings the EVM network and account back; All Wallets lists Solana wallets only', async () => {
    journey = await openDemo({ query: 'solana' });
    const { page, guard, devstack } = journey;
    const dialog = page.getByRole('dialog');

    await connectWallet(page);
    const { address: evmAddress } = await walletState(page);
    await expect.poll(() => accountButtonLabel(page).textContent()).toBe(truncated(evmAddress));

    await networkButton(page).click();
    await dialog.getByRole('button', { name: new RegExp(devstack.solana.name) }).click();
    await dialog.getByRole('button', { name: 'Connect a Solana wallet' }).click();
    await expect.poll(() => dialog.getByTestId('connect-namespace').textContent()).toBe('Connect a Solana wallet');
    await expect.poll(() => networkButton(page).textContent()).toContain(devstack.solana.name);

    // All Wallets from here: the Solana test wallet, tagged installed (its Wallet Standard name), no EVM wallet.
    await dialog.getByRole('button', { name: /All wallets/ }).click();
    const grid = dialog.getByRole('grid', { name: 'Wallets' });
    const solanaCard = grid.getByRole('button', { name: new RegExp(SOLANA_TEST_WALLET_NAME) });
    await solanaCard.waitFor();
    await expect.poll(() => solanaCard.textContent()).toContain('Installed');
    await page.screenshot({ path: join(tmpdir(), 'walletport-solana-all-wallets-for-namespace.png') });
    // Its search too: 'Walletport' finds the Solana test wallet, not the EVM test wallet the catalogue also has.
    await dialog.getByRole('searchbox', { name: 'Search wallet' }).fill('Walletport');
    const results = dialog.getByRole('grid', { name: 'Search results' });
    await results.getByRole('button', { name: new RegExp(SOLANA_TEST_WALLET_NAME) }).waitFor();
    const found = await results.locator('.wp-wallet-card-name').allTextContents();
    expect(found).toContain(SOLANA_TEST_WALLET_NAME);
    expect(found).not.toContain(TEST_WALLET_NAME);

    // The visitor closes the modal without connecting: Devnet A and the EVM account come back.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => networkButton(page).textContent()).toContain('Walletport Devnet A');
    await expect.poll(() => accountButtonLabel(page).textContent()).toBe(truncated(evmAddress));
    await expect.poll(() => namespaces(journey!)).toMatchObject({ eip155: { status: 'connected', address: evmAddress } });
    expect(await solanaWalletRequests(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'walletport-solana-switch-left.png') });

    guard.assertNoViolations();
  });
});
