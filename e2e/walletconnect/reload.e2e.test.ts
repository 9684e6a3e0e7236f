/**
 * Journey 6 (issue 6): a reload after connecting restores the WalletConnect session without a scan: the
 * demo is connected on the same account, the wallet page was shown no new proposal, and the restored session
 * still answers requests.
 */
import { describe, expect, it } from 'vitest';
import { CHAIN_A, demoField, expectChainBalanceShown } from '../wallet-journeys.js';
import { connectOverWalletConnect, pendingRequest, proposals, useWalletConnectJourneys } from './wc-journeys.js';

const journeys = useWalletConnectJourneys();

describe('journey 6: reload after connecting', () => {
  it('restores the session without scanning', async () => {
    const journey = await journeys.open();
    const { page, wallet, guard } = journey;
    const address = await connectOverWalletConnect(journey);
    const proposalsBefore = await proposals(wallet).count();
    await expect.poll(() => wallet.getByTestId('session').count()).toBe(1);

    await page.reload();
    await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 30_000 }).toBe('connected');
    await expect.poll(async () => (await demoField(page, 'address').textContent())?.toLowerCase()).toBe(address.toLowerCase());
    await expect.poll(() => demoField(page, 'network').textContent()).toBe(`Walletport Devnet A (eip155:${CHAIN_A})`);
    await expectChainBalanceShown(demoField(page, 'balance'), CHAIN_A, address);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // No new proposal reached the wallet, and its one session is the one the demo uses.
    expect(await proposals(wallet).count()).toBe(proposalsBefore);
    expect(await wallet.getByTestId('session').count()).toBe(1);
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    const request = await pendingRequest(wallet, 'personal_sign');
    await request.getByTestId('approve-request').click();
    await expect.poll(() => demoField(page, 'sign-result').textContent(), { timeout: 30_000 }).toMatch(/^Verified: 0x/);

    guard.assertNoViolations();
  });
});
