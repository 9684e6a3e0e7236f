/**
 * The longest translations fit (issue 32, "Twenty languages, right to left included"): the five languages
 * whose catalogues are longest (all their text, counted in characters: German and the like) shown on the
 * main views' stories and the three buttons, in real chromium. No text is cut off: no element whose text
 * overflows its box (wider or taller than it) unless the cut is deliberate (an ellipsis or a line clamp) and
 * the whole text is in a title or an accessible name around it; the buttons' labels show whole. What the
 * story already cuts in English (data made long on purpose: a wallet's or a token's name) is not counted.
 *
 * Each story is opened once (in English) and switched in place to each language (switchStoryLocale), so
 * twenty-five checks cost five openings of Ladle's bundle fewer than they would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { guardRequests, launchChromium, type LaunchedChromium, type RequestGuard } from '../../devstack/browser/launch-chromium.js';
import { WALLETPORT_LOCALES, type WalletportLocale } from '../../domain/entities/i18n/locales.js';
import { loadMessages } from '../../locales/load.js';
import { serveStatic, type StaticServer } from '../a11y/static-server.js';
import { openStory, settleLayout, switchStoryLocale } from '../a11y/story-page.js';
import { buildStories, listStories, type StoryEntry } from '../a11y/stories.js';

/** One story per main view, in the state with the most text on screen, and the three buttons. */
const STORIES: readonly [string, string][] = [
  ['Connect', 'views--connect--everything'],
  ['AllWallets', 'views--all-wallets--wallets'],
  ['Account', 'views--account--tokens'],
  ['Send', 'views--send--insufficient-balance'],
  ['SendPreview', 'views--send--preview'],
  ['Swap', 'views--swap--quoted'],
  ['SwapPreview', 'views--swap--preview-approval-needed'],
  ['Buy', 'views--buy--form'],
  ['OnRampProviders', 'views--buy--quotes'],
  ['Networks', 'views--networks--connected'],
  ['SwitchNetwork', 'views--switch-network--declined'],
  ['SIWXSignMessage', 'views--sign-in--siwx---light'],
  ['EmailLogin', 'views--email-login--cooldown'],
  ['ConnectButton', 'connect-button--default'],
  ['AccountButton', 'account-button--connected'],
  ['NetworkButton', 'network-button--unsupported'],
];
const HOW_MANY_LANGUAGES = 5;

/** All of a catalogue's text, in characters (every plural form counted). */
function catalogueLength(messages: Record<string, unknown>): number {
  let length = 0;
  for (const message of Object.values(messages)) {
    if (typeof message === 'string') length += message.length;
    else if (message && typeof message === 'object') for (const form of Object.values(message)) length += typeof form === 'string' ? form.length : 0;
  }
  return length;
}

/** The shipped languages with the longest catalogues, longest first. */
async function longestLanguages(count: number): Promise<{ locale: WalletportLocale; length: number }[]> {
  const lengths = await Promise.all(
    WALLETPORT_LOCALES.filter((locale) => locale !== 'en').map(async (locale) => ({
      locale,
      length: catalogueLength((await loadMessages(locale)) as Record<string, unknown>),
    })),
  );
  return lengths.sort((a, b) => b.length - a.length).slice(0, count);
}

/** `at`: the element's place in the page (host, then element, in document order): the same in every language. */
type CutText = { at: string; text: string; element: string; overflow: string };

/**
 * Every element of walletport's shadow roots whose text does not fit its box, except a region meant to
 * scroll (overflow auto or scroll), a visually hidden label, and a deliberate cut (an ellipsis or line
 * clamp) whose whole text is in a title or aria-label of the element or around it.
 */
