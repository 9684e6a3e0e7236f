/**
 * Where focus goes when the modal closes. Normally back to the control that opened it; but connecting turns
 * the connect button into the account button, and disconnecting turns it back, so the opener is often gone
 * by then and the browser would drop focus on <body> (a keyboard or screen-reader user would have to find
 * their place again). walletport's own buttons register here, and the newest one still in the page takes
 * focus instead.
 */
const buttons = new Set<HTMLElement>();

/** Registers one of walletport's buttons as a place focus can return to; returns the unregister function. */
export function registerFocusReturn(button: HTMLElement): () => void {
  buttons.add(button);
  return () => buttons.delete(button);
}

/**
 * Returns focus after the dialog closed: to `opener` if it is still in the page, else to the walletport
 * button that replaced it. Waits a frame, so a button that is about to replace the opener has rendered.
 */
export function returnFocus(opener: HTMLElement | null): void {
  const restore = () => {
    const target = opener?.isConnected ? opener : [...buttons].reverse().find((button) => button.isConnected);
    target?.focus({ preventScroll: true });
  };
  if (opener?.isConnected) {
    restore();
    // The opener may be replaced in the same update (connected: the connect button becomes the account button).
    afterFrame(() => {
      if (!opener.isConnected) restore();
    });
    return;
  }
  afterFrame(restore);
}

function afterFrame(task: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => task());
  else setTimeout(task, 0);
}
