import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './Dialog.js';

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(document.documentElement, 'clientWidth');
  document.body.removeAttribute('style');
});

/** A page whose vertical scrollbar is 15 px wide; records, at each read of it, whether a dialog was in the document. */
function pageWithScrollbar(): { dialogInDocumentAtRead: boolean[] } {
  const reads = { dialogInDocumentAtRead: [] as boolean[] };
  Object.defineProperty(document.documentElement, 'clientWidth', {
    configurable: true,
    get: () => {
      reads.dialogInDocumentAtRead.push(document.querySelector('[role="dialog"]') !== null);
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
      <Dialog labelledBy="title" onRequestClose={() => undefined}>
        <h2 id="title">Connect Wallet</h2>
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
      <Dialog labelledBy="title" onRequestClose={() => undefined}>
        <h2 id="title">{title}</h2>
      </Dialog>
    );
    const { rerender } = render(dialog('Connect Wallet'));
    rerender(dialog('All Wallets'));
    expect(reads.dialogInDocumentAtRead).toEqual([false]);
  });
});
