/**
 * Swap journey "Max ETH -> USDC, then swap" (issue 25, item 8), on chain A with the injected test wallet: Max on
 * ETH leaves the gas reserve of a native swap (domain/usecases/swap/swapSpendable.ts, on the one rule of
 * domain/entities/token/spendableAmount.ts: twice a 500,000-gas limit at the gas price, as Send keeps twice its fee), not the 150,000-gas fee the form shows, so the wallet, which
 * prices the real transaction (the cloud's 450,000-gas limit at its own fee cap), accepts it and the chain mines
 * it. An amount between that and the balance less the fee shown is 'Insufficient gas' before any wallet prompt.
 * Its own funded key; it trades on the ETH/USDC pool like native-and-arguments, so it runs one file at a time
 * ('e2e'). Request guard on.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { formatEther, parseEther, parseUnits } from 'viem';
import { openDemo, type Journey } from '../harness.js';
import { CHAIN_A, chainBalance, connectWallet, openAccountView, walletRequests } from '../wallet-journeys.js';
import { actionSays, pickSwapToken, recordToasts, shownAmount, swapAccount, swapForm, tokenBalance, USDC } from './swap-journeys.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('swap journey: Max ETH -> USDC, then swap', () => {
  it('fills the balance less the gas reserve, and the wallet sends it: mined, the quote delivered, ETH left for the gas', async () => {
    const account = await swapAccount('swap journey max native', { ether: '1', usdc: '0' });
    journey = await openDemo({ wallets: [{ privateKeys: [account.privateKey] }] });
    const { page, guard } = journey;
    await connectWallet(page);
    const toasts = await recordToasts(page);
    const dialog = await openAccountView(page);
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click();
    const form = swapForm(dialog);
    await form.amount.waitFor({ timeout: 15_000 });
    expect(await form.sourceToken.getAttribute('aria-label')).toMatch(/^ETH,/);
    await pickSwapToken(dialog, 'toToken', 'USDC');

    const balance = await chainBalance(CHAIN_A, account.address);
    expect(balance).toBe(parseEther('1'));
    await dialog.getByRole('button', { name: 'Max', exact: true }).click();
    const max = parseEther(await form.amount.inputValue());
    // The reserve: well above the fee shown (150,000 gas), within what two 500,000-gas fees at a devnet price take.
    const reserve = balance - max;
    expect(reserve).toBeGreaterThan(0n);
    expect(reserve).toBeLessThan(parseEther('0.01'));

    // Above Max (within the balance less the fee shown): the gas rule stops it before any quote or prompt.
    await form.amount.fill(formatEther(max + reserve / 2n));
    await actionSays(dialog, 'Insufficient gas');
    expect(await form.action.getAttribute('aria-disabled')).toBe('true');

    await dialog.getByRole('button', { name: 'Max', exact: true }).click();
    expect(parseEther(await form.amount.inputValue())).toBe(max);
    await actionSays(dialog, 'Review swap');
    await form.action.click();
    const quoted = parseUnits(shownAmount(await dialog.getByTestId('swap-preview-to').textContent()), 6);
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click();

    // Sent and mined: the Account view and the success toast follow.
    await dialog.getByTestId('account-balance').waitFor({ timeout: 20_000 });
    await expect.poll(toasts).toContainEqual(expect.stringMatching(/^success: Swapped 0\.\d{3} ETH for [\d,]+\.\d{3} USDC$/));
    const sends = (await walletRequests(page)).filter((request) => request.method === 'eth_sendTransaction');
    expect(sends.map((request) => request.outcome)).toEqual(['ok']);
    const received = await tokenBalance(USDC, account.address);
    expect(received).toBeGreaterThanOrEqual(quoted);
    expect(received * 100n).toBeGreaterThanOrEqual(quoted * 99n);
    // The gas was paid from the reserve, and some of it is left.
    const left = await chainBalance(CHAIN_A, account.address);
    expect(left).toBeGreaterThan(0n);
    expect(left).toBeLessThan(reserve);
    guard.assertNoViolations();
  }, 90_000);
});
