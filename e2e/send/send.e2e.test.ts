/**
 * Send journey 1 (issue 16): from the Account view, with the injected test wallet, send ETH and then the
 * devstack's USDC (6 decimals) on chain A. Each transfer is mined on the local chain; the balance, the token
 * list and the activity show it without a reload. Request guard on.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parseEther, parseUnits } from 'viem';
import { openDemo, type Journey } from '../harness.js';
import { CHAIN_A, chainBalance, connectWallet, expectChainBalanceShown, journeyAccount, openAccountView, walletRequests } from '../wallet-journeys.js';
import { fillSend, fundedAccount, sendForm, usdcBalance } from './send-journeys.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('send journey 1: native and ERC-20 from the Account view', () => {
  it('mines both transfers and shows the new balance, tokens and activity without a reload', async () => {
    const sender = await fundedAccount('send journey 1 sender', { ether: '10', usdc: '100' });
    const receiver = await journeyAccount('send journey 1 receiver', { [CHAIN_A]: '0' });
    const receiverEther = await chainBalance(CHAIN_A, receiver.address);
    const receiverUsdc = await usdcBalance(receiver.address);
    journey = await openDemo({ wallets: [{ privateKeys: [sender.privateKey] }] });
    const { page, guard } = journey;
    await connectWallet(page);
    const dialog = await openAccountView(page);
    const tokens = dialog.getByRole('list', { name: 'Tokens' });
    await tokens.locator('[data-token="USDC"]').waitFor();

    // Native.
    await fillSend(dialog, { symbol: 'ETH', amount: '0.5', receiver: receiver.address });
    await sendForm(dialog).preview.click();
    await dialog.getByTestId('send-preview-fee').filter({ hasText: /ETH/ }).waitFor();
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.getByTestId('account-balance').waitFor();
    await expect.poll(() => chainBalance(CHAIN_A, receiver.address), { timeout: 15_000 }).toBe(receiverEther + parseEther('0.5'));
    await expectChainBalanceShown(dialog.getByTestId('account-balance'), CHAIN_A, sender.address);

    // ERC-20 with 6 decimals.
    await fillSend(dialog, { symbol: 'USDC', amount: '12.5', receiver: receiver.address });
    await sendForm(dialog).preview.click();
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.getByTestId('account-balance').waitFor();
    await expect.poll(() => usdcBalance(receiver.address), { timeout: 15_000 }).toBe(receiverUsdc + parseUnits('12.5', 6));
    await expectChainBalanceShown(dialog.getByTestId('account-balance'), CHAIN_A, sender.address);
    await expect.poll(() => tokens.locator('[data-token="USDC"]').textContent(), { timeout: 15_000 }).toContain('87.5');

    // Activity lists both sends.
    await dialog.getByRole('tab', { name: 'Activity' }).click();
    const activity = dialog.getByRole('tabpanel');
    await expect.poll(() => activity.textContent(), { timeout: 15_000 }).toMatch(/12\.5\d* USDC/);
    expect(await activity.textContent()).toMatch(/0\.5\d* ETH/);

    const sends = (await walletRequests(page)).filter((request) => request.method === 'eth_sendTransaction');
    expect(sends.map((request) => request.outcome)).toEqual(['ok', 'ok']);
    guard.assertNoViolations();
  }, 120_000);
});
