/**
 * Swap journeys 4 and 1 (issue 17), one visitor in one page: USDC to WETH on chain A with the injected test wallet
 * needs an approval first. The wallet rejects it (journey 4): its message shows, the form is kept, and a retry
 * works. Then (journey 1) the approval and the swap are mined on the local chain's Uniswap V2 pool behind the
 * fee router: the WETH received equals the quote shown (within the 1 % slippage, exactly when nothing else
 * traded), the fee account got 0.85 % of the USDC, and the Account view's tokens and activity follow without a
 * reload. Request guard on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUnits } from 'viem';
import { openDemo, walletControl, type Journey } from '../harness.js';
import { connectWallet, openAccountView, walletRequests } from '../wallet-journeys.js';
import { actionSays, pickSwapToken, recordToasts, shownAmount, swapAccount, swapForm, SWAP_FEE_ACCOUNT, tokenBalance, USDC, WETH } from './swap-journeys.js';

const AMOUNT = '50';
let journey: Journey;
let toasts: () => Promise<string[]>;
let account: Awaited<ReturnType<typeof swapAccount>>;

beforeAll(async () => {
  account = await swapAccount('swap journey 1', { ether: '1', usdc: '100' });
  journey = await openDemo({ wallets: [{ privateKeys: [account.privateKey] }] });
}, 60_000);

afterAll(async () => {
  await journey?.close();
});

describe('swap journeys 4 and 1: USDC to WETH with an approval', () => {
  it('journey 4: the wallet rejects the approval; its message shows, the form is kept, and the retry is offered', async () => {
    const { page } = journey;
    await connectWallet(page);
    toasts = await recordToasts(page);
    const dialog = await openAccountView(page);
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click();
    const form = swapForm(dialog);
    await pickSwapToken(dialog, 'sourceToken', 'USDC');
    await pickSwapToken(dialog, 'toToken', 'WETH');
    await form.amount.fill(AMOUNT);
    await actionSays(dialog, 'Review swap');
    await form.action.click();

    const approve = dialog.getByRole('button', { name: 'Approve USDC' });
    await walletControl(page, 'wallet.rejectNext()');
    await approve.click();

    // Back on Swap, with the wallet's message in the form's own alert and the form as it was.
    const failure = dialog.getByRole('form', { name: 'Swap tokens' }).getByRole('alert').filter({ hasText: /rejected/i });
    await failure.waitFor();
    expect(await form.amount.inputValue()).toBe(AMOUNT);
    expect(await form.sourceToken.getAttribute('aria-label')).toMatch(/^USDC,/);
    expect(await form.toToken.getAttribute('aria-label')).toMatch(/^WETH,/);
    expect(await tokenBalance(USDC, account.address)).toBe(parseUnits('100', 6));
    // Said once, in the form's alert: no error toast on top.
    expect(await toasts()).toEqual([]);
    const approvals = (await walletRequests(page)).filter((request) => request.method === 'eth_sendTransaction');
    expect(approvals.map((request) => request.outcome)).toEqual(['error']);
  }, 60_000);

  it('journey 1: approve, then swap; the chain delivers the quote, the fee account gets 0.85 %, and the account follows', async () => {
    const { page, guard } = journey;
    const dialog = journey.dialog();
    const form = swapForm(dialog);
    const feeBefore = await tokenBalance(USDC, SWAP_FEE_ACCOUNT);
    const wethBefore = await tokenBalance(WETH, account.address);

    // The retry: review again, approve (mined), then the swap step.
    await actionSays(dialog, 'Review swap');
    await form.action.click();
    await dialog.getByRole('button', { name: 'Approve USDC' }).click();
    await dialog.getByText('USDC approved').waitFor({ timeout: 20_000 });
    const swapButton = dialog.getByRole('button', { name: 'Swap', exact: true });
    await expect.poll(() => swapButton.getAttribute('aria-disabled'), { timeout: 20_000 }).toBeNull();
    await expect.poll(() => swapButton.getAttribute('aria-busy'), { timeout: 20_000 }).toBeNull();
    const quoted = parseUnits(shownAmount(await dialog.getByTestId('swap-preview-to').textContent()), 18);
    expect(await dialog.getByTestId('swap-details').textContent()).toMatch(/Provider fee \(0\.85\s?%\)/);
    await swapButton.click();

    // Success: the toast, then the Account view.
    await dialog.getByTestId('account-balance').waitFor({ timeout: 20_000 });
    await expect.poll(toasts).toContainEqual(expect.stringMatching(/^success: Swapped 50\.000 USDC for \d+\.\d{3} WETH$/));

    // On chain: the quote was delivered (the displayed quote is floored to 6 decimals), within the slippage.
    const received = (await tokenBalance(WETH, account.address)) - wethBefore;
    expect(received).toBeGreaterThanOrEqual(quoted);
    expect(received - quoted).toBeLessThan(10n ** 12n);
    expect(received * 100n).toBeGreaterThanOrEqual(quoted * 99n);
    expect(await tokenBalance(USDC, account.address)).toBe(parseUnits('50', 6));
    // 0.85 % of 50 USDC is 0.425 USDC, to the fee account.
    expect((await tokenBalance(USDC, SWAP_FEE_ACCOUNT)) - feeBefore).toBe(parseUnits('0.425', 6));

    // The Account view follows without a reload: tokens, then the activity shows the trade.
    const tokens = dialog.getByRole('list', { name: 'Tokens' });
    await expect.poll(() => tokens.locator('[data-token="USDC"]').textContent(), { timeout: 15_000 }).toContain('50');
    await tokens.locator('[data-token="WETH"]').waitFor({ timeout: 15_000 });
    await dialog.getByRole('tab', { name: 'Activity' }).click();
    await expect.poll(() => dialog.getByRole('tabpanel').textContent(), { timeout: 15_000 }).toMatch(/WETH/);

    const sends = (await walletRequests(page)).filter((request) => request.method === 'eth_sendTransaction');
    expect(sends.map((request) => request.outcome)).toEqual(['error', 'ok', 'ok']);
    guard.assertNoViolations();
  }, 90_000);
});
