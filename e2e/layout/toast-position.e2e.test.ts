/**
 * The toasts inside the modal cover no control (issue 12, "What a visitor sees"): "Address copied" covered the
 * network pill of the Account view and "Link copied" the tab bar of the WalletConnect view. Each is shown the
 * way a person gets it (a click on 'Copy address' or 'Copy link'), then its box is compared with the box of
 * every control in the dialog, on a desktop and as a phone's sheet.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { boxes, DESKTOP, overlaps, PHONE, useStoryBrowser, type Box, type Viewport } from './layout-page.js';

const stories = useStoryBrowser();

/** Everything a person can act on in the dialog. */
const CONTROLS = 'button, a[href], input, select, textarea, [role="tab"], [tabindex]:not([tabindex="-1"])';

type Labelled = Box & { label: string };

async function controls(page: Page): Promise<Labelled[]> {
  return page.evaluate((selector) => {
    const dialog = document.querySelector('[data-walletport="modal"]')!.shadowRoot!.querySelector('.wp-dialog')!;
    return [...dialog.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => !element.closest('.wp-toast'))
      .map((element) => {
        const { left, top, right, bottom, width, height } = element.getBoundingClientRect();
        const label = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
        return { label, left, top, right, bottom, width, height };
      })
      .filter((box) => box.width > 0 && box.height > 0);
  }, CONTROLS);
}

async function expectToastCoversNoControl(page: Page, message: string, mustStayClear: readonly string[]): Promise<void> {
  await page.getByRole('status').getByText(message, { exact: true }).waitFor();
  await page.waitForTimeout(200); // the toast's 150 ms entrance
  const [toast] = await boxes(page, '.wp-toast');
  expect(toast, 'the toast is shown').toBeDefined();
  const [dialog] = await boxes(page, '.wp-dialog');
  expect(toast!.top >= dialog!.top && toast!.bottom <= dialog!.bottom && toast!.left >= dialog!.left && toast!.right <= dialog!.right, 'the toast is inside the dialog').toBe(true);
  const all = await controls(page);
  for (const label of mustStayClear) expect(all.some((control) => control.label.endsWith(label)), `the view shows ${label}`).toBe(true);
  const covered = all.filter((control) => overlaps(toast!, control)).map((control) => control.label);
  expect(covered, `controls under "${message}"`).toEqual([]);
}

const VIEWPORTS: readonly [string, Viewport][] = [
  ['on a desktop', DESKTOP],
  ['on a phone', PHONE],
];

describe('the toasts inside the modal cover no control', () => {
  for (const [label, viewport] of VIEWPORTS) {
    it(`"Address copied" in the Account view ${label}`, async () => {
      const page = await stories.open('views--account--tokens', viewport);
      await page.getByRole('button', { name: 'Copy address' }).click();
      await expectToastCoversNoControl(page, 'Address copied', ['Network: Walletport Devnet A', 'Copy address', 'Close']);
    });

    it(`"Link copied" in the WalletConnect view ${label}`, async () => {
      const page = await stories.open('views--connecting-walletconnect--uri-shown', viewport);
      await page.getByRole('button', { name: 'Copy link' }).click();
      await expectToastCoversNoControl(page, 'Link copied', ['Mobile', 'Desktop', 'Web app', 'Get Trust', 'Copy link', 'Back', 'Close']);
    });
  }
});
