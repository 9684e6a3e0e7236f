/**
 * Every element of the document and of every shadow root below it: the modal renders into shadow roots,
 * which `querySelectorAll` on the document does not enter. The hardening suites search them all for what
 * hostile data must never become (links, scripts, event-handler attributes).
 */
export function allElements(root: Document | ShadowRoot = document): Element[] {
  const found: Element[] = [];
  for (const element of root.querySelectorAll('*')) {
    found.push(element);
    if (element.shadowRoot) found.push(...allElements(element.shadowRoot));
  }
  return found;
}
