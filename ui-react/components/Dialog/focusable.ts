/**
 * Focus helpers for a dialog that lives in a shadow root. `document.activeElement` is only the shadow host
 * there; the element that really has focus is `shadowRoot.activeElement` (repeat for nested roots).
 */

const FOCUSABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function isDisabled(element: HTMLElement): boolean {
  return 'disabled' in element && (element as HTMLButtonElement).disabled === true;
}

function isVisible(element: HTMLElement): boolean {
  // checkVisibility (Chrome 105, Firefox 106, Safari 17.4) sees display:none and content-visibility;
  // where it is missing, hidden and inert ancestors are still caught below.
  const check = (element as HTMLElement & { checkVisibility?: (options?: object) => boolean }).checkVisibility;
  return typeof check === 'function' ? check.call(element, { visibilityProperty: true }) : true;
}

/** Only the checked radio of a group is a Tab stop (or the first one when none is checked). */
function isRadioTabStop(element: HTMLElement, candidates: readonly HTMLElement[]): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.name === '') return true;
  const group = candidates.filter(
    (other): other is HTMLInputElement => other instanceof HTMLInputElement && other.type === 'radio' && other.name === element.name,
  );
  const checked = group.find((radio) => radio.checked);
  return checked ? checked === element : group[0] === element;
}

/** The elements Tab can reach inside `container`, in document order. */
export function tabbableElements(container: ParentNode): HTMLElement[] {
  const candidates = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(
    (element) => element.tabIndex >= 0 && !isDisabled(element) && element.closest('[inert],[hidden]') === null && isVisible(element),
  );
  return candidates.filter((element) => isRadioTabStop(element, candidates));
}

/** The element that has focus, looking through shadow roots; null when nothing (or the body) has it. */
export function deepActiveElement(root: Document | ShadowRoot = document): HTMLElement | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (!active || active === document.body) return null;
  return active as HTMLElement;
}

/** The element with focus inside `container`'s own root (document or shadow root), if it is in `container`. */
export function activeElementWithin(container: HTMLElement): HTMLElement | null {
  const root = container.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement as HTMLElement | null;
  return active !== null && container.contains(active) ? active : null;
}

/**
 * The element Tab (or Shift+Tab) should move to, cycling inside `items`. From an element outside the list
 * (the title, or nothing) Tab goes to the first item and Shift+Tab to the last.
 */
export function nextTabStop<TItem>(items: readonly TItem[], current: TItem | null, backwards: boolean): TItem | undefined {
  if (items.length === 0) return undefined;
  const index = current === null ? -1 : items.indexOf(current);
  if (backwards) return items[index <= 0 ? items.length - 1 : index - 1];
  return items[index === -1 || index === items.length - 1 ? 0 : index + 1];
}
