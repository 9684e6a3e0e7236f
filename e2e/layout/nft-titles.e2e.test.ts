/**
 * NFT titles keep the token number that tells them apart (issue 12, "What a visitor sees": "Walletport Devnet
 * Pass #7" was cut to "Walletport Devnet Pa…"). In the Account view's NFTs tab a long title is cut in its name,
 * never in its trailing "#n", which is in view, whole, inside its tile; a number too long for the tile is
 * shortened in the middle by splitNftTitle (unit-tested beside it).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, useStoryBrowser, type Viewport } from './layout-page.js';

const stories = useStoryBrowser();

type Caption = { text: string; number: string | undefined; numberInView: boolean; overflowsTile: boolean };

/**
 * Each NFT caption: its text, the "#n" it ends with (if any), whether every character of that "#n" is drawn
 * inside the caption's box (characters cut by an ellipsis or overflow are laid out past its edge), and whether
 * the caption is wider than its tile.
 */
async function captions(page: Page): Promise<Caption[]> {
  return page.evaluate(() => {
    const root = document.querySelector('[data-walletport="modal"]')!.shadowRoot!;
    return [...root.querySelectorAll<HTMLElement>('.wp-nft-name')].map((caption) => {
      const text = caption.textContent ?? '';
      const number = /#[\d…]+$/u.exec(text.trim())?.[0];
      const box = caption.getBoundingClientRect();
      const tile = caption.closest('.wp-nft')!.getBoundingClientRect();
      let numberInView = number !== undefined;
      if (number !== undefined) {
        // The characters of the trailing number, from the end of the caption's text nodes backwards.
        const nodes: Text[] = [];
        const walker = document.createTreeWalker(caption, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
        let remaining = number.length;
        for (const node of nodes.reverse()) {
          const data = node.data.trimEnd();
          for (let index = data.length - 1; index >= 0 && remaining > 0; index -= 1, remaining -= 1) {
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            const rect = range.getBoundingClientRect();
            const visible = rect.width > 0 && rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5;
            if (!visible) numberInView = false;
          }
          if (remaining === 0) break;
        }
      }
      return { text, number, numberInView, overflowsTile: box.right > tile.right + 0.5 || box.left < tile.left - 0.5 };
    });
  });
}

const VIEWPORTS: readonly [string, Viewport][] = [
  ['at the modal’s 360 px width', DESKTOP],
  ['on a phone', PHONE],
];

describe('NFT titles keep their token number in view', () => {
  for (const [label, viewport] of VIEWPORTS) {
    it(`in the NFTs tab ${label}`, async () => {
      const page = await stories.open('views--account--nfts-long-titles', viewport);
      await page.getByText('Walletport Devnet Pass', { exact: false }).first().waitFor();
      const shown = await captions(page);
      expect(shown.map((caption) => caption.number)).toEqual(['#7', '#12', '#1234', '#1157…9935', undefined, '#42']);
      for (const caption of shown) {
        if (caption.number !== undefined) expect(caption.numberInView, `"${caption.number}" of "${caption.text}" in view`).toBe(true);
        expect(caption.overflowsTile, `"${caption.text}" stays inside its tile`).toBe(false);
      }
    });
  }
});
