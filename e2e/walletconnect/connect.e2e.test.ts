/**
 * Journey 1 (issue 6): the catalogue's Walletport Wallet Page routes to the WalletConnect view; the QR code
 * on screen decodes to exactly the client's wc: URI; the wallet page pairs with what was scanned and approves;
 * the demo shows the connected account and its devnet balance. Nothing leaves 127.0.0.1.
 */
import { describe, expect, it } from 'vitest';
import { CHAIN_A, demoField, expectChainBalanceShown } from '../wallet-journeys.js';
import { openWalletPageEntry, pairWallet, qrCode, scanAndCheck, walletAccount, WALLET_PAGE_NAME, useWalletConnectJourneys } from './wc-journeys.js';

const journeys = useWalletConnectJourneys();

describe('journey 1: connect over WalletConnect with the wallet page', () => {
  it('shows a QR code of exactly the pairing URI; the wallet page pairs with it and the demo shows the account and balance', async () => {
    const journey = await journeys.open();
    const { page, wallet, guard } = journey;
    await expect.poll(() => demoField(page, 'status').textContent()).toBe('disconnected');

    const dialog = await openWalletPageEntry(journey);
    await expect.poll(() => dialog.getByRole('heading').first().textContent()).toBe(WALLET_PAGE_NAME);
    // The wallet's ways in: the QR code and its web app. Its homepage is the devstack's plain-http address,
    // and "get the wallet" links are https only (issue 18, defect 3), so there is no Get tab.
    const tabs = dialog.getByRole('tablist', { name: `Ways to connect ${WALLET_PAGE_NAME}` }).getByRole('tab');
    await expect.poll(() => tabs.allTextContents()).toEqual(['Mobile', 'Web app']);
    await expect.poll(() => qrCode(dialog).getAttribute('aria-label')).toBe(`QR code to connect ${WALLET_PAGE_NAME}`);

    const uri = await scanAndCheck(journey, dialog);
    const proposal = await pairWallet(wallet, uri);
    await expect.poll(() => proposal.getByTestId('proposal-dapp-name').textContent()).toBe('walletport demo');
    await proposal.getByTestId('approve-proposal').click();

    // The modal closes on the connected account; the demo's hooks show it and its balance on chain A.
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    const address = await walletAccount(wallet);
    await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 30_000 }).toBe('connected');
    await expect.poll(async () => (await demoField(page, 'address').textContent())?.toLowerCase()).toBe(address.toLowerCase());
    await expect.poll(() => demoField(page, 'network').textContent()).toBe(`Walletport Devnet A (eip155:${CHAIN_A})`);
    await expect.poll(() => demoField(page, 'provider-chain').textContent()).toBe(String(CHAIN_A));
    await expectChainBalanceShown(demoField(page, 'balance'), CHAIN_A, address);
    await expect.poll(() => wallet.getByTestId('session-dapp-name').textContent()).toBe('walletport demo');

    guard.assertNoViolations();
  });
});
