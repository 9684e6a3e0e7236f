/**
 * The demo host page as a visitor sees it (issue 12, "What a visitor sees"):
 * - at 390 px wide nothing sticks out of the page (the header's title and buttons, the panels, the forms),
 *   before and after connecting the test wallet;
 * - the icon the demo sends the WalletConnect wallet page is a real image on the demo's origin (the demo used
 *   to leave its metadata icons empty, and the WalletConnect client then sent its `data:` favicon as the broken
 *   address http://127.0.0.1:<port>/data:,);
 * - the devstack serves the demo as a production build by default (`npm start -- --dev` for vite's dev server).
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openDemo, type Journey } from '../harness.js';
import { clientUri, openWalletConnectJourney, openWalletConnectView, pairWallet } from '../walletconnect/wc-journeys.js';
import { accountButtonBalance, connectButton, connectWallet, networkButton } from '../wallet-journeys.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

const NARROW = { width: 390, height: 844 };

type Overflow = { what: string; left: number; right: number };

/** Every element of the page, and of walletport's shadow roots, whose box reaches past the viewport's sides. */
async function overflowing(page: Page): Promise<{ scrollWidth: number; clientWidth: number; elements: Overflow[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const all = (root: Document | ShadowRoot): Element[] =>
      [...root.querySelectorAll('*')].flatMap((element) => [element, ...(element.shadowRoot ? all(element.shadowRoot) : [])]);
    const elements = all(document)
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && (box.right > width + 0.5 || box.left < -0.5))
      .map(({ element, box }) => ({
        what: `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`,
        left: Math.round(box.left),
        right: Math.round(box.right),
      }));
    return { scrollWidth: document.documentElement.scrollWidth, clientWidth: width, elements };
  });
}

describe('the demo host page', () => {
  it('fits a 390 px wide screen, before and after connecting', async () => {
    journey = await openDemo();
    const { page, guard } = journey;
    await page.setViewportSize(NARROW);
    await connectButton(page).waitFor();
    await expect.poll(() => networkButton(page).textContent()).toContain('Walletport Devnet A');
    const disconnected = await overflowing(page);
    expect(disconnected.elements, 'elements past the edge, disconnected').toEqual([]);
    expect(disconnected.scrollWidth).toBeLessThanOrEqual(disconnected.clientWidth);

    await connectWallet(page);
    await expect.poll(() => accountButtonBalance(page).textContent()).toMatch(/ETH/);
    const connected = await overflowing(page);
    expect(connected.elements, 'elements past the edge, connected').toEqual([]);
    expect(connected.scrollWidth).toBeLessThanOrEqual(connected.clientWidth);
    guard.assertNoViolations();
  });

  it("sends the WalletConnect wallet an icon that is an image on the demo's origin", async () => {
    const wc = await openWalletConnectJourney();
    journey = wc;
    await openWalletConnectView(wc);
    const uri = await clientUri(wc.page);
    expect(uri).toMatch(/^wc:/);
    const proposal = await pairWallet(wc.wallet, uri!);
    await expect.poll(() => proposal.getByTestId('proposal-dapp-name').textContent()).toBe('walletport demo');
    const listed = (await proposal.locator('dt:text-is("Icons") + dd').textContent()) ?? '';
    const icons = listed.split(' ').filter(Boolean);
    expect(icons.length, 'the demo names an icon').toBeGreaterThan(0);
    const { demoUrl } = inject('devstack');
    for (const icon of icons) {
      expect(new URL(icon).origin, icon).toBe(new URL(demoUrl).origin);
      const response = await fetch(icon);
      expect(response.status, icon).toBe(200);
      expect(response.headers.get('content-type'), icon).toMatch(/^image\//);
    }
    wc.guard.assertNoViolations();
  });

  // WALLETPORT_DEMO_MODE=dev runs the browser tests against vite's dev server instead.
  it.skipIf(process.env.WALLETPORT_DEMO_MODE === 'dev')('is served as a production build, one bundle rather than the sources module by module', async () => {
    journey = await openDemo();
    const { page } = journey;
    await connectButton(page).waitFor();
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    // The demo builds three pages (index.html, elements.html, wagmi.html); the first one's entry is 'main'.
    expect(scripts.filter((name) => /\/assets\/main-[\w-]+\.js$/.test(name)).length, 'the bundled entry').toBe(1);
    expect(scripts.filter((name) => name.endsWith('.tsx') || name.startsWith('/@')), 'modules vite serves one by one').toEqual([]);
  });
});
