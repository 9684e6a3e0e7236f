/**
 * Locks the page's scrolling while a dialog is open, keeping the layout still by padding for the scrollbar
 * that disappears. Nested locks count; the last unlock restores the body's own inline styles.
 *
 * The scrollbar is measured apart from the lock (measurePageScrollbar), while the dialog is being rendered
 * and not yet in the document: reading a width there costs nothing, as the page was laid out for the frame
 * already shown, whereas reading it once the dialog is mounted makes the browser style and lay out the whole
 * new dialog at once, in the click's task (8 ms of the click to the wallet list in the bench's trace), and
 * again after the overflow changes.
 */
let locks = 0;
let saved: { overflow: string; paddingRight: string } | undefined;

/** The page's vertical scrollbar width and the body's own right padding, read before the lock. */
export type PageScrollbar = { width: number; bodyPaddingRight: number };

export function measurePageScrollbar(): PageScrollbar {
  const width = window.innerWidth - document.documentElement.clientWidth;
  // The body's padding matters only when there is a scrollbar to make up for.
  const bodyPaddingRight = width > 0 ? Number.parseFloat(window.getComputedStyle(document.body).paddingRight) || 0 : 0;
  return { width, bodyPaddingRight };
}

/** `scrollbar`: measured beforehand (measurePageScrollbar) so the lock reads no layout; measured now without it. */
export function lockBodyScroll(scrollbar: PageScrollbar = measurePageScrollbar()): () => void {
  const body = document.body;
  if (locks === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    if (scrollbar.width > 0) body.style.paddingRight = `${scrollbar.bodyPaddingRight + scrollbar.width}px`;
    body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = undefined;
    }
  };
}
