/**
 * The dialog primitive every modal view is shown in: backdrop, role="dialog" with aria-modal and an
 * accessible name (aria-labelledby), focus trap (Tab and Shift+Tab cycle through every control, inputs
 * included), initial focus, focus restore (focusReturn.ts: to a walletport button that replaced the opener), Escape, backdrop click, inert background and scroll lock.
 *
 * It may live in a shadow root: focus is read from the root's own `activeElement`, the element to restore
 * is found through shadow roots (deepActiveElement), and the element kept out of `inert` is the body child
 * holding the shadow host. Closing is a request: the owner decides (a close guard may refuse and shake).
 */
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useIsomorphicLayoutEffect } from '../../shadow/useIsomorphicLayoutEffect.js';
import { DIALOG_PART_ATTRIBUTE } from '../../../domain/entities/constants.js';
import { activeElementWithin, deepActiveElement, nextTabStop, tabbableElements } from './focusable.js';
import { bodyChildContaining, inertOthers } from './inertOthers.js';
import { lockBodyScroll, measurePageScrollbar, type PageScrollbar } from './scrollLock.js';
import { returnFocus } from '../../focus/focusReturn.js';
import { useLocaleSnapshot } from '../../i18n/useLocaleSnapshot.js';

export type DialogProps = {
  /** The id of the element that names the dialog (the header title); it takes focus when nothing else can. */
  labelledBy: string;
  /** Escape and a click on the backdrop call this; the owner decides whether the dialog closes. */
  onRequestClose: () => void;
  /** Shakes while true (the owner times it). */
  shake?: boolean | undefined;
  /** Changes when the content is replaced (the view): focus lost with the old content goes to the title. */
  contentKey?: string | undefined;
  /**
   * The page's scrollbar, measured by the owner at the moment it shows the dialog (a dialog rendered ahead,
   * hidden, is shown long after its first render). Without it, measured in the first render.
   */
  pageScrollbar?: PageScrollbar | undefined;
  children?: ReactNode;
};

function labelOf(dialog: HTMLElement, id: string): HTMLElement | null {
  return dialog.querySelector<HTMLElement>(`[id="${id.replace(/["\\]/g, '\\$&')}"]`);
}

function focusInitial(dialog: HTMLElement, labelledBy: string): void {
  const target = tabbableElements(dialog)[0] ?? labelOf(dialog, labelledBy) ?? dialog;
  target.focus({ preventScroll: true });
}

export function Dialog({ labelledBy, onRequestClose, shake = false, contentKey, pageScrollbar, children }: DialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const { locale, direction } = useLocaleSnapshot();
  const requestClose = useRef(onRequestClose);
  const pressStartedOnBackdrop = useRef(false);
  const firstContent = useRef(true);
  // Measured in the first render, before the dialog is in the document (see scrollLock.ts); a server
  // render has no page to measure and runs no effect.
  const [measuredScrollbar] = useState(() => (pageScrollbar !== undefined || typeof window === 'undefined' ? undefined : measurePageScrollbar()));
  const scrollbar = pageScrollbar ?? measuredScrollbar;

  useIsomorphicLayoutEffect(() => {
    requestClose.current = onRequestClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const doc = dialog.ownerDocument;
    const opener = deepActiveElement(doc);
    const restoreInert = inertOthers(bodyChildContaining(dialog));
    const unlockScroll = lockBodyScroll(scrollbar);
    focusInitial(dialog, labelledBy);

    // Escape while focus is outside the dialog (on the body after a click on the backdrop, say).
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      if (event.composedPath().includes(dialog)) return; // handled by the dialog itself
      event.preventDefault();
      requestClose.current();
    };
    // Focus that escapes anyway (a browser without `inert`, a script) is brought back.
    // Focus falling back to the body (the focused control was removed) or landing on our own shadow host
    // (React restores focus to what document.activeElement was: the host) is not an escape.
    const rootNode = dialog.getRootNode();
    const ownHost = rootNode instanceof ShadowRoot ? rootNode.host : null;
    const onDocumentFocusIn = (event: FocusEvent) => {
      if (event.target === doc.body || event.target === doc.documentElement || event.target === ownHost) return;
      // The embedded wallet's approval screen is a frame of its own origin shown over the dialog (it cannot
      // live in the shadow root without reloading): focus inside it is focus inside the dialog.
      if (event.target instanceof Element && event.target.hasAttribute(DIALOG_PART_ATTRIBUTE)) return;
      if (!event.composedPath().includes(dialog)) focusInitial(dialog, labelledBy);
    };
    doc.addEventListener('keydown', onDocumentKeyDown);
    doc.addEventListener('focusin', onDocumentFocusIn);
    return () => {
      doc.removeEventListener('keydown', onDocumentKeyDown);
      doc.removeEventListener('focusin', onDocumentFocusIn);
      restoreInert();
      unlockScroll();
      returnFocus(opener);
    };
  }, [labelledBy, scrollbar]);

  useEffect(() => {
    if (firstContent.current) {
      firstContent.current = false;
      return;
    }
    const dialog = dialogRef.current;
    if (dialog && activeElementWithin(dialog) === null) labelOf(dialog, labelledBy)?.focus({ preventScroll: true });
  }, [contentKey, labelledBy]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented) return;
    const dialog = event.currentTarget;
    if (event.key === 'Escape' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.stopPropagation();
      requestClose.current();
      return;
    }
    if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
      // Every Tab is moved by hand: the browser's own order cannot be kept inside a shadow root reliably.
      event.preventDefault();
      const next = nextTabStop(tabbableElements(dialog), activeElementWithin(dialog), event.shiftKey);
      (next ?? labelOf(dialog, labelledBy) ?? dialog).focus();
    }
  };

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    // Only a press that started and ended on the backdrop: a text selection dragged out of the dialog is not a close.
    const onBackdrop = event.target === event.currentTarget && pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (onBackdrop) requestClose.current();
  };

  return (
    // The modal's language and writing direction: the views lay out right to left from here down.
    <div className="wp-overlay" lang={locale} dir={direction} onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <div
        ref={dialogRef}
        className="wp-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        data-shake={shake ? 'true' : undefined}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
}
