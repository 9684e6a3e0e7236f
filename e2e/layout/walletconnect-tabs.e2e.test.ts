/**
 * Every label of the WalletConnect view's tablist is readable at the modal's 360 px width and on a phone
 * (issue 12, "What a visitor sees": 'Get {wallet}' was cut with an ellipsis). No tab is cut, each sits inside
 * the tablist, and no two overlap.
 */
import { describe, expect, it } from 'vitest';
import { boxes, clippedTexts, DESKTOP, overlaps, PHONE, useStoryBrowser, type Viewport } from './layout-page.js';

const stories = useStoryBrowser();

const CASES: readonly [string, string, readonly string[]][] = [
  ['Trust', 'views--connecting-walletconnect--uri-shown', ['Mobile', 'Desktop', 'Web app', 'Get Trust']],
  ['Walletport Test Wallet', 'views--connecting-walletconnect--test-wallet-tabs', ['Mobile', 'Desktop', 'Web app', 'Get Walletport Test Wallet']],
  ['Safe{Wallet}', 'views--connecting-walletconnect--safe-wallet', ['Mobile', 'Desktop', 'Web app', 'Get Safe{Wallet}']],
];

const VIEWPORTS: readonly [string, Viewport][] = [
  ['at the modal’s 360 px width', DESKTOP],
  ['on a phone', PHONE],
];

describe('the WalletConnect view’s tab labels are readable', () => {
  for (const [name, storyId, labels] of CASES) {
    for (const [label, viewport] of VIEWPORTS) {
      it(`for ${name} ${label}`, async () => {
        const page = await stories.open(storyId, viewport);
        const tabs = page.getByRole('tablist', { name: `Ways to connect ${name}` }).getByRole('tab');
        expect(await tabs.allTextContents()).toEqual(labels);
        expect(await clippedTexts(page, '[role="tab"]'), 'tabs whose label is cut').toEqual([]);
        const [list] = await boxes(page, '[role="tablist"]');
        const tabBoxes = await boxes(page, '[role="tab"]');
        for (const tab of tabBoxes) {
          expect(tab.left >= list!.left && tab.right <= list!.right && tab.top >= list!.top && tab.bottom <= list!.bottom, 'tab inside the tablist').toBe(true);
        }
        for (const [index, tab] of tabBoxes.entries()) {
          for (const other of tabBoxes.slice(index + 1)) expect(overlaps(tab, other), 'two tabs overlap').toBe(false);
        }
      });
    }
  }
});
