/**
 * Computed-style snapshots for isolation checks: chosen elements inside walletport's shadow roots, or every
 * element of the host page's own DOM, each as a map of CSS property to computed value (plus its box size).
 */
import type { Page } from 'playwright-core';

/** The properties compared: text, colour, box, layout, visibility, motion. */
export const COMPARED_PROPERTIES = [
  'display', 'position', 'visibility', 'opacity', 'z-index', 'box-sizing', 'overflow-x', 'overflow-y',
  'width', 'height', 'min-width', 'max-width', 'min-height', 'max-height',
  'top', 'right', 'bottom', 'left', 'transform', 'filter', 'pointer-events', 'cursor',
  'margin-top', 'margin-right', 'margin-bottom', 'margin-left',
  'padding-top', 'padding-right', 'padding-bottom', 'padding-left',
  'border-top-width', 'border-top-style', 'border-top-color', 'border-bottom-width', 'border-left-width', 'border-right-width',
  'border-top-left-radius', 'border-bottom-right-radius', 'outline-style', 'outline-width', 'box-shadow',
  'color', 'background-color', 'background-image', 'color-scheme',
  'font-family', 'font-size', 'font-weight', 'font-style', 'font-variant-caps', 'direction', 'unicode-bidi', 'line-height', 'letter-spacing', 'word-spacing',
  'text-align', 'text-transform', 'text-decoration-line', 'text-indent', 'text-shadow', 'white-space', 'writing-mode',
  'list-style-type', 'flex-direction', 'align-items', 'justify-content', 'gap', 'grid-template-columns',
  'animation-name', 'animation-duration', 'transition-property', 'transition-duration',
] as const;

export type StyleSnapshot = Record<string, Record<string, string>>;

/** Where to look: a walletport host (`data-walletport` value) and a selector inside its shadow root. */
export type ShadowTarget = { host: string; selector: string };

/** Computed styles and box sizes of the first match of each target, by label; a missing element is an entry saying so. */
export async function shadowSnapshot(page: Page, targets: Record<string, ShadowTarget>, properties: readonly string[] = COMPARED_PROPERTIES): Promise<StyleSnapshot> {
  return page.evaluate(
    ({ targets, properties }) => {
      const snapshot: Record<string, Record<string, string>> = {};
      for (const [label, { host, selector }] of Object.entries(targets)) {
        const element = document.querySelector(`[data-walletport="${host}"]`)?.shadowRoot?.querySelector(selector);
        if (!element) {
          snapshot[label] = { missing: 'true' };
          continue;
        }
        const style = getComputedStyle(element);
        const rect = element.getBoundingClientRect();
        const entry: Record<string, string> = { 'box-width': rect.width.toFixed(1), 'box-height': rect.height.toFixed(1) };
        for (const property of properties) entry[property] = style.getPropertyValue(property);
        snapshot[label] = entry;
      }
      return snapshot;
    },
    { targets, properties: [...properties] },
  );
}

/**
 * Computed styles of every element of the page's own DOM (not inside shadow roots), by a structural path,
 * plus the document's custom properties on <html> and <body> that start with `--wp-`.
 */
export async function pageSnapshot(page: Page, properties: readonly string[] = COMPARED_PROPERTIES): Promise<StyleSnapshot> {
  return page.evaluate((properties) => {
    const snapshot: Record<string, Record<string, string>> = {};
    const pathOf = (element: Element): string => {
      const parts: string[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const index = node.parentElement ? [...node.parentElement.children].indexOf(node) : 0;
        parts.unshift(`${node.tagName.toLowerCase()}:${index}`);
      }
      return parts.join('>');
    };
    for (const element of document.querySelectorAll('body, body *')) {
      if (['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE'].includes(element.tagName)) continue;
      const style = getComputedStyle(element);
      const entry: Record<string, string> = {};
      for (const property of properties) entry[property] = style.getPropertyValue(property);
      snapshot[pathOf(element)] = entry;
    }
    for (const element of [document.documentElement, document.body]) {
      const style = getComputedStyle(element);
      const custom: Record<string, string> = {};
      for (let index = 0; index < style.length; index += 1) {
        const name = style.item(index);
        if (name.startsWith('--wp-')) custom[name] = style.getPropertyValue(name);
      }
      snapshot[`${pathOf(element)} custom properties`] = custom;
    }
    return snapshot;
  }, [...properties]);
}

/** The differences between two snapshots, one line each (`label: property a -> b`), minus ignored ones. */
export function diffSnapshots(before: StyleSnapshot, after: StyleSnapshot, ignore: (label: string, property: string) => boolean = () => false): string[] {
  const lines: string[] = [];
  for (const label of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[label] ?? {};
    const b = after[label] ?? {};
    if (!(label in before) || !(label in after)) {
      lines.push(`${label}: ${label in before ? 'gone' : 'new'}`);
      continue;
    }
    for (const property of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (a[property] !== b[property] && !ignore(label, property)) lines.push(`${label}: ${property} ${a[property] ?? '(none)'} -> ${b[property] ?? '(none)'}`);
    }
  }
  return lines;
}
