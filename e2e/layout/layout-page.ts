/**
 * What the layout checks share: the built stories served on 127.0.0.1 (the build of e2e/a11y/stories.ts,
 * cached by a hash of the sources), one chromium with the request guard on, a story opened at a chosen
 * viewport and settled, and geometry read from inside the modal's shadow root. happy-dom cannot lay out, so
 * every layout defect is checked here, in real chromium, with boxes (getBoundingClientRect, scrollWidth
 * against clientWidth, overlaps) rather than screenshots.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { guardRequests, launchChromium, type LaunchedChromium, type RequestGuard } from '../../devstack/browser/launch-chromium.js';
import { serveStatic, type StaticServer } from '../a11y/static-server.js';
import { settleAnimations, settleHosts, settleLayout, storyUrl } from '../a11y/story-page.js';
import { buildStories } from '../a11y/stories.js';

export type Viewport = { width: number; height: number };

/** The modal at its full 360 px width (a desktop window) and as a phone's bottom sheet. */
export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const PHONE: Viewport = { width: 375, height: 800 };

export type StoryBrowser = {
  /** Opens a story alone (Ladle's preview mode) in a new page at `viewport`, settled; closed after the test. */
  open(storyId: string, viewport?: Viewport): Promise<Page>;
};

/**
 * Builds (or reuses) the stories, serves them and launches chromium for the file's tests; after each test
 * closes its pages and fails it if a story asked for anything off 127.0.0.1; closes all after the file.
 */
export function useStoryBrowser(): StoryBrowser {
  let server: StaticServer | undefined;
  let browser: LaunchedChromium | undefined;
  let guard: RequestGuard | undefined;
  const pages: Page[] = [];

  beforeAll(async () => {
    const built = await buildStories();
    server = await serveStatic(built.dir);
    browser = await launchChromium({ viewport: DESKTOP, shared: false });
    guard = await guardRequests(browser.context);
    // 'Copy address' and 'Copy link' write to the clipboard, as they would after a person's click.
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  }, 180_000);

  afterEach(async () => {
    for (const page of pages.splice(0)) await page.close();
    guard?.assertNoViolations();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  return {
    async open(storyId, viewport = DESKTOP) {
      const page = await browser!.newPage();
      pages.push(page);
      // The end state of every animation is the same; a spinning ring would keep the layout from settling.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize(viewport);
      await page.goto(storyUrl(server!.url, storyId, 'light'));
      await page.waitForSelector('html[data-storyloaded]', { state: 'attached' });
      await page.waitForFunction(() => {
        const view = document.querySelector('[data-walletport="modal"]')?.shadowRoot?.querySelector('.wp-view');
        return view !== null && view !== undefined && view.childElementCount > 0 && view.querySelector(':scope > .wp-loading') === null;
      });
      await settleHosts(page);
      await settleAnimations(page);
      await settleLayout(page);
      return page;
    },
  };
}

export type Box = { left: number; top: number; right: number; bottom: number; width: number; height: number };

/** The boxes of every element matching `selector` inside the modal's shadow root. */
export async function boxes(page: Page, selector: string): Promise<Box[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector('[data-walletport="modal"]')?.shadowRoot;
    return [...(root?.querySelectorAll(selector) ?? [])].map((element) => {
      const { left, top, right, bottom, width, height } = element.getBoundingClientRect();
      return { left, top, right, bottom, width, height };
    });
  }, selector);
}

export type ClippedText = { text: string; scrollWidth: number; clientWidth: number; scrollHeight: number; clientHeight: number };

/**
 * The elements matching `selector` in the modal whose text does not fit their box (wider or taller than it):
 * cut by an ellipsis or by overflow. An empty list means every one is shown whole.
 */
export async function clippedTexts(page: Page, selector: string): Promise<ClippedText[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector('[data-walletport="modal"]')?.shadowRoot;
    return [...(root?.querySelectorAll<HTMLElement>(selector) ?? [])]
      .map((element) => ({
        text: element.textContent ?? '',
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
        scrollHeight: element.scrollHeight,
        clientHeight: element.clientHeight,
      }))
      .filter((entry) => entry.scrollWidth > entry.clientWidth || entry.scrollHeight > entry.clientHeight);
  }, selector);
}

/** True when two boxes share some area (touching edges do not count). */
export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}
