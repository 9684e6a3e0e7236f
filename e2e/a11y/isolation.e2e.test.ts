/**
 * Style isolation in real chromium, on the demo host page, both ways:
 *
 * - in: a hostile stylesheet (`* { all: unset !important; font-size: 40px !important; color: red !important }`,
 *   `button { display: none !important }`, `div { position: absolute !important }`, global resets, and every
 *   `--wp-*` custom property the modal's stylesheets use set to nonsense on every element) leaves the modal
 *   and the connect button exactly as they are on the same page without it (a set of computed properties and
 *   box sizes of key elements inside the shadow roots), and the dialog is 360 px wide with its title at 16 px
 *   in the theme's colour and its close button visible; a page that turns itself Arabic and right to left
 *   leaves a modal told to speak English (the `locale` option) English and left to right;
 * - out: opening the modal changes no computed style of any element of the host page (beyond the scroll
 *   lock's `overflow` on <body>), adds no stylesheet to the document, and closing leaves it as it was.
 *
 * And prefers-reduced-motion: with it, the dialog's transitions and animations have no duration at all.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HEADER_TEXT_ANIMATION_MS, MODAL_HEIGHT_ANIMATION_MS, MODAL_WIDTH_PX, VIEW_TRANSITION_MS } from '../../domain/entities/constants.js';
import { openDemo, type Journey } from '../harness.js';
import { diffSnapshots, pageSnapshot, shadowSnapshot, type ShadowTarget } from './computed-styles.js';
import { settleLayout } from './story-page.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

/** Key elements of the open modal (Connect view) and of the connect button, inside their shadow roots. */
const TARGETS: Record<string, ShadowTarget> = {
  overlay: { host: 'modal', selector: '.wp-overlay' },
  dialog: { host: 'modal', selector: '[role="dialog"]' },
  header: { host: 'modal', selector: '.wp-header' },
  title: { host: 'modal', selector: '.wp-title' },
  'title text': { host: 'modal', selector: '.wp-title-text' },
  'close button': { host: 'modal', selector: 'button[aria-label="Close"]' },
  'close icon': { host: 'modal', selector: 'button[aria-label="Close"] svg' },
  body: { host: 'modal', selector: '.wp-body' },
  view: { host: 'modal', selector: '.wp-view' },
  'email label': { host: 'modal', selector: 'label' },
  'email input': { host: 'modal', selector: 'input' },
  'social button': { host: 'modal', selector: '.wp-social-button' },
  'wallet item': { host: 'modal', selector: '.wp-wallet-item' },
  'wallet name': { host: 'modal', selector: '.wp-wallet-item-name' },
  'link button': { host: 'modal', selector: '.wp-link-button' },
  'legal link': { host: 'modal', selector: 'a[href]' },
  'connect button': { host: 'connect-button', selector: 'button' },
  'connect button text': { host: 'connect-button', selector: 'button span' },
};

const HOSTILE_CSS = `
*, *::before, *::after { all: unset !important; font-size: 40px !important; color: red !important; line-height: 5 !important; }
* { letter-spacing: 7px !important; word-spacing: 20px !important; text-transform: uppercase !important; text-shadow: 2px 2px lime !important;
    box-sizing: content-box !important; font-family: "Comic Sans MS", cursive !important; font-weight: 900 !important; font-style: italic !important;
    text-align: right !important; white-space: pre !important; cursor: wait !important; visibility: visible !important; opacity: 0.9 !important;
    list-style: square inside !important; text-indent: 30px !important; }
html, body { direction: rtl !important; background: yellow !important; color-scheme: dark !important; accent-color: lime !important; caret-color: lime !important;
    -webkit-text-fill-color: red !important; text-decoration: underline wavy red !important; }
button { display: none !important; }
div { position: absolute !important; top: 0 !important; left: 0 !important; width: 10px !important; padding: 50px !important; margin: 20px !important; }
span, h1, h2, header, section, input, label, a, ul, li, svg, p, img { display: block !important; margin: 30px !important; padding: 30px !important;
    border: 5px dashed red !important; width: 900px !important; background: black !important; }
svg, path { fill: red !important; stroke: lime !important; stroke-width: 9px !important; }
[role="dialog"], dialog, .wp-dialog, .wp-overlay, .wp-title, .wp-root, .wp-connect-button { display: none !important; }
[data-walletport] { display: none !important; position: absolute !important; transform: scale(0.2) !important; font-size: 90px !important;
    transition: all 7s linear !important; }
:focus, :focus-visible { outline: 9px solid red !important; }
::placeholder { color: red !important; }
`;

