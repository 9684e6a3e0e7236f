/**
 * Makes the rest of the page inert while a dialog is open: every child of <body> except the one holding the
 * dialog gets the `inert` attribute (no focus, no clicks, hidden from assistive technology). Children that
 * were already inert are left alone, so the restore undoes exactly what was done.
 */
const SKIPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK', 'NOSCRIPT']);

/** The child of <body> that contains `node`, looking out through shadow roots. */
export function bodyChildContaining(node: Node): Element | null {
  const body = node.ownerDocument?.body;
  let current: Node | null = node;
  while (current && body) {
    if (current instanceof ShadowRoot) {
      current = current.host;
      continue;
    }
    const parent: Node | null = current.parentNode;
    if (parent === body) return current as Element;
    current = parent;
  }
  return null;
}

export function inertOthers(keep: Element | null): () => void {
  const body = keep?.ownerDocument.body ?? document.body;
  const changed: Element[] = [];
  for (const child of Array.from(body.children)) {
    if (child === keep || SKIPPED_TAGS.has(child.tagName) || child.hasAttribute('inert')) continue;
    child.setAttribute('inert', '');
    changed.push(child);
  }
  return () => {
    for (const element of changed) element.removeAttribute('inert');
  };
}
