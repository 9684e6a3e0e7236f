import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Dialog } from './Dialog.js';

/** The page as a host leaves it: no dialog, no styles on the body. Test files share the document (vitest.config.ts), so it is made so before each test too: a file that ran earlier left `overflow: scroll` on the body once, which the lock then rightly restored. */
function cleanPage(): void {
  cleanup();
  Reflect.deleteProperty(document.documentElement, 'clientWidth');
  document.body.removeAttribute('style');
}

beforeEach(cleanPage);
afterEach(cleanPage);

/** This file's dialogs are labelled by this id: test files share the document (vitest.config.ts), and another file's dialog may still be in it. */
const TITLE_ID = 'scroll-lock-title';

/** A page whose vertical scrollbar is 15 px wide; records, at each read of it, whether this test's dialog was in the document. */
function pageWithScrollbar(): { dialogInDocumentAtRead: boolean[] } {
  const reads = { dialogInDocumentAtRead: [] as boolean[] };
  Object.defineProperty(document.documentElement, 'clientWidth', {
    configurable: true,
    get: () => {
      reads.dialogInDocumentAtRead.push(document.getElementById(TITLE_ID) !== null);
      return window.innerWidth - 15;
    },
  });
  return reads;
}

describe('Dialog scroll lock', () => {
  it('measures the scrollbar before the dialog is in the document, so the open lays nothing out early', () => {
    const reads = pageWithScrollbar();
    document.body.style.paddingRight = '4px';

    const { unmount } = render(
      <Dialog labelledBy={TITLE_ID} onRequestClose={() => undefined}>
        <h2 id={TITLE_ID}>Connect Wallet</h2>
      </Dialog>,
    );

    expect(reads.dialogInDocumentAtRead).toEqual([false]);
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe('19px');
    unmount();
    expect(document.body.style.paddingRight).toBe('4px');
    expect(document.body.style.overflow).toBe('');
  });

  it('measures once per opening: a re-render of the open dialog reads no layout', () => {
    const reads = pageWithScrollbar();
    const dialog = (title: string) => (
      <Dialog labelledBy={TITLE_ID} onRequestClose={() => undefined}>
        <h2 id={TITLE_ID}>{title}</h2>
      </Dialog>
    );
    const { rerender } = render(dialog('Connect Wallet'));
    rerender(dialog('All Wallets'));
    expect(reads.dialogInDocumentAtRead).toEqual([false]);
  });
});