/** Every `--wp-*` custom property the walletport stylesheets in the page mention, set to nonsense on every element. */
async function hostileCustomPropertiesCss(page: Page): Promise<string> {
  const names = await page.evaluate(() => {
    const found = new Set<string>();
    for (const host of document.querySelectorAll('[data-walletport]')) {
      // The stylesheets are adopted (constructed) sheets; <style> elements only where those are missing.
      const root = host.shadowRoot;
      const texts = [
        ...(root?.adoptedStyleSheets ?? []).flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText)),
        ...Array.from(root?.querySelectorAll('style') ?? [], (style) => style.textContent ?? ''),
      ];
      for (const text of texts) for (const match of text.matchAll(/--wp-[\w-]+/g)) found.add(match[0]);
    }
    return [...found].sort();
  });
  expect(names.length).toBeGreaterThan(20);
  return `:root, html, body, *, [data-walletport] { ${names.map((name) => `${name}: 77px !important;`).join(' ')} }`;
}

/** Opens the modal from the connect button by keyboard (it is where it is, whatever the page did to its layout). */
async function openModal(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').waitFor();
  await page.getByRole('dialog').getByText('Walletport Test Wallet').first().waitFor();
  await settleLayout(page);
}

async function demoPage(journey: Journey, query = ''): Promise<Page> {
  const page = await journey.browser.newPage();
  await page.goto(`${journey.devstack.demoUrl}/${query}`);
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
  return page;
}

describe('style isolation in real chromium, on the demo page', () => {
  it('a hostile host stylesheet changes nothing in the modal or the connect button', async () => {
    journey = await openDemo();
    const clean = journey.page;
    await clean.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    await openModal(clean);
    const expected = await shadowSnapshot(clean, TARGETS);
    const missing = Object.entries(expected).filter(([, entry]) => entry.missing).map(([label]) => label);
    expect(missing, 'targets not found on the clean page').toEqual([]);
    const hostileVariables = await hostileCustomPropertiesCss(clean);

    // The modal in English by the page's choice (the `locale` option, ?locale=en): a page that then turns itself
    // Arabic and right to left passes neither on to it (left out, the modal would follow <html lang>).
    const hostile = await demoPage(journey, '?locale=en');
    await hostile.addStyleTag({ content: HOSTILE_CSS + hostileVariables });
    await hostile.evaluate(() => {
      document.documentElement.lang = 'ar';
      document.documentElement.dir = 'rtl';
    });
    // The sheet took hold of the page: its own heading is 40px and red, its own buttons are gone.
    await expect(hostile.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontSize)).resolves.toBe('40px');
    await expect(hostile.evaluate(() => getComputedStyle(document.querySelector('button.demo')!).display)).resolves.toBe('none');
    await openModal(hostile);
    const actual = await shadowSnapshot(hostile, TARGETS);

    expect(diffSnapshots(expected, actual), 'computed styles that the hostile page changed').toEqual([]);
    expect(actual.dialog!['box-width']).toBe(MODAL_WIDTH_PX.toFixed(1));
    expect(actual.dialog!.width).toBe(`${MODAL_WIDTH_PX}px`);
    expect(actual.title!['font-size']).toBe('16px');
    expect(actual.title!.color).toBe('rgb(20, 20, 20)');
    expect(actual['close button']!.display).not.toBe('none');
    expect(actual.dialog!.direction).toBe('ltr');
    const languages = await hostile.evaluate(() =>
      [...document.querySelectorAll('[data-walletport]')].map((host) => host.shadowRoot?.querySelector('.wp-title, button')?.closest('[lang]')?.getAttribute('lang')),
    );
    expect(languages.length).toBeGreaterThanOrEqual(2);
    expect(languages.filter((lang) => lang !== 'en'), 'walletport hosts whose text is not marked English').toEqual([]);
    // The close button is on screen and nothing of the page is drawn over it.
    const closeHit = await hostile.evaluate(() => {
      const root = document.querySelector('[data-walletport="modal"]')!.shadowRoot!;
      const close = root.querySelector<HTMLElement>('button[aria-label="Close"]')!;
      const rect = close.getBoundingClientRect();
      const hit = root.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return { visible: close.checkVisibility({ opacityProperty: true, visibilityProperty: true }), width: rect.width, onTop: hit === close || close.contains(hit) };
    });
    expect(closeHit).toEqual({ visible: true, width: 40, onTop: true });
    journey.guard.assertNoViolations();
  });

  it("the modal's styles do not leak into the host page: opening changes no host style and adds no stylesheet", async () => {
    journey = await openDemo();
    const { page } = journey;
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    // The modal's host element joins <body> once the client has loaded (after the first paint): part of the
    // page's set-up, not of opening the modal.
    await page.locator('[data-walletport="modal"]').waitFor({ state: 'attached' });
    const sheets = () => page.evaluate(() => ({ styleSheets: document.styleSheets.length, adopted: document.adoptedStyleSheets.length, styles: document.querySelectorAll('style').length }));
    const before = await pageSnapshot(page);
    const sheetsBefore = await sheets();

    await openModal(page);
    const open = await pageSnapshot(page);
    // The scroll lock hides the body's overflow on purpose while the dialog is open: that is behaviour, not a leak.
    const scrollLock = (label: string, property: string) => /^html:0>body:\d+$/.test(label) && /^overflow-[xy]$/.test(property);
    expect(diffSnapshots(before, open, scrollLock), 'host page styles changed by opening the modal').toEqual([]);
    expect(await sheets()).toEqual(sheetsBefore);

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(diffSnapshots(before, await pageSnapshot(page)), 'host page styles after closing').toEqual([]);
    expect(await sheets()).toEqual(sheetsBefore);
    journey.guard.assertNoViolations();
  });
});

