/**
 * Issue 13, journey 6: a page on a third origin, framed by the host page, posts forged `@w3m-frame/`
 * messages to the host page and forged `@w3m-app/` messages to the secure site's frame: both are ignored
 * (no state change, no answer). And a host page whose origin is not on the project's list gets 'Invalid
 * App Configuration': the embedded wallet is never loaded and email login is turned off.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { guardRequests, launchChromium, type LaunchedChromium } from '../../devstack/browser/launch-chromium.js';
import { openDemo, type Journey } from '../harness.js';
import { connectButton, demoField } from '../wallet-journeys.js';
import { answerApproval, loginNewEmail, uniqueEmail } from './email-journeys.js';

let journey: Journey | undefined;
let ownBrowser: LaunchedChromium | undefined;
afterEach(async () => {
  await journey?.close();
  await ownBrowser?.close();
  journey = undefined;
  ownBrowser = undefined;
});

/** The attacker: records every message it receives, and forges both sides' messages on demand. */
const ATTACKER_PAGE = `<!doctype html><title>third party</title><script>
window.received = [];
addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }));
window.forge = (address) => {
  parent.postMessage({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'forged-token' } }, '*');
  parent.postMessage({ type: '@w3m-frame/READY' }, '*');
  for (const name of ['GET_USER', 'IS_CONNECTED', 'RPC_REQUEST', 'SIGN_OUT', 'CONNECT_OTP']) {
    parent.postMessage({ id: 'forged-' + name, type: '@w3m-frame/' + name + '_ERROR', payload: { message: 'forged' } }, '*');
  }
  for (let index = 0; index < parent.frames.length; index += 1) {
    const target = parent.frames[index];
    if (target === window) continue;
    target.postMessage({ id: 'forged-1', type: '@w3m-app/GET_USER', payload: {} }, '*');
    target.postMessage({ id: 'forged-2', type: '@w3m-app/RPC_REQUEST', payload: { method: 'personal_sign', params: ['0x68656c6c6f', address] } }, '*');
    target.postMessage({ id: 'forged-3', type: '@w3m-app/SIGN_OUT' }, '*');
  }
};
</script>`;
const ATTACKER_URL = 'http://127.0.0.1:9/attacker.html';

describe('embedded wallet: hostile origins', () => {
  it('ignores forged frame messages from a third origin, in both directions', async () => {
    journey = await openDemo();
    const { page, guard } = journey;
    const address = await loginNewEmail(page, uniqueEmail('forged'));
    const tokenBefore = await page.evaluate(() => localStorage.getItem('@appkit-wallet/SESSION_TOKEN_KEY'));

    await page.route(ATTACKER_URL, (route) => route.fulfill({ contentType: 'text/html', body: ATTACKER_PAGE }));
    await page.evaluate((url) => {
      const frame = document.createElement('iframe');
      frame.src = url;
      frame.title = 'third party';
      document.body.append(frame);
    }, ATTACKER_URL);
    const attacker = await expect.poll(() => page.frame({ url: ATTACKER_URL })?.url()).toBe(ATTACKER_URL).then(() => page.frame({ url: ATTACKER_URL })!);
    await attacker.waitForFunction(() => typeof (window as unknown as { forge?: unknown }).forge === 'function');
    await attacker.evaluate((account) => (window as unknown as { forge(address: string): void }).forge(account), address);

    // A real round trip through the frame after the forgeries: the secure site is still signed in, the page
    // still connected, and its approval screen shows only the page's own request.
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await answerApproval(page, 'Approve');
    await expect.poll(() => demoField(page, 'sign-result').textContent(), { timeout: 15_000 }).toMatch(/^Verified: /);
    expect(await demoField(page, 'status').textContent()).toBe('connected');
    expect(await page.evaluate(() => localStorage.getItem('@appkit-wallet/SESSION_TOKEN_KEY'))).toBe(tokenBefore);
    // Nobody answered the attacker.
    expect(await attacker.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);

    guard.assertNoViolations();
  });

  it('refuses the embedded wallet to a host origin that is not on the project list', async () => {
    const { demoUrl, secureSiteUrl } = inject('devstack');
    const host = 'walletport-other.test';
    ownBrowser = await launchChromium({ shared: false, args: [`--host-resolver-rules=MAP ${host} 127.0.0.1`] });
    const guard = await guardRequests(ownBrowser.context, { allowedHosts: ['127.0.0.1', host] });
    const page = await ownBrowser.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const url = new URL(demoUrl);
    url.hostname = host;
    await page.goto(url.href);

    // Focusing the email field prepares the embedded wallet: the origin check comes first and refuses.
    await connectButton(page).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Email' }).focus();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Invalid App Configuration' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(requested.some((address) => address.includes('/projects/v1/origins'))).toBe(true);
    // The embedded wallet never loaded, and email login is off for the rest of the visit.
    expect(requested.some((address) => address.startsWith(`${secureSiteUrl}/sdk`))).toBe(false);
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Email' }).count()).toBe(0);
    await expect.poll(() => dialog.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0);

    guard.assertNoViolations();
  });
});
