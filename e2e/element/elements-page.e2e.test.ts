/**
 * Journey 1 (issue 33): the demo's elements page (demo/elements.html), walletport without React. The keyboard
 * opens and closes the modal with focus going in and coming back to the element's button; the injected
 * test wallet connects through <walletport-connect-button>, the Account view opens from the account button,
 * <walletport-network-button> switches the network and the Account view disconnects; the page's own fields
 * follow the elements' DOM events. The page loads no React (none of its scripts is React's), and axe finds
 * nothing in the buttons and the modal, light and dark. Request guard on; nothing but the wallet's own
 * network moves (the demo's test wallet, read only).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from '../a11y/axe.js';
import { openDemo, type Journey } from '../harness.js';
import { CHAIN_A, CHAIN_B, demoField, TEST_WALLET_NAME, walletOption } from '../wallet-journeys.js';

/** The elements and the modal's host (axe looks into each one's shadow trees). */
const WALLETPORT_PARTS = 'walletport-connect-button, walletport-account-button, walletport-network-button, [data-walletport="modal"]';

let journey: Journey;
/** The address of every script the page loaded. */
const scripts: string[] = [];

beforeAll(async () => {
  journey = await openDemo({ path: 'elements.html' });
  // Reloaded so the listener sees every script from the first (openDemo has navigated already).
  journey.page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await journey.page.reload();
}, 120_000);

afterAll(async () => {
  await journey?.close();
});

/** Which walletport host holds the focused element, looking through every shadow root. */
function focusedHost(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    let host: string | null = null;
    while (active?.shadowRoot) {
      host = active.getAttribute('data-walletport') ?? host;
      active = active.shadowRoot.activeElement;
    }
    return active ? host : null;
  });
}

async function expectAxeClean(page: Page, label: string): Promise<void> {
  const { violations } = await runAxe(page, { include: WALLETPORT_PARTS });
  expect(violations, formatViolations(violations, `${label}: `)).toEqual([]);
}

describe('the elements page (walletport/element, no React)', () => {
  it('connects the test wallet, opens the Account view, switches the network and disconnects, with the events followed; axe-clean light and dark; no React', async () => {
    const { page, guard } = journey;
    const dialog = page.getByRole('dialog');
    const connect = page.locator('walletport-connect-button').first().getByRole('button');
    await expect.poll(() => connect.textContent()).toBe('Connect Wallet');
    // Each element has its own shadow root; the one that stays a connect button keeps its label.
    expect(await page.locator('walletport-connect-button').first().evaluate((element) => element.shadowRoot !== null)).toBe(true);
    await page.getByRole('button', { name: 'Sign in with a wallet' }).waitFor();

    // Keyboard: Enter on the button opens the dialog with focus inside it, Escape closes it, and focus is back on
    // the button (through the element's shadow root and the button's own).
    await connect.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expect.poll(() => focusedHost(page)).toBe('modal');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedHost(page)).toBe('connect-button');
    expect(await page.evaluate(() => document.activeElement?.localName)).toBe('walletport-connect-button');

    // Light: the buttons, then the modal open on the Connect view.
    await page.getByLabel('Theme').selectOption('light');
    await expect.poll(() => page.locator('[data-walletport="connect-button"]').first().getAttribute('data-wp-theme')).toBe('light');
    await connect.click();
    await dialog.getByRole('list', { name: 'Wallets' }).waitFor();
    await expect.poll(() => demoField(page, 'element-modal').textContent()).toBe('open on Connect');
    await expectAxeClean(page, 'light, Connect view');

    await walletOption(dialog, TEST_WALLET_NAME).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => demoField(page, 'element-status').textContent()).toBe('connected');
    await expect.poll(() => demoField(page, 'element-modal').textContent()).toBe('closed');
    const address = await demoField(page, 'element-address').textContent();
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    await expect.poll(() => demoField(page, 'element-network').textContent()).toContain(`eip155:${CHAIN_A}`);

    // The first connect button became the account button; the one with show-account="false" did not.
    const account = page.locator('walletport-connect-button').first().locator('[data-walletport="account-button"]').getByRole('button');
    await expect.poll(() => account.textContent()).toContain(`${address!.slice(0, 4)}…`);
    await page.getByRole('button', { name: 'Sign in with a wallet' }).waitFor();
    // <walletport-account-button balance="hide"> shows the account without its balance.
    const standalone = page.locator('walletport-account-button').getByRole('button');
    await expect.poll(() => standalone.textContent()).toContain(`${address!.slice(0, 4)}…`);
    expect(await page.locator('walletport-account-button .wp-account-balance').count()).toBe(0);

    // The Account view, from the account button.
    await account.click();
    await dialog.getByTestId('account-balance').waitFor();
    await expect.poll(() => demoField(page, 'element-modal').textContent()).toBe('open on Account');
    await expectAxeClean(page, 'light, Account view');
    await dialog.getByRole('button', { name: /^Close/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Switch to Devnet B from the network button: the network event reaches the page.
    await page.locator('walletport-network-button').getByRole('button').click();
    await dialog.getByRole('button', { name: /Walletport Devnet B/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => demoField(page, 'element-network').textContent()).toBe(`Walletport Devnet B (eip155:${CHAIN_B})`);
    await expect.poll(() => page.locator('walletport-network-button').getByRole('button').textContent()).toContain('Walletport Devnet B');

    // Dark: the buttons and the Account view.
    await page.getByLabel('Theme').selectOption('dark');
    await expect.poll(() => page.locator('[data-walletport="account-button"]').first().getAttribute('data-wp-theme')).toBe('dark');
    await account.click();
    await dialog.getByTestId('account-balance').waitFor();
    await expect.poll(() => page.locator('[data-walletport="modal"]').getAttribute('data-wp-theme')).toBe('dark');
    await expectAxeClean(page, 'dark, Account view');

    // Disconnect from the Account view: the account event says so, the connect button is back.
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await expect.poll(() => demoField(page, 'element-status').textContent()).toBe('disconnected');
    await expect.poll(() => connect.textContent()).toBe('Connect Wallet');
    await expect.poll(() => demoField(page, 'element-address').textContent()).toBe('–');

    // No React on this page: none of its scripts carries React's code (its production builds link their errors
    // to react.dev), while the React page's chunks do.
    const loaded = [...scripts];
    expect(loaded.length).toBeGreaterThan(0);
    const texts = await page.evaluate((urls) => Promise.all(urls.map((url) => fetch(url).then((response) => response.text()))), loaded);
    expect(texts.join('\n')).toContain('walletport-connect-button');
    expect(loaded.filter((_, index) => texts[index]!.includes('react.dev/errors'))).toEqual([]);
    // The check can fail: the React page's first scripts do carry the marker.
    const reactPageHasReact = await page.evaluate(async () => {
      const html = await fetch('/').then((response) => response.text());
      const files = [...html.matchAll(/\/assets\/[^"]+\.js/g)].map((match) => match[0]);
      const texts = await Promise.all(files.map((file) => fetch(file).then((response) => response.text())));
      return texts.some((text) => text.includes('react.dev/errors'));
    });
    expect(reactPageHasReact).toBe(true);

    guard.assertNoViolations();
  });
});
