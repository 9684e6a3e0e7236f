/**
 * Journey 3 (issue 6): eth_sendTransaction from the demo's panel; the wallet page approves, signs with its key
 * and sends to chain A; the demo sees it mined, the chain's balances moved by the amount, and the demo shows
 * the new balance once the host page refreshes the account data (client.account.refresh, as a host does after
 * a transaction: walletport does not re-read balances on its own).
 */
import { parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { CHAIN_A, chainBalance, demoField, expectChainBalanceShown, type DemoWindow } from '../wallet-journeys.js';
import { connectOverWalletConnect, pendingRequest, useWalletConnectJourneys } from './wc-journeys.js';

/** The demo's default recipient and amount. */
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const AMOUNT = parseEther('0.01');

const journeys = useWalletConnectJourneys();

describe('journey 3: eth_sendTransaction over WalletConnect', () => {
  it('is approved on the wallet page, mined on the local chain, and the balance follows', async () => {
    const journey = await journeys.open();
    const { page, wallet, guard } = journey;
    const address = await connectOverWalletConnect(journey);
    await expectChainBalanceShown(demoField(page, 'balance'), CHAIN_A, address);
    const [senderBefore, recipientBefore] = await Promise.all([chainBalance(CHAIN_A, address), chainBalance(CHAIN_A, RECIPIENT)]);

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const request = await pendingRequest(wallet, 'eth_sendTransaction');
    await request.getByTestId('approve-request').click();

    await expect.poll(() => demoField(page, 'send-result').textContent(), { timeout: 45_000 }).toMatch(/^Mined in block \d+: 0x[0-9a-f]{64}$/);
    const hash = /0x[0-9a-f]{64}$/.exec((await demoField(page, 'send-result').textContent())!)![0];
    await expect.poll(() => request.getByTestId('request-result').textContent()).toContain(hash);

    // The chain: the recipient got the amount, the sender paid it and the gas.
    expect(await chainBalance(CHAIN_A, RECIPIENT)).toBe(recipientBefore + AMOUNT);
    const senderAfter = await chainBalance(CHAIN_A, address);
    expect(senderAfter < senderBefore - AMOUNT).toBe(true);

    // The demo: the new balance, once the host refreshes.
    await page.evaluate(() => (window as unknown as DemoWindow).walletportCore.account.refresh({ force: true }));
    await expectChainBalanceShown(demoField(page, 'balance'), CHAIN_A, address);

    guard.assertNoViolations();
  });
});
