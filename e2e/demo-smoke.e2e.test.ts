import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemo, type Journey } from './harness.js';

// One browser for the file: each test goes to its own page of the demo.
let journey: Journey;
beforeAll(async () => {
  journey = await openDemo();
});
afterAll(async () => {
  await journey?.close();
});

describe('the demo host page on the devstack', () => {
  it('loads offline with the test wallet announced, and no request leaves 127.0.0.1', async () => {
    const { page, guard } = journey;
    await expect(page.getByRole('heading', { name: 'walletport demo' }).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await page.getByRole('dialog').waitFor();
    await page.getByText('Walletport Test Wallet').first().waitFor();
    guard.assertNoViolations();
  });

  it("opens the wagmi page from the first page: wagmi's own line says disconnected beside walletport's button", async () => {
    const { page, guard } = journey;
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(journey.devstack.demoUrl);
    await page.getByRole('link', { name: 'wagmi page' }).click();
    await page.getByRole('heading', { name: 'walletport with wagmi' }).waitFor();
    await expect.poll(() => page.getByTestId('wagmi').textContent()).toBe('disconnected - -');
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    expect(problems).toEqual([]);
    guard.assertNoViolations();
  });
});
