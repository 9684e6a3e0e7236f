/**
 * Sign-in journey 3 (issue 15): with optional sign-in, cancelling (or closing the modal) keeps the
 * connection, signed out; the page's Sign in button asks again later, with the sign view on screen while the
 * wallet waits for the person's approval (issue 25: it used to ask with nothing on screen).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { walletControl } from '../harness.js';
import { connectButton, demoField, TEST_WALLET_NAME, walletOption } from '../wallet-journeys.js';
import { cancelButton, cloudSessions, openSiwxDemo, signButton, signViewHeading, type SiwxJourney } from './siwx-journeys.js';

let journey: SiwxJourney | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('journey 3: optional sign-in', () => {
  it('cancel keeps the connection, signed out; signing in later from the page works', async () => {
    journey = await openSiwxDemo('optional', { mode: 'optional' });
    const { page, guard, address } = journey;
    const dialog = journey.dialog();
    await connectButton(page).click();
    await walletOption(dialog, TEST_WALLET_NAME).click();
    // The connect first, then the view it leads to: a journey that stops here says which of the two was missing
    // (as long as the view's own wait, 30 s: a busy machine's connect may be slow, which is not what is tested).
    await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 30_000 }).toBe('connected');
    await signViewHeading(dialog).waitFor();
    expect(await dialog.getByText('Canceling will disconnect you.').count()).toBe(0);

    await cancelButton(dialog).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => demoField(page, 'status').textContent()).toBe('connected');
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('signed-out');
    expect(await cloudSessions(address)).toEqual([]);

    // The host page's own button (useWalletportSiwx().signIn): the wallet waits for the person's approval, and
    // meanwhile the sign view says what is asked; once approved, the view closes signed in.
    await walletControl(page, `wallet.hangNext({ method: 'personal_sign' })`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signViewHeading(dialog).waitFor();
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('signing');
    await expect.poll(() => walletControl(page, `wallet.releaseHung('approve')`)).toBe(1);
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('signed-in');
    expect(await cloudSessions(address)).toHaveLength(1);

    // Signing out on the page revokes the server's session and keeps the wallet connected.
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect.poll(() => demoField(page, 'siwx-status').textContent()).toBe('signed-out');
    await expect.poll(async () => (await cloudSessions(address)).map((session) => session.revoked)).toEqual([true]);
    expect(await demoField(page, 'status').textContent()).toBe('connected');
    expect(await signButton(dialog).count()).toBe(0);
    guard.assertNoViolations();
  });
});
