/**
 * The modal fits the window (issue 12, "What a visitor sees"): at 800 px the Connect view as the demo shows it
 * cut off "What is a wallet?" and the legal footer. The dialog stays inside the viewport at 800 px and at small
 * heights, on a desktop and as a phone's sheet, with and without the alert banner above the header; its body
 * scrolls inside it, the header stays where it is, and once the body is scrolled to its end the last controls
 * are in view, whole. A body that has to scroll gets all the height the window leaves the dialog: the old body
 * was capped at 100vh - 140 px, which ended it, and "What is a wallet?", short of the window's edge.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { boxes, useStoryBrowser, type Box, type Viewport } from './layout-page.js';

const stories = useStoryBrowser();

const VIEWPORTS: readonly Viewport[] = [
  { width: 1280, height: 800 },
  { width: 1280, height: 600 },
  { width: 1280, height: 480 },
  { width: 375, height: 800 },
  { width: 375, height: 600 },
];

const STORIES = [
  ['the Connect view', 'views--connect--everything'],
  ['the Connect view under the alert banner', 'views--connect--everything-with-alert'],
] as const;

async function one(page: Page, selector: string): Promise<Box> {
  const [box] = await boxes(page, selector);
  if (!box) throw new Error(`nothing matches ${selector} in the modal`);
  return box;
}

function within(inner: Box, outer: Box): boolean {
  // Half a pixel of slack for fractional layout.
  return inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5 && inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5;
}

/** Scrolls the modal's body to its end (the body, or whatever scrolls inside the dialog) and waits a frame. */
async function scrollBodyToEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const dialog = document.querySelector('[data-walletport="modal"]')!.shadowRoot!.querySelector('.wp-dialog')!;
    for (const element of [dialog, ...dialog.querySelectorAll('*')]) if (element.scrollHeight > element.clientHeight) element.scrollTop = element.scrollHeight;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

describe('the modal fits the viewport, its body scrolls and everything is reachable', () => {
  for (const [label, storyId] of STORIES) {
    for (const viewport of VIEWPORTS) {
      it(`${label} at ${viewport.width}×${viewport.height}`, async () => {
        const page = await stories.open(storyId, viewport);
        const screen: Box = { left: 0, top: 0, right: viewport.width, bottom: viewport.height, width: viewport.width, height: viewport.height };
        if (storyId.endsWith('with-alert')) await page.getByText('Invalid App Configuration').first().waitFor();

        const dialog = await one(page, '.wp-dialog');
        expect(within(dialog, screen), `dialog ${JSON.stringify(dialog)} inside the ${viewport.width}×${viewport.height} viewport`).toBe(true);
        const header = await one(page, '.wp-header');
        expect(within(header, dialog), 'header inside the dialog').toBe(true);
        // A body that must scroll gets all the height the window leaves the dialog (16 px around it on a
        // desktop, 48 px above the sheet on a phone), not a guess that cuts it shorter.
        const scrolls = await page.evaluate(() => {
          const body = document.querySelector('[data-walletport="modal"]')!.shadowRoot!.querySelector('.wp-body')!;
          return body.scrollHeight > body.clientHeight + 1;
        });
        if (scrolls) {
          const room = viewport.width > 430 ? viewport.height - 32 : viewport.height - 48;
          expect(dialog.height, 'the scrolling dialog fills the height the window leaves it').toBeCloseTo(room, 0);
        }

        await scrollBodyToEnd(page);
        expect(await one(page, '.wp-header'), 'the header stays put while the body scrolls').toEqual(header);
        const body = await one(page, '.wp-body');
        expect(within(body, dialog), 'body inside the dialog').toBe(true);
        for (const selector of ['.wp-connect > .wp-link-button', '.wp-legal']) {
          const box = await one(page, selector);
          expect(within(box, body), `${selector} ${JSON.stringify(box)} in view in the body ${JSON.stringify(body)}`).toBe(true);
          expect(within(box, screen), `${selector} on screen`).toBe(true);
        }
      });
    }
  }
});
