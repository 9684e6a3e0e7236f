/**
 * Issue 18, defect 9: a wallet whose provider `on` and `removeListener` throw must not unmount the demo. The
 * hostile wallet is the test wallet's second instance (not announced itself) behind a provider whose `request`
 * goes to it and whose `on`/`removeListener` throw; an init script announces it over EIP-6963. Connecting with
 * it keeps the page up and shows the failure as the demo's error line; after a disconnect the Connect button
 * still works and connecting with the good wallet still follows the provider's chain.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openDemo, type Journey } from '../harness.js';
import { accountButton, connectButton, connectWallet, demoField, TEST_WALLET_NAME, type DemoWindow } from '../wallet-journeys.js';

const HOSTILE = { name: 'Hostile Wallet', rdns: 'dev.walletport.hostile' };

/** Announces HOSTILE over EIP-6963 with a provider whose request is the hidden test wallet's and whose on/removeListener throw. */
const hostileWalletScript = `(() => {
  if (window.top !== window) return;
  const hidden = window.__walletportTestWallets[${JSON.stringify(HOSTILE.rdns)}];
  const inner = hidden.provider;
  const refuse = (name) => () => { const error = new Error('hostile ' + name); error.code = 4200; throw error; };
  const provider = {
    request: (args) => inner.request(args),
    on: refuse('on'),
    removeListener: refuse('removeListener'),
  };
  const detail = Object.freeze({
    info: Object.freeze({ ...hidden.info }),
    provider,
  });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
})();`;

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('the demo with a wallet whose provider.on throws', () => {
  it('stays mounted, shows the failure as an error line, and still connects with a good wallet', async () => {
    journey = await openDemo({
      wallets: [{}, { ...HOSTILE, announce: false, controlKey: '__walletportHostileInner' }],
      initScripts: [hostileWalletScript],
    });
    const { page, guard } = journey;
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await connectWallet(page, HOSTILE.name);
    await expect.poll(() => demoField(page, 'provider-error').textContent()).toBe('Error: [4200] hostile on');
    await expect(page.getByRole('heading', { name: 'walletport demo' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'Send a transaction' }).isVisible()).resolves.toBe(true);
    await expect(demoField(page, 'address').textContent()).resolves.toMatch(/^0x[0-9a-fA-F]{40}$/);

    await page.evaluate(() => (window as unknown as DemoWindow).walletportCore.connection.disconnect());
    await connectButton(page).waitFor();
    await expect.poll(() => demoField(page, 'status').textContent()).toBe('disconnected');
    await expect(demoField(page, 'provider-error').textContent()).resolves.toBe('Error: [4200] hostile removeListener');

    await connectWallet(page, TEST_WALLET_NAME);
    await expect(accountButton(page).isVisible()).resolves.toBe(true);
    await expect.poll(() => demoField(page, 'provider-chain').textContent()).toMatch(/^\d+$/);
    await expect(demoField(page, 'provider-error').count()).resolves.toBe(0);
    expect(await page.locator('[data-testid="panel-error"]').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    guard.assertNoViolations();
  });
});
