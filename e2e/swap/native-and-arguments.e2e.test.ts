/**
 * Swap journeys 6, 2 and 3 (issue 17). The host page opens the Swap view with arguments (ETH to USDC, 0.1): the
 * tokens and the amount are filled in (journey 6); the swap needs no approval and is mined, the account's ETH and
 * USDC follow (journey 2). An amount above the balance says 'Insufficient balance', and an account without ETH is
 * stopped by the gas rule before any wallet prompt (journey 3). Request guard on.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parseEther, parseUnits } from 'viem';
import { openDemo, type Journey } from '../harness.js';
import { CHAIN_A, chainBalance, connectWallet, demoField, walletRequests } from '../wallet-journeys.js';
import { actionSays, recordToasts, shownAmount, swapAccount, swapForm, SWAP_FEE_ACCOUNT, tokenBalance, USDC } from './swap-journeys.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

/** The demo's swap panel: a host page calling open({ view: 'Swap', data: { swap: { fromToken, toToken, amount } } }). */
async function openSwapFromHostPage(page: Journey['page'], swap: { fromToken: string; toToken: string; amount: string }): Promise<void> {
  await demoField(page, 'swap-from').selectOption(swap.fromToken);
  await demoField(page, 'swap-to').selectOption(swap.toToken);
  await demoField(page, 'swap-amount').fill(swap.amount);
  await page.getByRole('button', { name: 'Open the swap' }).click();
}

describe('swap journeys 6 and 2: opened from the host page, native to ERC-20', () => {
  it('fills the form from the arguments and swaps ETH for USDC without an approval', async () => {
    const account = await swapAccount('swap journey 2', { ether: '2', usdc: '0' });
    journey = await openDemo({ wallets: [{ privateKeys: [account.privateKey] }] });
    const { page, guard } = journey;
    await connectWallet(page);
    const toasts = await recordToasts(page);
    const dialog = journey.dialog();
    const form = swapForm(dialog);

    // Journey 6: the arguments fill the form.
    await openSwapFromHostPage(page, { fromToken: 'ETH', toToken: 'USDC', amount: '0.1' });
    await expect.poll(() => form.amount.inputValue(), { timeout: 15_000 }).toBe('0.1');
    expect(await form.sourceToken.getAttribute('aria-label')).toMatch(/^ETH,/);
    expect(await form.toToken.getAttribute('aria-label')).toMatch(/^USDC,/);

    // Journey 3, first half: more than the balance.
    await form.amount.fill('5');
    await actionSays(dialog, 'Insufficient balance');
    expect(await form.action.getAttribute('aria-disabled')).toBe('true');
    await form.amount.fill('0.1');

    // Journey 2: no approval step, straight to Swap.
    await actionSays(dialog, 'Review swap');
    const feeBefore = await chainBalance(CHAIN_A, SWAP_FEE_ACCOUNT);
    await form.action.click();
    const quoted = parseUnits(shownAmount(await dialog.getByTestId('swap-preview-to').textContent()), 6);
    expect(quoted).toBeGreaterThan(parseUnits('290', 6));
    expect(await dialog.getByRole('button', { name: /^Approve/ }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click();
    await dialog.getByTestId('account-balance').waitFor({ timeout: 20_000 });
    await expect.poll(toasts).toContainEqual(expect.stringMatching(/^success: Swapped 0\.100 ETH for \d+\.\d{3} USDC$/));

    expect(await tokenBalance(USDC, account.address)).toBe(quoted);
    expect((await chainBalance(CHAIN_A, SWAP_FEE_ACCOUNT)) - feeBefore).toBe(parseEther('0.00085'));
    const tokens = dialog.getByRole('list', { name: 'Tokens' });
    await tokens.locator('[data-token="USDC"]').waitFor({ timeout: 15_000 });
    const sends = (await walletRequests(page)).filter((request) => request.method === 'eth_sendTransaction');
    expect(sends.map((request) => request.outcome)).toEqual(['ok']);
    guard.assertNoViolations();
  }, 90_000);
});

describe('swap journey 3: the gas rule', () => {
  it('stops a swap from an account without ETH before the wallet is asked', async () => {
    const account = await swapAccount('swap journey 3', { ether: '0', usdc: '20' });
    journey = await openDemo({ wallets: [{ privateKeys: [account.privateKey] }] });
    const { page, guard } = journey;
    await connectWallet(page);
    const dialog = journey.dialog();
    const form = swapForm(dialog);
    await openSwapFromHostPage(page, { fromToken: 'USDC', toToken: 'WETH', amount: '10' });
    await actionSays(dialog, 'Insufficient gas');
    expect(await form.action.getAttribute('aria-disabled')).toBe('true');
    // Pressed anyway (it is aria-disabled, not disabled): nothing happens.
    await form.action.click({ force: true });
    expect(await dialog.getByRole('button', { name: /^Approve/ }).count()).toBe(0);
    expect(await form.amount.inputValue()).toBe('10');
    expect((await walletRequests(page)).filter((request) => request.method === 'eth_sendTransaction')).toEqual([]);
    guard.assertNoViolations();
  }, 60_000);
});