describe('prefers-reduced-motion', () => {
  const MOTION: Record<string, ShadowTarget> = {
    overlay: { host: 'modal', selector: '.wp-overlay' },
    dialog: { host: 'modal', selector: '[role="dialog"]' },
    'title text': { host: 'modal', selector: '.wp-title-text' },
    body: { host: 'modal', selector: '.wp-body' },
    view: { host: 'modal', selector: '.wp-view' },
    'wallet item': { host: 'modal', selector: '.wp-wallet-item' },
    'connect button': { host: 'connect-button', selector: 'button' },
  };
  const MOTION_PROPERTIES = ['animation-name', 'animation-duration', 'transition-duration'];
  const seconds = (ms: number) => `${ms / 1000}s`;

  it('animates the view, height and title normally, and nothing at all under reduced motion', async () => {
    journey = await openDemo();
    const animated = journey.page;
    await animated.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    await openModal(animated);
    const dialog = animated.getByRole('dialog');
    // The view the modal opens on is there at once (the dialog eases in with a transform); a view navigated
    // to fades in with the spec's duration.
    const opening = await shadowSnapshot(animated, MOTION, MOTION_PROPERTIES);
    expect(opening.view!['animation-name']).toBe('none');
    expect(opening.dialog!['animation-name']).toBe('wp-dialog-in');
    await dialog.getByRole('button', { name: 'What is a wallet?' }).click();
    await animated.getByRole('dialog', { name: 'What is a wallet?' }).waitFor();
    const normal = await shadowSnapshot(animated, MOTION, MOTION_PROPERTIES);
    // The control: the durations of SPEC section 9 are there when motion is welcome.
    expect(normal.view!['animation-duration']).toBe(seconds(VIEW_TRANSITION_MS));
    expect(normal.body!['transition-duration']).toBe(seconds(MODAL_HEIGHT_ANIMATION_MS));
    expect(normal['title text']!['animation-duration']).toBe(seconds(HEADER_TEXT_ANIMATION_MS));

    const reduced = await journey.browser.newPage();
    await reduced.emulateMedia({ reducedMotion: 'reduce' });
    await reduced.goto(`${journey.devstack.demoUrl}/`);
    await reduced.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    await reduced.getByRole('button', { name: 'Connect Wallet' }).focus();
    await reduced.keyboard.press('Enter');
    await reduced.getByRole('dialog').waitFor();
    const running = () =>
      reduced.evaluate(() =>
        [...document.querySelectorAll('[data-walletport]')].flatMap((host) => host.shadowRoot?.getAnimations() ?? []).map((animation) => (animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty),
      );
    expect(await running(), 'animations running right after opening').toEqual([]);
    await reduced.getByRole('dialog').getByText('Walletport Test Wallet').first().waitFor();
    const still = await shadowSnapshot(reduced, MOTION, MOTION_PROPERTIES);
    for (const [label, entry] of Object.entries(still)) {
      expect(entry, label).toEqual({ 'box-width': expect.any(String), 'box-height': expect.any(String), 'animation-name': 'none', 'animation-duration': '0s', 'transition-duration': '0s' });
    }
    // A view change (the height and the view animate normally) starts nothing either.
    await reduced.getByRole('dialog').getByRole('button', { name: /^All wallets/ }).click();
    await reduced.getByRole('grid').waitFor();
    expect(await running(), 'animations running after a view change').toEqual([]);
    journey.guard.assertNoViolations();
  });
});
