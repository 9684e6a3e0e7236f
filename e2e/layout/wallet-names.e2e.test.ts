/**
 * Wallet names stay readable (issue 12, "What a visitor sees"):
 * - a wallet row with two tags ('Recent' and 'Installed') shows the whole name "Walletport Test Wallet" at the
 *   modal's 360 px width and as a phone's sheet; the tags wrap or shrink instead;
 * - "Safe{Wallet}" is never broken inside a word (it was "Safe{Walle/t}" in the All Wallets tiles): wherever a
 *   name is shown it wraps at a space or hyphen, or is cut with an ellipsis, in the wallet list rows, the All
 *   Wallets tiles and the connecting views' titles.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clippedTexts, DESKTOP, PHONE, useStoryBrowser, type Viewport } from './layout-page.js';

const stories = useStoryBrowser();

const VIEWPORTS: readonly [string, Viewport][] = [
  ['at the modal’s 360 px width', DESKTOP],
  ['on a phone (375 px sheet)', PHONE],
];

type RowLayout = { name: string; nameClipped: boolean; tags: { text: string; clipped: boolean; inside: boolean }[] };

/** Each wallet row: its name, whether the name is cut, and each tag (cut? inside the row?). */
async function rows(page: Page): Promise<RowLayout[]> {
  return page.evaluate(() => {
    const root = document.querySelector('[data-walletport="modal"]')!.shadowRoot!;
    return [...root.querySelectorAll<HTMLElement>('.wp-wallet-item')].map((row) => {
      const name = row.querySelector<HTMLElement>('.wp-wallet-item-name')!;
      const box = row.getBoundingClientRect();
      return {
        name: name.textContent ?? '',
        nameClipped: name.scrollWidth > name.clientWidth,
        tags: [...row.querySelectorAll<HTMLElement>('.wp-tag')].map((tag) => {
          const tagBox = tag.getBoundingClientRect();
          return {
            text: tag.textContent ?? '',
            clipped: tag.scrollWidth > tag.clientWidth,
            inside: tagBox.left >= box.left && tagBox.right <= box.right && tagBox.top >= box.top && tagBox.bottom <= box.bottom,
          };
        }),
      };
    });
  });
}

type WrappedText = { text: string; lines: string[]; overflowing: boolean; textOverflow: string };

/**
 * How each element's text is laid out: its lines as rendered (from the boxes of its characters, hidden lines
 * of a line clamp included), whether it is wider than its box, and its text-overflow.
 */
async function wrappedTexts(page: Page, selector: string): Promise<WrappedText[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector('[data-walletport="modal"]')!.shadowRoot!;
    return [...root.querySelectorAll<HTMLElement>(selector)].map((element) => {
      const lines: string[] = [];
      let line = '';
      let lineTop: number | undefined;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let index = 0; index < node.data.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          const top = rect ? Math.round(rect.top) : lineTop;
          if (lineTop !== undefined && top !== undefined && Math.abs(top - lineTop) > 2) {
            lines.push(line);
            line = '';
          }
          line += node.data[index];
          lineTop = top;
        }
      }
      lines.push(line);
      return {
        text: element.textContent ?? '',
        lines,
        overflowing: element.scrollWidth > element.clientWidth,
        textOverflow: getComputedStyle(element).textOverflow,
      };
    });
  }, selector);
}

/** Lines that end inside a word: neither the line ends in a space or hyphen nor the next starts with a space. */
function breaksInsideWords({ lines }: WrappedText): string[] {
  return lines.slice(0, -1).flatMap((line, index) => {
    const next = lines[index + 1] ?? '';
    return /[\s-]$/.test(line) || /^\s/.test(next) ? [] : [`${line}|${next}`];
  });
}

/** Every text of `selector` that mentions `name` breaks only between words, and is cut only with an ellipsis. */
async function expectWrappedAtWords(page: Page, selector: string, name: string): Promise<void> {
  const texts = (await wrappedTexts(page, selector)).filter((text) => text.text.includes(name));
  expect(texts.length, `${selector} showing ${name}`).toBeGreaterThan(0);
  for (const text of texts) {
    expect(breaksInsideWords(text), `"${text.text}" in ${selector}, as laid out: ${text.lines.join(' / ')}`).toEqual([]);
    if (text.overflowing) expect(text.textOverflow, `"${text.text}" in ${selector} is cut`).toBe('ellipsis');
  }
}

describe('a wallet row with two tags', () => {
  for (const [label, viewport] of VIEWPORTS) {
    it(`shows the whole name beside 'Recent' and 'Installed' ${label}`, async () => {
      const page = await stories.open('views--connect--wallet-list--recent-and-installed', viewport);
      const layout = await rows(page);
      const tagged = layout.filter((row) => row.tags.length === 2);
      expect(tagged.map((row) => row.name)).toEqual(['Walletport Test Wallet', 'Safe{Wallet}']);
      for (const row of tagged) {
        expect(row.nameClipped, `"${row.name}" is cut`).toBe(false);
        expect(row.tags.map((tag) => tag.text)).toEqual(['Recent', 'Installed']);
        expect(row.tags.filter((tag) => tag.clipped || !tag.inside), `tags of "${row.name}"`).toEqual([]);
      }
      // Every other name of the list fits too.
      expect(layout.filter((row) => row.nameClipped).map((row) => row.name)).toEqual([]);
    });
  }
});

describe('"Safe{Wallet}" is never broken inside a word', () => {
  for (const [label, viewport] of VIEWPORTS) {
    it(`in the wallet list rows ${label}`, async () => {
      const page = await stories.open('views--connect--wallet-list--recent-and-installed', viewport);
      await expectWrappedAtWords(page, '.wp-wallet-item-name', 'Safe{Wallet}');
    });

    it(`in the All Wallets tiles ${label}`, async () => {
      const page = await stories.open('views--all-wallets--everyday-names', viewport);
      await expectWrappedAtWords(page, '.wp-wallet-card-name', 'Safe{Wallet}');
      // Names with spaces wrap at a space and show whole, both lines inside the tile.
      await expectWrappedAtWords(page, '.wp-wallet-card-name', 'Coinbase Wallet');
      const cut = (await clippedTexts(page, '.wp-wallet-card-name')).map((text) => text.text);
      expect(cut).toEqual(['Safe{Wallet}']);
    });

    it(`in the browser wallet's connecting view ${label}`, async () => {
      const page = await stories.open('views--connecting-external--safe-wallet', viewport);
      await expectWrappedAtWords(page, '.wp-title', 'Safe{Wallet}');
      await expectWrappedAtWords(page, '.wp-connecting-title', 'Safe{Wallet}');
      expect(await clippedTexts(page, '.wp-title, .wp-connecting-title')).toEqual([]);
    });

    it(`in the WalletConnect connecting view ${label}`, async () => {
      const page = await stories.open('views--connecting-walletconnect--safe-wallet', viewport);
      await expectWrappedAtWords(page, '.wp-title', 'Safe{Wallet}');
      await expectWrappedAtWords(page, '.wp-wc-caption', 'Safe{Wallet}');
      await expectWrappedAtWords(page, '[role="tab"]', 'Safe{Wallet}');
      expect(await clippedTexts(page, '.wp-title, .wp-wc-caption')).toEqual([]);
    });
  }
});
