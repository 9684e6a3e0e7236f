/**
 * A keyboard-only walk on the demo page (devstack, real chromium): Tab to the Connect Wallet button, Enter
 * opens the dialog with focus inside it, Tab reaches every control of the Connect view exactly once per round
 * and wraps without leaving the dialog (Shift+Tab too), each stop shows a focus indicator, Escape closes and
 * focus is back on the button. Then All Wallets by keyboard: the grid is one Tab stop, arrow keys (and Home,
 * End) move between wallets, the grid remembers the wallet last focused, Back returns to Connect with focus
 * kept in the dialog, and the Close button (Enter) closes with focus back on the button.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openDemo, type Journey } from '../harness.js';
import { describeFocus, expectedDialogStops, focusedElement, tabUntil, type FocusedElement } from './focus.js';
import { settleLayout } from './story-page.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

const isConnectButton = (focus: FocusedElement | null) => focus?.host === 'connect-button' && focus.name === 'Connect Wallet';

/** Opens the demo, tabs to Connect Wallet from the top of the page, and opens the dialog with Enter. */
async function openByKeyboard(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
  await tabUntil(page, isConnectButton);
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').waitFor();
  await page.getByRole('dialog').getByText('Walletport Test Wallet').first().waitFor();
  // The catalogue's wallets and count arrive from the devstack's cloud: the list of controls must be complete.
  await page.getByRole('dialog').getByRole('button', { name: /^All wallets/ }).waitFor();
  await settleLayout(page);
}

/** Presses the key `count` times and records each focused element (failing at once if focus leaves the dialog). */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab', count: number): Promise<FocusedElement[]> {
  const visited: FocusedElement[] = [];
  for (let press = 0; press < count; press += 1) {
    await page.keyboard.press(key);
    const focus = await focusedElement(page);
    expect(focus?.inDialog, `${key} #${press + 1} left the dialog: focus on ${describeFocus(focus)}`).toBe(true);
    visited.push(focus!);
  }
  return visited;
}

describe('keyboard only, on the demo page', () => {
  it('opens with Enter, reaches every control of Connect and wraps both ways, closes with Escape back to the button', async () => {
    journey = await openDemo();
    const { page } = journey;
    await openByKeyboard(page);

    const initial = await focusedElement(page);
    expect(initial?.inDialog, `focus after opening: ${describeFocus(initial)}`).toBe(true);

    const stops = await expectedDialogStops(page);
    expect(stops.length).toBeGreaterThan(3);
    expect(stops).toContain('modal/button/Close/0');

    // Two rounds forwards: every stop once per round, in document order, wrapping to the first.
    const forwards = await walk(page, 'Tab', stops.length * 2);
    const forwardKeys = forwards.map((focus) => focus.key);
    const start = stops.indexOf(forwardKeys[0]!);
    expect(start, `first Tab landed on ${forwardKeys[0]}, not a control of the view:\n${stops.join('\n')}`).toBeGreaterThanOrEqual(0);
    const rotated = [...stops.slice(start), ...stops.slice(0, start)];
    expect(forwardKeys, 'Tab order').toEqual([...rotated, ...rotated]);
    const unnamed = forwards.filter((focus) => focus.name === '');
    expect(unnamed.map((focus) => focus.key), 'controls without an accessible name').toEqual([]);
    const noIndicator = forwards.filter((focus) => !focus.focusIndicator);
    expect(noIndicator.map(describeFocus), 'controls without a visible focus indicator').toEqual([]);

    // Shift+Tab: the same stops in reverse, wrapping the other way.
    const backwards = await walk(page, 'Shift+Tab', stops.length + 1);
    const last = forwardKeys.at(-1)!;
    const reversed = [...stops].reverse();
    const from = reversed.indexOf(last);
    const expectedBack = [...reversed.slice(from + 1), ...reversed.slice(0, from + 1)];
    expect(backwards.map((focus) => focus.key), 'Shift+Tab order').toEqual([...expectedBack, expectedBack[0]]);

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const restored = await focusedElement(page);
    expect(isConnectButton(restored), `focus after Escape: ${describeFocus(restored)}`).toBe(true);
    journey.guard.assertNoViolations();
  });

  it('reaches All Wallets by keyboard, the grid is one Tab stop, arrow keys move between wallets', async () => {
    journey = await openDemo();
    const { page } = journey;
    await openByKeyboard(page);

    const allWallets = await tabUntil(page, (focus) => focus?.inDialog === true && /^All wallets/.test(focus.name));
    expect(allWallets.role).toBe('button');
    await page.keyboard.press('Enter');
    const grid = page.getByRole('grid');
    await grid.waitFor();
    await grid.getByRole('gridcell').first().waitFor();

    // One Tab stop for the whole grid: the stops of the view hold exactly one wallet card.
    const stops = await expectedDialogStops(page);
    const cardStops = await page.evaluate(
      () => document.querySelector('[data-walletport="modal"]')!.shadowRoot!.querySelectorAll('[role="grid"] [tabindex="0"]').length,
    );
    expect(cardStops).toBe(1);
    expect(stops.length).toBeGreaterThan(2);

    const first = await tabUntil(page, (focus) => focus?.inGrid === true);
    expect(first.walletIndex).toBe(0);
    expect(first.focusIndicator, 'the focused wallet shows a focus indicator').toBe(true);
    const wallets = await page.evaluate(() => Number(document.querySelector('[data-walletport="modal"]')!.shadowRoot!.querySelector('[role="grid"]')!.getAttribute('aria-rowcount')));
    expect(wallets, 'rows in the demo catalogue (arrow down needs two)').toBeGreaterThan(1);

    const press = async (key: string) => {
      await page.keyboard.press(key);
      const focus = await focusedElement(page);
      expect(focus?.inGrid, `${key} left the grid: ${describeFocus(focus)}`).toBe(true);
      return focus!;
    };
    expect((await press('ArrowRight')).walletIndex).toBe(1);
    expect((await press('ArrowDown')).walletIndex).toBe(5);
    expect((await press('ArrowLeft')).walletIndex).toBe(4);
    expect((await press('ArrowUp')).walletIndex).toBe(0);
    expect((await press('End')).walletIndex).toBe(3);
    expect((await press('Home')).walletIndex).toBe(0);
    await press('ArrowRight');
    await press('ArrowRight');

    // Tab leaves the grid; Shift+Tab comes back to the wallet last focused (the roving stop remembers it).
    await page.keyboard.press('Tab');
    const after = await focusedElement(page);
    expect(after?.inDialog, `Tab from the grid: ${describeFocus(after)}`).toBe(true);
    expect(after?.inGrid, `Tab from the grid: ${describeFocus(after)}`).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect((await focusedElement(page))?.walletIndex).toBe(2);

    // Back to Connect with the header's Back button, then close with the Close button (Enter), not Escape.
    await tabUntil(page, (focus) => focus?.inDialog === true && focus.name === 'Back', { backwards: true });
    await page.keyboard.press('Enter');
    await page.getByRole('grid').waitFor({ state: 'detached' });
    const afterBack = await focusedElement(page);
    expect(afterBack?.inDialog, `focus after Back: ${describeFocus(afterBack)}`).toBe(true);
    await tabUntil(page, (focus) => focus?.inDialog === true && focus.name === 'Close');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const restored = await focusedElement(page);
    expect(isConnectButton(restored), `focus after Close: ${describeFocus(restored)}`).toBe(true);
    journey.guard.assertNoViolations();
  });
});