async function cutTexts(page: Page): Promise<CutText[]> {
  return page.evaluate(() => {
    const found: CutText[] = [];
    const nameOf = (element: Element) => `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).trim().split(/\s+/).join('.')}` : ''}`;
    const namedWhole = (element: Element, text: string) => {
      for (let around: Element | null = element; around; around = around.parentElement) {
        if (around.getAttribute('title')?.includes(text) || around.getAttribute('aria-label')?.includes(text)) return true;
      }
      return false;
    };
    for (const [hostIndex, host] of [...document.querySelectorAll('[data-walletport]')].entries()) {
      for (const [index, element] of [...(host.shadowRoot?.querySelectorAll<HTMLElement>('*') ?? [])].entries()) {
        if (!(element instanceof HTMLElement) || element.clientWidth === 0 || element.clientHeight === 0) continue;
        const text = (element.innerText ?? '').trim();
        if (text === '') continue;
        const style = getComputedStyle(element);
        if (/auto|scroll/.test(`${style.overflowX} ${style.overflowY}`)) continue;
        // A label for screen readers only: one pixel, clipped on purpose.
        if (element.clientWidth <= 1 || element.clientHeight <= 1 || (style.clip !== 'auto' && style.clip !== '')) continue;
        const wide = element.scrollWidth - element.clientWidth;
        const tall = element.scrollHeight - element.clientHeight;
        // A pixel of slack: fractional layout rounds the scroll sizes up.
        if (wide <= 1 && tall <= 1) continue;
        const deliberate = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
        if (deliberate && namedWhole(element, text)) continue;
        found.push({ at: `${hostIndex}/${index}`, text: text.slice(0, 80), element: nameOf(element), overflow: `${wide > 1 ? `${wide}px wide` : ''}${wide > 1 && tall > 1 ? ', ' : ''}${tall > 1 ? `${tall}px tall` : ''}` });
      }
    }
    return found;
  });
}

/** Button labels cut by the button itself or by something around it: the label's box outside the button's. */
async function hiddenButtonLabels(page: Page): Promise<{ at: string; label: string }[]> {
  return page.evaluate(() => {
    const found: { at: string; label: string }[] = [];
    for (const [hostIndex, host] of [...document.querySelectorAll('[data-walletport]')].entries()) {
      for (const [index, button] of [...(host.shadowRoot?.querySelectorAll<HTMLElement>('button, [role="button"]') ?? [])].entries()) {
        const box = button.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if ((node.textContent ?? '').trim() === '') continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) {
            if (rect.left < box.left - 1 || rect.right > box.right + 1 || rect.top < box.top - 1 || rect.bottom > box.bottom + 1) {
              const label = `"${(node.textContent ?? '').trim()}" spills out of its button "${(button.innerText || button.getAttribute('aria-label') || '').trim().slice(0, 40)}"`;
              found.push({ at: `${hostIndex}/${index}`, label });
              break;
            }
          }
        }
      }
    }
    return found;
  });
}

let server: StaticServer | undefined;
let browser: LaunchedChromium | undefined;
let guard: RequestGuard | undefined;
let page: Page | undefined;
let stories = new Map<string, StoryEntry>();
let languages: { locale: WalletportLocale; length: number }[] = [];

beforeAll(async () => {
  const built = await buildStories();
  stories = new Map((await listStories(built.dir)).map((story) => [story.id, story]));
  languages = await longestLanguages(HOW_MANY_LANGUAGES);
  console.log(`longest catalogues: ${languages.map(({ locale, length }) => `${locale} ${length}`).join(', ')}`);
  server = await serveStatic(built.dir);
  browser = await launchChromium({ shared: false });
  guard = await guardRequests(browser.context);
  page = await browser.newPage();
  // The end state of every animation is the same; a spinning ring would keep the layout from settling.
  await page.emulateMedia({ reducedMotion: 'reduce' });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the five longest translations fit the main views and the buttons', () => {
  it('the longest catalogues are real translations, German among them', () => {
    expect(languages.map(({ locale }) => locale)).toContain('de');
    expect(languages).toHaveLength(HOW_MANY_LANGUAGES);
  });

  it('the check sees a cut text, and lets a deliberate ellipsis with its whole text in a title pass', async () => {
    // The check of the check: without this, "nothing cut" could mean it never looked.
    await openStory(page!, server!.url, stories.get('views--connect--wallet-list--with-wallets')!);
    await page!.evaluate(() => {
      const view = document.querySelector('[data-walletport="modal"]')!.shadowRoot!.querySelector('.wp-view')!;
      const planted = document.createElement('div');
      const style = 'width: 60px; white-space: nowrap; overflow: hidden;';
      planted.innerHTML =
        `<p class="planted-cut" style="${style}">Eine sehr lange Beschriftung</p>` +
        `<p class="planted-ellipsis" style="${style} text-overflow: ellipsis" title="Eine sehr lange Beschriftung">Eine sehr lange Beschriftung</p>` +
        `<button type="button" class="planted-button" style="width: 40px; white-space: nowrap">Verbindung herstellen</button>`;
      view.append(planted);
    });
    const cut = (await cutTexts(page!)).map(({ element }) => element);
    expect(cut).toContain('p.planted-cut');
    expect(cut).not.toContain('p.planted-ellipsis');
    expect((await hiddenButtonLabels(page!)).map(({ label }) => label)).toEqual([expect.stringContaining('Verbindung herstellen')]);
  });

  for (const [view, storyId] of STORIES) {
    it(`${view} (${storyId}): no text cut off`, async () => {
      const story = stories.get(storyId);
      expect(story, `story ${storyId} in the build`).toBeDefined();
      await openStory(page!, server!.url, story!);
      // What English already cuts (a wallet's or a token's own long name, cut on purpose) is the English layout's,
      // checked by the other layout files; here only what a translation cuts counts.
      const english = new Set([...(await cutTexts(page!)), ...(await hiddenButtonLabels(page!))].map(({ at }) => at));
      const failures: string[] = [];
      for (const { locale } of languages) {
        await switchStoryLocale(page!, locale);
        await settleLayout(page!);
        for (const cut of await cutTexts(page!)) if (!english.has(cut.at)) failures.push(`${locale}: ${cut.element} "${cut.text}" overflows ${cut.overflow}`);
        for (const { at, label } of await hiddenButtonLabels(page!)) if (!english.has(at)) failures.push(`${locale}: ${label}`);
      }
      expect(failures, `cut-off text in ${view}:\n${failures.join('\n')}`).toEqual([]);
      guard!.assertNoViolations();
    }, 60_000);
  }
});
