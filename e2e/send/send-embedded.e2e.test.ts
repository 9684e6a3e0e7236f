/**
 * Send with the embedded wallet (issue 16: "the approval screen shows the same amount and recipient"): an
 * email login, then USDC from the Account view's Send. The secure site's approval screen names the token
 * amount and the real recipient (not "0 ETH" to the token contract); approved, the transfer is mined.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Address } from 'viem';
import { parseUnits } from 'viem';
import { openDemo, type Journey } from '../harness.js';
import { CHAIN_A, demoField, journeyAccount, openAccountView, rpc } from '../wallet-journeys.js';
import { loginNewEmail, secureFrame, uniqueEmail } from '../embedded-wallet/email-journeys.js';
import { fillSend, fundUsdc, sendForm, usdcBalance } from './send-journeys.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('send with the embedded wallet', () => {
  it('shows the token amount and recipient on the approval screen, and mines the transfer', async () => {
    journey = await openDemo();
    const { page, guard } = journey;
    const address = (await loginNewEmail(page, uniqueEmail('send-embedded'))) as Address;
    const receiver = await journeyAccount('send with the embedded wallet, receiver', { [CHAIN_A]: '0' });
    await rpc(CHAIN_A, 'anvil_setBalance', [address, '0x1bc16d674ec80000']); // 2 ETH for gas
    await fundUsdc(address, '40');
    const before = await usdcBalance(receiver.address);
    await page.reload();
    await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected');

    const dialog = await openAccountView(page);
    await dialog.getByRole('list', { name: 'Tokens' }).locator('[data-token="USDC"]').waitFor({ timeout: 20_000 });
    await fillSend(dialog, { symbol: 'USDC', amount: '12.5', receiver: receiver.address });
    await sendForm(dialog).preview.click();
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();

    await dialog.getByRole('heading', { name: 'Approve Transaction' }).waitFor({ timeout: 15_000 });
    const screen = secureFrame(page).locator('body');
    await expect.poll(() => screen.textContent(), { timeout: 15_000 }).toContain('12.5 USDC');
    expect(await screen.textContent()).toContain(receiver.address);
    await secureFrame(page).getByRole('button', { name: 'Approve', exact: true }).click();

    await expect.poll(() => usdcBalance(receiver.address), { timeout: 30_000 }).toBe(before + parseUnits('12.5', 6));
    guard.assertNoViolations();
  }, 120_000);
});
