/**
 * The iframe itself: how it is made and where it sits. Hidden, it stays loaded (a session lives in it) but
 * out of sight, out of the tab order and out of the accessibility tree; shown, it covers a rectangle of the
 * viewport above the modal, so the secure site's approval screen appears inside the ApproveTransaction view.
 * Styles are set `!important`, so a host page's `iframe { ... }` rules neither hide nor resize it.
 */
import { DIALOG_PART_ATTRIBUTE } from '../../domain/entities/constants.js';
import type { FrameRect } from '../../ports/embedded-wallet-frame.port.js';

/** What the adapter needs of the page's window; tests pass their own. */
export type FrameHostWindow = {
  readonly document: { createElement(tagName: 'iframe'): HTMLIFrameElement; readonly body: HTMLElement | null };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};

/**
 * Above the modal: its dialog sits at `--wp-z-index` (999 unless the host page raises it, ui-react/theme), so
 * the frame takes the highest z-index there is rather than one the host could outbid.
 */
export const FRAME_Z_INDEX = 2_147_483_647;

/**
 * Marks the iframe as part of the modal's dialog, so the modal's focus trap lets focus stay in it while the
 * approval screen is shown.
 */
export const FRAME_ELEMENT_ATTRIBUTE = DIALOG_PART_ATTRIBUTE;

const BASE_STYLE = { display: 'block', position: 'fixed', border: '0', margin: '0', padding: '0', 'max-width': 'none' };

// Not display:none: the frame must load and run while hidden. Off-screen, invisible and unclickable instead,
// at a modal's size so the secure site lays out as it will be shown.
const HIDDEN_STYLE = {
  ...BASE_STYLE,
  top: '0',
  left: '-10000px',
  width: '360px',
  height: '600px',
  visibility: 'hidden',
  opacity: '0',
  'pointer-events': 'none',
  'z-index': '-1',
};

/** A new hidden iframe for `src`; it loads once appended to the page. */
export function createFrameElement(host: FrameHostWindow, src: string): HTMLIFrameElement {
  const iframe = host.document.createElement('iframe');
  iframe.title = 'Secure wallet';
  // The secure site learns the page's origin (never more) from the referrer; no `allow`: it needs no feature.
  iframe.setAttribute('referrerpolicy', 'origin');
  iframe.setAttribute('loading', 'eager');
  iframe.setAttribute(FRAME_ELEMENT_ATTRIBUTE, '');
  hideFrameElement(iframe);
  iframe.src = src;
  return iframe;
}

export function hideFrameElement(iframe: HTMLIFrameElement): void {
  setStyles(iframe, HIDDEN_STYLE);
  iframe.setAttribute('aria-hidden', 'true');
  iframe.setAttribute('inert', '');
  iframe.setAttribute('tabindex', '-1');
}

export function showFrameElement(iframe: HTMLIFrameElement, rect: FrameRect): void {
  setStyles(iframe, {
    ...BASE_STYLE,
    top: pixels(rect.top),
    left: pixels(rect.left),
    width: pixels(rect.width),
    height: pixels(rect.height),
    visibility: 'visible',
    opacity: '1',
    'pointer-events': 'auto',
    'z-index': String(FRAME_Z_INDEX),
  });
  iframe.removeAttribute('aria-hidden');
  iframe.removeAttribute('inert');
  iframe.removeAttribute('tabindex');
}

function pixels(value: number): string {
  return `${Number.isFinite(value) ? value : 0}px`;
}

function setStyles(element: HTMLElement, styles: Record<string, string>): void {
  for (const [property, value] of Object.entries(styles)) element.style.setProperty(property, value, 'important');
}
