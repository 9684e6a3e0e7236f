/**
 * Send journey 3 (issue 16): more than the balance says 'Insufficient balance' before any wallet prompt; a
 * wallet that rejects the transaction (the test wallet's rejectNext) shows its message, and the form is kept.
 * Request guard on.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openDemo, walletControl, type Journey } from '../harness.js';
import { CHAIN_A, chainBalance, connectWallet, journeyAccount, openAccountView, walletRequests } from '../wallet-journeys.js';
import { fillSend, fundedAccount, sendForm } from './send-journeys.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('send journey 3: more than the balance, and a refused transaction', () => {
  it("says 'Insufficient balance' before any prompt, then shows the wallet's refusal and keeps the form", async () => {
    const sender = await fundedAccount('send journey 3 sender', { ether: '1', usdc: '0' });
    const receiver = await journeyAccount('send journey 3 receiver', { [CHAIN_A]: '0' });
    const before = await chainBalance(CHAIN_A, receiver.address);
    journey = await openDemo({ wallets: [{ privateKeys: [sender.privateKey] }] });
    const { page, guard } = journey;
    await connectWallet(page);
    const dialog = await openAccountView(page);
    const form = sendForm(dialog);

    await fillSend(dialog, { symbol: 'ETH', amount: '2', receiver: receiver.address });
    await form.preview.click();
    await form.error.filter({ hasText: 'Insufficient balance' }).waitFor();
    expect((await walletRequests(page)).filter((request) => request.method === 'eth_sendTransaction')).toEqual([]);

    await form.amount.fill('0.1');
    await form.preview.click();
    await walletControl(page, 'wallet.rejectNext()');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    const refusal = dialog.locator('.wp-send-error[role="alert"]');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/rejected/i);
    // The form is kept: back on Send, the amount and receiver are as typed.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await form.amount.inputValue()).toBe('0.1');
    expect(await form.receiver.inputValue()).toBe(receiver.address);
    const sends = (await walletRequests(page)).filter((request) => request.method === 'eth_sendTransaction');
    expect(sends.map(({ outcome, error }) => ({ outcome, code: error?.code }))).toEqual([{ outcome: 'error', code: 4001 }]);
    expect(await chainBalance(CHAIN_A, receiver.address)).toBe(before);
    guard.assertNoViolations();
  }, 120_000);
});
