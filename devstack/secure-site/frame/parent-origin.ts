/**
 * Whose frame this is: the parent page's origin, from `location.ancestorOrigins[0]` (Chromium, Safari), else
 * from `document.referrer` (the page gives the iframe `referrerpolicy="origin"`). Never from the URL: a query
 * parameter is whatever the embedding page wants it to be. Undefined when the page is not in a frame.
 */
export function readParentOrigin(): string | undefined {
  if (window.parent === window) return undefined;
  const fromAncestors = location.ancestorOrigins?.[0];
  const raw = fromAncestors !== undefined && fromAncestors !== '' ? fromAncestors : document.referrer;
  try {
    const origin = new URL(raw).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
