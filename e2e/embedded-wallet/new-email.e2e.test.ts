/**
 * Issue 13, journeys 1 and 3: a new email, through the device link and the code mailed over real SMTP, to
 * a connected embedded wallet whose address and balance show; personal_sign from the demo opens
 * ApproveTransaction, the secure site's screen approves it, and the signature verifies against the address.
 * Then a reload reconnects without a code, and a disconnect signs out on the secure site too.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openDemo, type Journey } from '../harness.js';
import { accountButton, CHAIN_A, chainBalance, connectButton, demoField, expectChainBalanceShown, rpc } from '../wallet-journeys.js';
import { answerApproval, loginNewEmail, uniqueEmail } from './email-journeys.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('embedded wallet: a new email', () => {
  it('connects through the device link and the code, signs after approval, survives a reload and signs out', async () => {
    journey = await openDemo();
    const { page, guard } = journey;
    const email = uniqueEmail('new');
    const address = await loginNewEmail(page, email);
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);

    // The new wallet's balance, read from chain A: empty until someone funds it (checked again after the reload).
    await expectChainBalanceShown(demoField(page, 'balance'), CHAIN_A, address);
    await rpc(CHAIN_A, 'anvil_setBalance', [address, '0xde0b6b3a7640000']);

    // The Account view names the email.
    await accountButton(page).click();
    await expect.poll(() => page.getByRole('dialog').getByText(email).count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    // personal_sign through the provider the demo got from walletport: approved on the secure site's screen.
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await answerApproval(page, 'Approve');
    await expect.poll(() => demoField(page, 'sign-result').textContent(), { timeout: 15_000 }).toMatch(/^Verified: 0x[0-9a-f]+$/);
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    // A reload reconnects the same wallet without any code.
    await page.reload();
    await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected');
    expect(await demoField(page, 'address').textContent()).toBe(address);
    await expectChainBalanceShown(demoField(page, 'balance'), CHAIN_A, address);
    expect(await chainBalance(CHAIN_A, address)).toBe(10n ** 18n);

    // Disconnect signs out on the secure site: after a reload the page stays disconnected.
    await accountButton(page).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    await expect.poll(() => demoField(page, 'status').textContent()).toBe('disconnected');
    await page.reload();
    await connectButton(page).waitFor();
    await expect.poll(() => demoField(page, 'status').textContent()).toBe('disconnected');
    expect(await page.evaluate(() => localStorage.getItem('@appkit-wallet/EMAIL'))).toBeNull();

    guard.assertNoViolations();
  });
});
