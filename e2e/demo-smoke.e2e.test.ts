import { afterEach, describe, expect, it } from 'vitest';
import { openDemo, type Journey } from './harness.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('the demo host page on the devstack', () => {
  it('loads offline with the test wallet announced, and no request leaves 127.0.0.1', async () => {
    journey = await openDemo();
    const { page, guard } = journey;
    await expect(page.getByRole('heading', { name: 'walletport demo' }).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await page.getByRole('dialog').waitFor();
    await page.getByText('Walletport Test Wallet').first().waitFor();
    guard.assertNoViolations();
  });
});
