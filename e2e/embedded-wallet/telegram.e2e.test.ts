/**
 * Issue 14, journey 4: social login inside Telegram's WebView (its globals and the phone's user agent
 * emulated), where popups do not work. The top window goes to the provider with the page's address carried in
 * the OAuth state, comes back to the page with the result, and the page completes the login on load. Per
 * SPEC.md section 2, on Telegram google is hidden on iOS, x on Mac, and facebook and x on Android.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openDemo, type Journey } from '../harness.js';
import { accountButton, connectButton, demoField } from '../wallet-journeys.js';
import { signInOnProvider, uniqueUsername } from './social-journeys.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

const USER_AGENTS = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Telegram-iOS',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 Telegram-Android',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Telegram-Desktop',
} as const;

/** Telegram's WebView as the page sees it: its bridge globals and the device's user agent, on every load. */
async function emulateTelegram(page: Page, os: keyof typeof USER_AGENTS): Promise<void> {
  await page.addInitScript(
    ({ userAgent, touch }) => {
      Object.defineProperty(window, 'Telegram', { value: { WebApp: { platform: 'tdesktop' } }, configurable: true });
      Object.defineProperty(window, 'TelegramWebviewProxy', { value: { postEvent: () => undefined }, configurable: true });
      Object.defineProperty(navigator, 'userAgent', { get: () => userAgent, configurable: true });
      Object.defineProperty(navigator, 'maxTouchPoints', { get: () => touch, configurable: true });
    },
    { userAgent: USER_AGENTS[os], touch: os === 'mac' ? 0 : 5 },
  );
}

/** The social providers the Connect view offers, by their buttons' names. */
async function offeredProviders(page: Page): Promise<string[]> {
  await connectButton(page).click();
  const list = page.getByRole('dialog').getByRole('list', { name: 'Social login' });
  await list.waitFor();
  const names = await list.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  return names.map((name) => name.replace(/^Continue with /, ''));
}

describe('embedded wallet: social login on Telegram', () => {
  it('logs in through the top window and back, and hides the providers Telegram cannot use on each system', async () => {
    journey = await openDemo();
    const { page, guard, devstack } = journey;
    await emulateTelegram(page, 'ios');
    await page.reload();

    expect(await offeredProviders(page)).not.toContain('Google');
    const username = uniqueUsername('telegram');
    let popups = 0;
    page.on('popup', () => (popups += 1));
    await page.getByRole('dialog').getByRole('button', { name: 'Continue with GitHub' }).click();
    // No popup: this window goes to the provider, then comes back to the page with the result.
    await page.waitForURL(`${devstack.oidcUrl}/**`, { timeout: 15_000 });
    await signInOnProvider(page, username);
    await page.waitForURL(`${devstack.demoUrl}/**`, { timeout: 15_000 }).catch(async (error: unknown) => {
      throw new Error(`not back on the page: ${page.url()}: ${(await page.locator('body').textContent())?.slice(0, 300)}`, { cause: error });
    });
    await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected');
    expect(popups).toBe(0);
    // The result is taken out of the address bar once used.
    expect(new URL(page.url()).searchParams.has('wp_social_result')).toBe(false);
    await accountButton(page).click();
    await expect.poll(() => page.getByRole('dialog').getByText(username).count(), { timeout: 15_000 }).toBeGreaterThan(0);

    for (const [os, hidden] of [
      ['android', ['Facebook', 'X']],
      ['mac', ['X']],
    ] as const) {
      const other = await journey.browser.newPage();
      await emulateTelegram(other, os);
      await other.goto(devstack.demoUrl);
      const offered = await offeredProviders(other);
      for (const provider of hidden) expect(offered, os).not.toContain(provider);
      expect(offered, os).toContain('GitHub');
      await other.close();
    }
    guard.assertNoViolations();
  });
});
