/**
 * Issue 14, journeys 1 to 3: social login through the devstack's OIDC provider in a real popup.
 * 1. Google, then GitHub: the popup opens at 600x800 in the click, the person signs in on the provider, the
 *    popup closes, the page is connected and names the provider's user; a reload reconnects.
 * 2. The person closes the popup: 'Popup closed', back on Connect (the 45 s timeout is asserted in virtual time
 *    in domain/usecases/embedded-wallet/social-login/social-login.usecase.test.ts).
 * 3. A page on a third origin posts a forged `{resultUri}` to the host page while it waits: ignored.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openDemo, type Journey } from '../harness.js';
import { accountButton, connectButton, demoField } from '../wallet-journeys.js';
import { openSocialPopup, signInOnProvider, uniqueUsername } from './social-journeys.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

/** Social connects the secure site's frame saw (its calls to its own server). */
function countSocialConnects(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/social/connect') count += 1;
  });
  return () => count;
}

async function disconnect(page: Page): Promise<void> {
  await accountButton(page).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
  await expect.poll(() => demoField(page, 'status').textContent()).toBe('disconnected');
}

describe('embedded wallet: social login', () => {
  it('logs in with Google and with GitHub in a 600x800 popup, names the user, and reconnects after a reload', async () => {
    journey = await openDemo();
    const { page, guard, devstack } = journey;
    const addresses: string[] = [];
    for (const provider of ['Google', 'GitHub']) {
      const username = uniqueUsername(provider.toLowerCase());
      await connectButton(page).click();
      const popup = await openSocialPopup(page, provider);
      // The popup opens blank in the click and is then sent to the provider: its size is read on the provider's
      // page, which stays put until the person acts. Read on the blank page, the evaluation raced that
      // navigation ('Execution context was destroyed') whenever the redirect address came back quickly.
      await popup.waitForURL(`${devstack.oidcUrl}/**`, { timeout: 15_000 });
      expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([600, 800]);
      await signInOnProvider(popup, username);
      await popup.waitForEvent('close', { timeout: 20_000 });

      await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected');
      const address = (await demoField(page, 'address').textContent())!;
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
      addresses.push(address);
      await accountButton(page).click();
      await expect.poll(() => page.getByRole('dialog').getByText(username).count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });

      // A reload reconnects the same wallet without the provider.
      await page.reload();
      await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected');
      expect(await demoField(page, 'address').textContent()).toBe(address);
      await disconnect(page);
    }
    // Two provider accounts, two wallets.
    expect(new Set(addresses).size).toBe(2);
    guard.assertNoViolations();
  });

  it("says 'Popup closed' and goes back to Connect when the person closes the popup", async () => {
    journey = await openDemo();
    const { page, guard } = journey;
    await connectButton(page).click();
    const popup = await openSocialPopup(page, 'Google');
    await page.getByRole('dialog').getByRole('heading', { name: 'Google', exact: true }).waitFor();
    await popup.close();
    await expect.poll(() => page.getByText('Popup closed').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.getByRole('dialog').getByRole('textbox', { name: 'Email' }).waitFor();
    expect(await demoField(page, 'status').textContent()).toBe('disconnected');
    guard.assertNoViolations();
  });

  it('ignores a forged result posted to the host page from a third origin, and completes with the real one', async () => {
    journey = await openDemo();
    const { page, guard, devstack } = journey;
    const socialConnects = countSocialConnects(page);
    await connectButton(page).click();
    const popup = await openSocialPopup(page, 'Google');
    await popup.waitForURL(`${devstack.oidcUrl}/**`, { timeout: 15_000 });

    // The attacker: a frame on another origin inside the host page posts a result that looks right.
    const attackerUrl = 'http://127.0.0.1:9/forge.html';
    await page.route(attackerUrl, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>third party</title><script>
          parent.postMessage({ resultUri: ${JSON.stringify(`${devstack.secureSiteUrl}/social/result?token=forged`)} }, '*');
          parent.postMessage({ resultUri: 'https://evil.example/social/result?token=forged' }, '*');
        </script>`,
      }),
    );
    await page.evaluate((url) => {
      const frame = document.createElement('iframe');
      frame.src = url;
      frame.title = 'third party';
      document.body.append(frame);
    }, attackerUrl);
    await expect.poll(() => page.frame({ url: attackerUrl }) !== null).toBe(true);

    // Still waiting for the popup: nothing was redeemed, nobody connected.
    await page.getByRole('dialog').getByText('Sign in with Google in the window that opened', { exact: false }).waitFor();
    expect(socialConnects()).toBe(0);
    expect(await demoField(page, 'status').textContent()).toBe('disconnected');

    // The real result, from the popup the page opened, completes the login.
    await signInOnProvider(popup, uniqueUsername('forged'));
    await expect.poll(() => demoField(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected');
    expect(socialConnects()).toBe(1);
    guard.assertNoViolations();
  });
});
