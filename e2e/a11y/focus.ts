/**
 * What has keyboard focus, seen the way a keyboard user meets it, through shadow roots: the element that
 * really has focus is `shadowRoot.activeElement` of each host down the chain, not `document.activeElement`
 * (which is only the outermost host).
 */
import type { Page } from 'playwright-core';

export type FocusedElement = {
  tag: string;
  /** The explicit role, or the tag's usual one (button, link, textbox, ...). */
  role: string;
  /** The accessible name, computed the simple way (aria-labelledby, aria-label, label, text, title, placeholder). */
  name: string;
  /** The walletport host it is in (`data-walletport` value), or null in the page itself. */
  host: string | null;
  /** Inside the open dialog (role="dialog" in the modal's shadow root). */
  inDialog: boolean;
  /** Shows a focus indicator: matches :focus-visible and has an outline or a box shadow. */
  focusIndicator: boolean;
  /** Inside a role="grid". */
  inGrid: boolean;
  /** The wallet's index in the All Wallets grid (data-wallet-index), if it is a wallet card. */
  walletIndex: number | null;
  /** Tells elements apart: host, tag, name, and index among elements of the same tag and text in the root. */
  key: string;
};

/**
 * Page-side helpers, installed once per document as plain JavaScript (one definition of "name" and "key"
 * for the focused element and for the list of expected stops).
 */
const PAGE_HELPERS = `
globalThis.__wpFocus ??= (() => {
  // Text as read out: aria-hidden and hidden subtrees left out, images by their alt.
  const rawText = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (node.nodeType !== Node.ELEMENT_NODE) return '';
    if (node.getAttribute('aria-hidden') === 'true' || node.hidden) return '';
    if (node.tagName === 'IMG') return node.getAttribute('alt') ?? '';
    if (node.tagName === 'STYLE' || node.tagName === 'SCRIPT') return '';
    return [...node.childNodes].map(rawText).join(' ');
  };
  const textOf = (node) => rawText(node).replace(/\\s+/g, ' ').trim();
  const nameOf = (element) => {
    const root = element.getRootNode();
    const labelled = element.getAttribute('aria-labelledby');
    const byIds = labelled
      ? labelled.split(/\\s+/).map((id) => root.querySelector('[id="' + CSS.escape(id) + '"]')).filter(Boolean).map(textOf).join(' ')
      : '';
    const labels = element.labels ? [...element.labels].map(textOf).join(' ') : '';
    const isField = ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
    return byIds || element.getAttribute('aria-label') || labels || (isField ? '' : textOf(element)) ||
      element.getAttribute('title') || element.getAttribute('placeholder') || '';
  };
  const hostOf = (element) => {
    const root = element.getRootNode();
    return root instanceof ShadowRoot ? root.host.getAttribute('data-walletport') : null;
  };
  const keyOf = (element) => {
    const root = element.getRootNode();
    const equals = [...root.querySelectorAll(element.tagName)].filter((other) => textOf(other) === textOf(element) && nameOf(other) === nameOf(element));
    return (hostOf(element) ?? 'page') + '/' + element.tagName.toLowerCase() + '/' + nameOf(element) + '/' + equals.indexOf(element);
  };
  const ROLES = { BUTTON: 'button', A: 'link', INPUT: 'textbox', TEXTAREA: 'textbox', SELECT: 'combobox' };
  const describe = (element) => {
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return {
      tag: element.tagName.toLowerCase(),
      role: element.getAttribute('role') ?? ROLES[element.tagName] ?? element.tagName.toLowerCase(),
      name: nameOf(element),
      host: hostOf(element),
      inDialog: element.closest('[role="dialog"]') !== null,
      inGrid: element.closest('[role="grid"]') !== null,
      walletIndex: element.hasAttribute('data-wallet-index') ? Number(element.getAttribute('data-wallet-index')) : null,
      focusIndicator: element.matches(':focus-visible') && (outlined || style.boxShadow !== 'none'),
      key: keyOf(element),
    };
  };
  const deepActive = () => {
    let active = document.activeElement;
    while (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement;
    return !active || active === document.body || active === document.documentElement ? null : active;
  };
  const dialog = () => document.querySelector('[data-walletport="modal"]')?.shadowRoot?.querySelector('[role="dialog"]') ?? null;
  // The controls Tab should reach, found independently of the dialog's own focus trap.
  const expectedStops = () => {
    const container = dialog();
    if (!container) throw new Error('no open dialog');
    return [...container.querySelectorAll('a[href], button, input, select, textarea, [tabindex]')]
      .filter((element) => {
        if (element.tabIndex < 0 || element.disabled) return false;
        if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
        if (element.closest('[inert], [hidden]')) return false;
        const rect = element.getBoundingClientRect();
        return element.checkVisibility({ visibilityProperty: true }) && rect.width > 0 && rect.height > 0;
      })
      .map(keyOf);
  };
  return { describe, deepActive, expectedStops };
})();
`;

async function installHelpers(page: Page): Promise<void> {
  const present = await page.evaluate('typeof globalThis.__wpFocus === "object"');
  if (!present) await page.evaluate(PAGE_HELPERS);
}

/** The element with focus, through shadow roots; null when nothing (or the body) has it. */
export async function focusedElement(page: Page): Promise<FocusedElement | null> {
  await installHelpers(page);
  return page.evaluate(`(() => { const active = globalThis.__wpFocus.deepActive(); return active ? globalThis.__wpFocus.describe(active) : null; })()`);
}

/**
 * The keys (FocusedElement.key) of the controls a keyboard user should reach in the open dialog, in document
 * order: buttons, links, form fields and [tabindex>=0] that are rendered, visible and enabled. A
 * roving-tabindex widget (the wallet grid, the tabs) counts once, by its tabindex=0 member.
 */
export async function expectedDialogStops(page: Page): Promise<string[]> {
  await installHelpers(page);
  return page.evaluate('globalThis.__wpFocus.expectedStops()');
}

/** A label for a message: `button "Close" in modal`. */
export function describeFocus(focus: FocusedElement | null): string {
  return focus === null ? '(nothing)' : `${focus.role} "${focus.name}"${focus.host ? ` in ${focus.host}` : ''}`;
}

/** Presses Tab (or Shift+Tab) until `matches` holds for the focused element, at most `limit` times. */
export async function tabUntil(
  page: Page,
  matches: (focus: FocusedElement | null) => boolean,
  { backwards = false, limit = 30 }: { backwards?: boolean; limit?: number } = {},
): Promise<FocusedElement> {
  const seen: string[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focus = await focusedElement(page);
    if (focus && matches(focus)) return focus;
    seen.push(describeFocus(focus));
  }
  throw new Error(`Tab never reached the element; focus went through:\n  ${seen.join('\n  ')}`);
}
