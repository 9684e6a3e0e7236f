/**
 * One-click sign-in for email and social users (docs/EMBEDDED-WALLET.md, "Sign-in while connecting"): with
 * sign-in required (the demo's `?siwx=required`, the local cloud's sign-in server), a new email login, and a
 * Google login in the popup, end connected and signed in at once. The secure site signs the sign-in message while connecting, so the modal closes on
 * the code without its sign view, the secure site never shows its approval screen, and the local cloud holds
 * the session for the embedded wallet's address.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openDemo, type Journey } from '../harness.js';
import { askMe, cloudSessions, signViewHeading, storedAuthToken } from '../siwx/siwx-journeys.js';
import { CHAIN_A, connectButton, demoField } from '../wallet-journeys.js';
import { loginNewEmail, secureFrame, uniqueEmail } from './email-journeys.js';
import { openSocialPopup, signInOnProvider, uniqueUsername } from './social-journeys.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('embedded wallet: one-click sign-in', () => {
  it('a new email with sign-in required ends signed in without the sign view; the cloud lists the session', async () => {
    journey = await openDemo({ query: 'siwx=required' });
    const { page, guard, devstack } = journey;
    // Records whether the sign view ever appears, however briefly (the assertions below only see the end).
    let signViewShown = false;
    const watching = signViewHeading(page.getByRole('dialog'))
      .waitFor({ timeout: 120_000 })
      .then(() => (signViewShown = true), () => undefined);

    // loginNewEmail waits for the modal to close on the code: with a sign view it would stay open.
    const address = await loginNewEmail(page, uniqueEmail('one-click'));
    await expect.poll(() => demoField(page, 'siwx-status').textContent(), { timeout: 15_000 }).toBe('signed-in');
    expect(signViewShown).toBe(false);
    expect(await signViewHeading(page.getByRole('dialog')).count()).toBe(0);
    expect(await secureFrame(page).getByRole('button', { name: 'Approve', exact: true }).isVisible()).toBe(false);

    const sessions = await cloudSessions(address);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ chainId: CHAIN_A, domain: new URL(devstack.demoUrl).host, revoked: false });
    const me = await askMe(page, (await storedAuthToken(page)) ?? '');
    expect(me.status).toBe(200);
    expect((me.body as { address: string }).address.toLowerCase()).toBe(address.toLowerCase());

    guard.assertNoViolations();
    void watching;
  });

  it('a Google login with sign-in required ends signed in without the sign view; the cloud lists the session', async () => {
    journey = await openDemo({ query: 'siwx=required' });
    const { page, guard, devstack } = journey;
    let signViewShown = false;
    const watching = signViewHeading(page.getByRole('dialog'))
      .waitFor({ timeout: 120_000 })
      .then(() => (signViewShown = true), () => undefined);

    await connectButton(page).click();
    const popup = await openSocialPopup(page, 'Google');
    await popup.waitForURL(`${devstack.oidcUrl}/**`, { timeout: 15_000 });
    await signInOnProvider(popup, uniqueUsername('one-click'));
    await popup.waitForEvent('close', { timeout: 20_000 });

    await page.getByRole('dialog').waitFor({ state: 'hidden', timeout: 20_000 });
    await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected');
    await expect.poll(() => demoField(page, 'siwx-status').textContent(), { timeout: 15_000 }).toBe('signed-in');
    expect(signViewShown).toBe(false);
    const address = (await demoField(page, 'address').textContent())!;
    const sessions = await cloudSessions(address);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ chainId: CHAIN_A, domain: new URL(devstack.demoUrl).host, revoked: false });

    guard.assertNoViolations();
    void watching;
  });
});
