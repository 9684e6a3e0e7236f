/**
 * Opening one story of the built Ladle site in preview mode (the story alone, no Ladle chrome) and bringing
 * it to a settled state: story loaded, walletport's hosts rendered, finite animations finished. The settling
 * helpers (settleAnimations, settleLayout) work on any page with walletport on it, the demo's included.
 */
import type { Page } from 'playwright-core';
import type { StoryEntry } from './stories.js';
import type { WalletportLocale } from '../../domain/entities/i18n/locales.js';
import { OUR_HOSTS } from './axe.js';

export type ThemeMode = 'light' | 'dark';
/** A language the stories can be shown in (the story client's `wpLocale`, .ladle/story-locale.ts). */
export type StoryLocale = WalletportLocale;

/** The widths of the Ladle width addon (.ladle/config.mjs) by name. */
const LADLE_WIDTHS: Record<string, number> = { xsmall: 375, small: 640, medium: 768, large: 1024 };
export const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

/** The viewport a story asks for (its `width` meta), or the default. */
export function storyViewport(story: StoryEntry): { width: number; height: number } {
  const width = story.meta?.width;
  if (typeof width === 'number') return { width, height: DEFAULT_VIEWPORT.height };
  if (typeof width === 'string' && width in LADLE_WIDTHS) return { width: LADLE_WIDTHS[width]!, height: DEFAULT_VIEWPORT.height };
  return DEFAULT_VIEWPORT;
}

/**
 * The story's address: preview mode, with Ladle's own theme matching the modal's (the page around the hosts),
 * and in `locale` when one is given (the story client reads `wpLocale`).
 */
export function storyUrl(baseUrl: string, storyId: string, theme: ThemeMode, locale?: StoryLocale): string {
  const language = locale ? `&wpLocale=${encodeURIComponent(locale)}` : '';
  return `${baseUrl}/?mode=preview&story=${encodeURIComponent(storyId)}&theme=${theme}${language}`;
}

/**
 * Shows the story already on screen in `locale`, in place (no reload: the story client's window hook switches
 * every story client of the page), and waits until it is drawn: every element of walletport's shadow roots
 * that carries a `lang` (the dialog's overlay, the buttons) carries this one. The shadow roots' own wrapper
 * (`.wp-root`) is always English: it only stops the page's language leaking in.
 *
 * One round trip to the page: the switch, then the wait for React's commit (it follows the language's
 * arrival within a few tasks) in the page itself. It runs once per story and language in the axe check,
 * where the frames a `waitForFunction` polls on added up to most of a minute.
 */
