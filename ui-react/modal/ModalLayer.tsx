/**
 * The modal's place in the page: a host element appended to <body> on mount (never during render, never on
 * the server), with a shadow root holding the dialog while the modal is open, and the toast and alert while
 * it is closed. Its own chunk (with the dialog and the Connect view), loaded once the client's core is there
 * (ModalRoot) or earlier, when the page is idle or a button is hovered (views/prefetch.ts).
 *
 * Where React has `<Activity>` (19.2 and later), the dialog of the next opening is rendered while the modal is
 * closed: hidden, at React's lowest priority, with none of its effects running (no focus, no request, no
 * timer, nothing made inert). Opening then reveals it and runs its effects, rather than building the whole
 * tree in the click's task (the click to the first wallet row drops by about a quarter in the bench's
 * trace). Each closing throws the dialog that was shown away and renders a fresh one, so every opening starts
 * from a new dialog, as it does with older React, where the dialog is rendered when the modal opens.
 */
import * as React from 'react';
import { useState, type ComponentType, type ReactNode } from 'react';
import type { ModalState } from '../../domain/usecases/modal/index.js';
import { AlertBanner } from '../components/AlertBanner/AlertBanner.js';
import { Toast } from '../components/Toast/Toast.js';
import { useLoadedCore } from '../hooks/useCore.js';
import { ShadowPortal } from '../shadow/ShadowPortal.js';
import { useIsomorphicLayoutEffect } from '../shadow/useIsomorphicLayoutEffect.js';
import { useLocaleSnapshot } from '../i18n/useLocaleSnapshot.js';
import { useStore } from '../state/useStore.js';
import { measurePageScrollbar, type PageScrollbar } from '../components/Dialog/scrollLock.js';
import { ModalDialog } from './ModalDialog.js';
import { modalStylesheet } from './modal.styles.js';
import { HOST_ATTRIBUTE } from './host-attribute.js';


const selectOpen = (state: ModalState) => state.open;

type ActivityProps = { mode: 'visible' | 'hidden'; children: ReactNode };
/** React's Activity where this React has it (read off the namespace: React 18 has no such export). */
const Activity = (React as unknown as { Activity?: ComponentType<ActivityProps> }).Activity;

/** Which dialog is the current one (a new one after each closing) and the page's scrollbar when it opened. */
type Showing = { open: boolean; generation: number; pageScrollbar: PageScrollbar | undefined };

// Read as the modal opens, while the page is still laid out for the frame on screen (scrollLock.ts).
const scrollbarIfOpen = (open: boolean) => (open && typeof window !== 'undefined' ? measurePageScrollbar() : undefined);

export function ModalLayer() {
  const { modal } = useLoadedCore();
  const open = useStore(modal, selectOpen);
  const [host, setHost] = useState<HTMLElement | null>(null);
  // A hidden dialog runs no effects, so nothing it subscribes to reaches it: this layer follows the language
  // for it, and its re-render renders the dialog rendered ahead again, in the new language (once shown, the
  // dialog's own subscriptions follow).
  useLocaleSnapshot();
  const [showing, setShowing] = useState<Showing>(() => ({ open, generation: 0, pageScrollbar: scrollbarIfOpen(open) }));
  if (showing.open !== open) {
    setShowing({ open, generation: open ? showing.generation : showing.generation + 1, pageScrollbar: scrollbarIfOpen(open) });
  }

  useIsomorphicLayoutEffect(() => {
    const element = document.createElement('div');
    element.setAttribute(HOST_ATTRIBUTE, 'modal');
    document.body.append(element);
    setHost(element);
    return () => element.remove();
  }, []);

  if (host === null) return null;
  const dialog = <ModalDialog key={showing.generation} shown={open} pageScrollbar={showing.pageScrollbar} />;
  return (
    <ShadowPortal host={host} css={modalStylesheet}>
      {Activity ? <Activity mode={open ? 'visible' : 'hidden'}>{dialog}</Activity> : open ? dialog : null}
      {open ? null : (
        <div className="wp-page-notices">
          <AlertBanner />
          <Toast />
        </div>
      )}
    </ShadowPortal>
  );
}
