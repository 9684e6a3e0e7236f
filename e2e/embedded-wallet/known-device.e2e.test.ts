/**
 * Issue 13, journey 2: on a device that approved a link before, the same email needs only a code; a wrong
 * code shows the secure site's message and the right one still works; asking again within 30 s shows the
 * cooldown with the seconds left, from the page and, when the page skips its own, from the secure site.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openDemo, type Journey } from '../harness.js';
import { accountButton, demoField } from '../wallet-journeys.js';
import { codeCount, codeField, enterCodeAndConnect, loginNewEmail, mailedCode, secureSiteClockPastCooldown, submitEmail, uniqueEmail } from './email-journeys.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('embedded wallet: a known device', () => {
  it('asks only for a code, recovers from a wrong one, and refuses a new request within 30 s', async () => {
    journey = await openDemo();
    const { page, guard } = journey;
    const email = uniqueEmail('known');
    const address = await loginNewEmail(page, email);
    await accountButton(page).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    await expect.poll(() => demoField(page, 'status').textContent()).toBe('disconnected');

    // The page's cooldown is not the control: a page that skips it (its stored request time moved back) is
    // refused by the secure site, which keeps its own 30 s per address and answers with the same words.
    const skipPageCooldown = () => page.evaluate(() => localStorage.setItem('@appkit-wallet/LAST_EMAIL_LOGIN_TIME', String(Date.now() - 31_000)));
    await skipPageCooldown();
    const before = await codeCount(email);
    const refused = await submitEmail(page, email);
    await refused.getByRole('alert').filter({ hasText: /Please try again after \d+ seconds/ }).waitFor();
    expect(await codeCount(email)).toBe(before);

    // The visitor comes back later (past the 30 s cooldown, which the page's stored request time governs and a
    // reload keeps, and which the secure site keeps on its own clock): the same email on the same device
    // goes straight to the code, no new link.
    await skipPageCooldown();
    await secureSiteClockPastCooldown();
    const dialog = await submitEmail(page, email);
    await dialog.getByRole('heading', { name: 'Confirm Email' }).waitFor({ timeout: 15_000 });
    const code = await mailedCode(email, before + 1);

    // A wrong code: the secure site's message, and the field is ready for another try.
    const wrong = code === '000000' ? '111111' : '000000';
    await codeField(dialog).fill(wrong);
    await expect.poll(() => dialog.getByRole('alert').filter({ hasText: 'Invalid code' }).count()).toBe(1);
    await enterCodeAndConnect(page, code);
    expect(await demoField(page, 'address').textContent()).toBe(address);

    // Within 30 s of the last request, a new one is refused with the seconds left.
    await accountButton(page).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    await expect.poll(() => demoField(page, 'status').textContent()).toBe('disconnected');
    const sentAt = Number(await page.evaluate(() => localStorage.getItem('@appkit-wallet/LAST_EMAIL_LOGIN_TIME')));
    const again = await submitEmail(page, email);
    const cooldown = again.getByRole('alert').filter({ hasText: /Please try again after \d+ seconds/ });
    await cooldown.waitFor();
    const message = (await cooldown.textContent()) ?? '';
    const seconds = Number(/Please try again after (\d+) seconds/.exec(message)?.[1]);
    const expected = 30 - Math.floor((Date.now() - sentAt) / 1000);
    expect(seconds).toBeGreaterThanOrEqual(expected - 1);
    expect(seconds).toBeLessThanOrEqual(Math.min(30, expected + 1));

    guard.assertNoViolations();
  });
});
