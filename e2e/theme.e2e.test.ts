/**
 * The theme as a visitor meets it: with no mode set by the page, the modal follows the visitor's
 * prefers-color-scheme and changes with it while open; the page's explicit mode (the demo's switch) wins, and
 * "System" gives the choice back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openDemo, type Journey } from './harness.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('the theme', () => {
  it("follows the visitor's color scheme until the page picks a mode, live", async () => {
    journey = await openDemo();
    const { page, guard } = journey;
    const modalTheme = () => page.locator('[data-walletport="modal"]').getAttribute('data-wp-theme');
    const buttonTheme = () => page.locator('[data-walletport="connect-button"]').getAttribute('data-wp-theme');

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await page.getByRole('dialog').waitFor();
    await expect.poll(modalTheme).toBe('dark');
    expect(await buttonTheme()).toBe('dark');
    // No overlay blur asked for, no backdrop filter (even a zero blur would repaint the backdrop every frame).
    const backdropFilter = await page
      .locator('[data-walletport="modal"]')
      .evaluate((host) => getComputedStyle(host.shadowRoot!.querySelector('.wp-overlay')!).backdropFilter);
    expect(backdropFilter).toBe('none');

    // The system changes while the modal is open: the modal follows.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(modalTheme).toBe('light');

    // The page's explicit choice wins over the system, and "System" hands it back.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const themeSwitch = page.getByLabel('Theme');
    await themeSwitch.selectOption('dark');
    await expect.poll(modalTheme).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await modalTheme()).toBe('dark');
    await themeSwitch.selectOption('system');
    await expect.poll(modalTheme).toBe('light');
    guard.assertNoViolations();
  });
});
