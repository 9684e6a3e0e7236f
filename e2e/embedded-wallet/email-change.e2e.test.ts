/**
 * Issue 13, journey 5: changing the embedded wallet's email from the Account view: a code to the current
 * address, then a code to the new one, both mailed over SMTP; the Account view then names the new address
 * and the next login uses it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openDemo, type Journey } from '../harness.js';
import { accountButton } from '../wallet-journeys.js';
import { codeCount, codeField, loginNewEmail, mailedCode, uniqueEmail } from './email-journeys.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('embedded wallet: email change', () => {
  it('changes the address after a code to each of the two addresses', async () => {
    journey = await openDemo();
    const { page, guard } = journey;
    const email = uniqueEmail('old');
    const next = uniqueEmail('new');
    await loginNewEmail(page, email);

    await accountButton(page).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: new RegExp(email.slice(0, 10)) }).click();
    await dialog.getByRole('button', { name: 'Change email' }).click();
    const before = await codeCount(email);
    await dialog.getByRole('textbox', { name: /email/i }).fill(next);
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();

    await dialog.getByRole('heading', { name: 'Confirm Current Email' }).waitFor({ timeout: 15_000 });
    await codeField(dialog).fill(await mailedCode(email, before + 1));
    await dialog.getByRole('heading', { name: 'Confirm New Email' }).waitFor({ timeout: 15_000 });
    await codeField(dialog).fill(await mailedCode(next, 1));

    await expect.poll(() => page.evaluate(() => localStorage.getItem('@appkit-wallet/EMAIL')), { timeout: 15_000 }).toBe(JSON.stringify(next));
    await expect.poll(() => dialog.getByText('Email updated').count()).toBeGreaterThan(0);

    guard.assertNoViolations();
  });
});
