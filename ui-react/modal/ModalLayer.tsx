/**
 * The modal's place in the page: a host element appended to <body> on mount (never during render, never on
 * the server), with a shadow root holding the dialog while the modal is open, and the toast and alert while
 * it is closed. Its own chunk (with the dialog and the Connect view), loaded once the client's core is there
 * (ModalRoot) or earlier, when the page is idle or a button is hovered (views/prefetch.ts).
 */
import { useState } from 'react';
import type { ModalState } from '../../domain/usecases/modal/index.js';
import { AlertBanner } from '../components/AlertBanner/AlertBanner.js';
import { Toast } from '../components/Toast/Toast.js';
import { useLoadedCore } from '../hooks/useCore.js';
import { ShadowPortal } from '../shadow/ShadowPortal.js';
import { useIsomorphicLayoutEffect } from '../shadow/useIsomorphicLayoutEffect.js';
import { useStore } from '../state/useStore.js';
import { ModalDialog } from './ModalDialog.js';
import { modalStylesheet } from './modal.styles.js';
import { HOST_ATTRIBUTE } from './host-attribute.js';


const selectOpen = (state: ModalState) => state.open;

export function ModalLayer() {
  const { modal } = useLoadedCore();
  const open = useStore(modal, selectOpen);
  const [host, setHost] = useState<HTMLElement | null>(null);

  useIsomorphicLayoutEffect(() => {
    const element = document.createElement('div');
    element.setAttribute(HOST_ATTRIBUTE, 'modal');
    document.body.append(element);
    setHost(element);
    return () => element.remove();
  }, []);

  if (host === null) return null;
  return (
    <ShadowPortal host={host} css={modalStylesheet}>
      {open ? (
        <ModalDialog />
      ) : (
        <div className="wp-page-notices">
          <AlertBanner />
          <Toast />
        </div>
      )}
    </ShadowPortal>
  );
}