export async function switchStoryLocale(page: Page, locale: StoryLocale): Promise<void> {
  const shown = await page.evaluate(
    async ({ selector, locale }) => {
      // Absent on a story drawn without a client (a component on its own): it is English whatever is asked.
      const switchStories = (window as { __walletportStoryLocale?: (locale: string) => Promise<void> }).__walletportStoryLocale;
      await switchStories?.(locale);
      const isShown = () =>
        [...document.querySelectorAll(selector)]
          .flatMap((host) => [...(host.shadowRoot?.querySelectorAll('[lang]:not(.wp-root)') ?? [])])
          .every((element) => element.getAttribute('lang') === locale);
      for (let task = 0; task < 200; task += 1) {
        if (isShown()) return true;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return false;
    },
    { selector: OUR_HOSTS, locale },
  );
  if (!shown) throw new Error(`the story did not show ${locale} within a second of its text arriving`);
  await settleAnimations(page);
}

/**
 * Waits until every finite animation in walletport's shadow roots has finished (the document's own, such as
 * Ladle's loading ring, are not ours to wait for).
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = (animation: Animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end);
    };
    for (let round = 0; round < 5; round += 1) {
      const roots: ShadowRoot[] = [];
      for (const host of document.querySelectorAll('[data-walletport]')) if (host.shadowRoot) roots.push(host.shadowRoot);
      const pending = roots.flatMap((root) => root.getAnimations()).filter((animation) => finite(animation) && animation.playState !== 'finished');
      if (pending.length === 0) break;
      await Promise.race([Promise.all(pending.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 2000))]);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    // The modal's body follows its content's height a render after the content changed (AnimatedHeight's
    // ResizeObserver): until then a taller content (a longer language, say) scrolls inside a body still short.
    const bodiesFollowContent = () =>
      [...document.querySelectorAll('[data-walletport]')]
        .flatMap((host) => [...(host.shadowRoot?.querySelectorAll<HTMLElement>('.wp-body') ?? [])])
        .every((body) => body.style.height === '' || Math.abs(parseFloat(body.style.height) - ((body.firstElementChild as HTMLElement | null)?.offsetHeight ?? 0)) < 1);
    for (let task = 0; task < 200 && !bodiesFollowContent(); task += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

/**
 * Shows the story in `theme`: Ladle's page (its `data-theme`, the frame around the story) and the modal's own
 * theme on every walletport host. The modal's palette is chosen by the host's `data-wp-theme` attribute alone
 * (ShadowPortal sets it from the theme use case, and nothing else reads the mode), so this renders what
 * `themeMode` would, for every story, including those that do not take the theme as an option.
 */
export async function applyTheme(page: Page, theme: ThemeMode): Promise<void> {
  await page.evaluate(
    ({ selector, theme }) => {
      document.documentElement.setAttribute('data-theme', theme);
      for (const host of document.querySelectorAll(selector)) host.setAttribute('data-wp-theme', theme);
    },
    { selector: OUR_HOSTS, theme },
  );
}

/** The modal's theme as the hosts show it (to check that applyTheme took). */
export async function hostThemes(page: Page): Promise<string[]> {
  return page.evaluate((selector) => [...document.querySelectorAll(selector)].map((host) => host.getAttribute('data-wp-theme') ?? ''), OUR_HOSTS);
}

/**
 * Opens a story (light), waits for it to render, for lazy views to load, and for animations to finish.
 *
 * The first story of a page is loaded from its address; the next ones are reached the way Ladle's own
 * back/forward handling does (a history entry and a popstate event), without reloading Ladle's bundle or axe.
 * That also has every story unmount the one before, as a single-page host would: what a story leaves behind
 * in the page (a host element, `inert`, the scroll lock) would show up in the next one's check.
 */
export async function openStory(page: Page, baseUrl: string, story: StoryEntry): Promise<void> {
  await page.setViewportSize(storyViewport(story));
  const url = storyUrl(baseUrl, story.id, 'light');
  if (page.url().startsWith(`${baseUrl}/?mode=preview&`)) {
    const previousTitle = await page.title();
    await page.evaluate((next) => {
      history.pushState(null, '', next);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, url);
    await page.waitForFunction((title) => document.title !== title, previousTitle);
  } else {
    await page.goto(url);
  }
  await page.waitForSelector('html[data-storyloaded]', { state: 'attached' });
  await page.waitForFunction((selector) => {
    const hosts = [...document.querySelectorAll(selector)];
    if (hosts.length === 0 || hosts.some((host) => host.shadowRoot === null || host.shadowRoot.childElementCount === 0)) return false;
    // A lazy view shows "Loading view" until its code has arrived.
    const view = document.querySelector('[data-walletport="modal"]')?.shadowRoot?.querySelector('.wp-view');
    return !view || (view.childElementCount > 0 && !/^Loading view$/.test(view.querySelector(':scope > .wp-loading')?.textContent ?? ''));
  }, OUR_HOSTS);
  await settleHosts(page);
  await settleAnimations(page);
}

/**
 * Waits until the set of walletport hosts stays the same (the same elements, not new ones) over `quietMs`:
 * Ladle may render a story a second time right after showing it (its controls initialise), and a check must
 * not start on hosts about to be replaced.
 */
export async function settleHosts(page: Page, { quietMs = 60, timeoutMs = 5000 } = {}): Promise<void> {
  const started = Date.now();
  let previous = '';
  for (;;) {
    const ids = await page.evaluate((selector) => {
      const marked = window as unknown as { __wpHostIds?: WeakMap<Element, number>; __wpNextHostId?: number };
      marked.__wpHostIds ??= new WeakMap();
      return [...document.querySelectorAll(selector)]
        .map((host) => {
          if (!marked.__wpHostIds!.has(host)) marked.__wpHostIds!.set(host, (marked.__wpNextHostId = (marked.__wpNextHostId ?? 0) + 1));
          return marked.__wpHostIds!.get(host);
        })
        .join(',');
    }, OUR_HOSTS);
    if (ids === previous) return;
    if (Date.now() - started > timeoutMs) throw new Error(`walletport's hosts were still being replaced after ${timeoutMs} ms`);
    previous = ids;
    await page.waitForTimeout(quietMs);
  }
}

/**
 * Waits until walletport's layout stops changing: no finite animation running and the boxes of every shadow
 * root's elements the same over `quietMs` (content that arrives late, such as wallet images or a list
 * filled from the catalogue, resizes the modal and starts its height transition again).
 */
export async function settleLayout(page: Page, { quietMs = 200, timeoutMs = 5000 } = {}): Promise<void> {
  const started = Date.now();
  let previous = '';
  for (;;) {
    await settleAnimations(page);
    const boxes = await page.evaluate(() =>
      [...document.querySelectorAll('[data-walletport]')]
        .flatMap((host) => [...(host.shadowRoot?.querySelectorAll('*') ?? [])])
        .map((element) => {
          const rect = element.getBoundingClientRect();
          return `${rect.x},${rect.y},${rect.width},${rect.height}`;
        })
        .join(';'),
    );
    if (boxes === previous) return;
    if (Date.now() - started > timeoutMs) throw new Error(`walletport's layout was still changing after ${timeoutMs} ms`);
    previous = boxes;
    await page.waitForTimeout(quietMs);
  }
}
