/**
 * Issue 14, journey 5: Farcaster. The modal shows a QR code whose text is the secure site's sign-in URL on
 * the devstack's Farcaster app; the app (another origin, standing in for the person's phone) approves with a
 * development FID's custody key, the secure site verifies the message against the ID registry on chain A, and
 * the page is connected with the FID's user name. A rejected request shows 'Failed to connect to farcaster' and
 * goes back to Connect.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openDemo, type Journey } from '../harness.js';
import { accountButton, connectButton, demoField } from '../wallet-journeys.js';
import { scanQrCode } from '../walletconnect/wc-journeys.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

/** Opens the modal, picks Farcaster, and reads the QR code as a phone would. */
async function scanFarcasterCode(page: Page): Promise<string> {
  await connectButton(page).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue with Farcaster' }).click();
  await dialog.getByRole('heading', { name: 'Farcaster' }).waitFor({ timeout: 15_000 });
  return scanQrCode(page, dialog.getByTestId('farcaster-qr'), 20_000);
}

/** The Farcaster app opens the scanned URL in its own tab and answers it. */
async function answerInFarcaster(page: Page, url: string, answer: 'Approve' | 'Reject'): Promise<void> {
  const phone = await page.context().newPage();
  await phone.goto(url);
  await phone.getByRole('button', { name: answer, exact: true }).click();
  await phone.getByRole('heading').first().waitFor();
  await phone.close();
}

describe('embedded wallet: Farcaster', () => {
  it('connects with the user name after the Farcaster app approves, and goes back with the failure after a reject', async () => {
    journey = await openDemo();
    const { page, guard, devstack } = journey;

    // Rejected first: the failure is shown and the modal is back on Connect.
    const rejectedUrl = await scanFarcasterCode(page);
    expect(rejectedUrl.startsWith(`${devstack.farcasterAppUrl}/~/siwf?channelToken=`)).toBe(true);
    await answerInFarcaster(page, rejectedUrl, 'Reject');
    await expect.poll(() => page.getByText('Failed to connect to farcaster').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.getByRole('dialog').getByRole('textbox', { name: 'Email' }).waitFor();
    expect(await demoField(page, 'status').textContent()).toBe('disconnected');

    // A new attempt gets a new sign-in URL; approved, the page connects.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    const url = await scanFarcasterCode(page);
    expect(url).not.toBe(rejectedUrl);
    await answerInFarcaster(page, url, 'Approve');
    await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 30_000 }).toBe('connected');
    expect(await demoField(page, 'address').textContent()).toMatch(/^0x[0-9a-fA-F]{40}$/);

    // The Account view names the Farcaster account.
    await accountButton(page).click();
    await expect.poll(() => page.getByRole('dialog').getByText('alice.eth').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    guard.assertNoViolations();
  });
});
