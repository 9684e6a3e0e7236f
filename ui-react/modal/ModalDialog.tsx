/** The open modal: the dialog primitive around the alert, header, toast and the router's current view. */
import { useEffect, useId, useRef } from 'react';
import type { ModalState } from '../../domain/usecases/modal/modal.usecase.js';
import type { RouterState } from '../../domain/usecases/router/router.usecase.js';
import { AlertBanner } from '../components/AlertBanner/AlertBanner.js';
import { Dialog } from '../components/Dialog/Dialog.js';
import { Toast } from '../components/Toast/Toast.js';
import { useLoadedCore } from '../hooks/useCore.js';
import { shallowEqual, useStore } from '../state/useStore.js';
import { viewTitle } from '../views/viewTitle.js';
import { ViewOutlet } from '../views/ViewOutlet.js';
import { AnimatedHeight } from './AnimatedHeight.js';
import { ModalHeader } from './ModalHeader.js';

const selectShake = (state: ModalState) => state.shake;
const selectRoute = ({ view, data, history }: RouterState) => ({ view, data, depth: history.length });

export function ModalDialog() {
  const { modal, router } = useLoadedCore();
  const shake = useStore(modal, selectShake);
  const { view, data, depth } = useStore(router, selectRoute, shallowEqual);
  const titleId = useId();
  // A new key per history entry: the view's enter animation replays on push and on back.
  const viewKey = `${depth}:${view}`;
  // The view the modal opened on shows at once; every view navigated to afterwards (back to it too) animates in.
  const openingKey = useRef<string | undefined>(viewKey);
  useEffect(() => {
    if (viewKey !== openingKey.current) openingKey.current = undefined;
  }, [viewKey]);
  const close = () => void modal.close();

  return (
    <Dialog labelledBy={titleId} onRequestClose={close} shake={shake} contentKey={viewKey}>
      <AlertBanner />
      <ModalHeader
        titleId={titleId}
        title={viewTitle(view, data)}
        canGoBack={depth > 1}
        onBack={() => router.goBack()}
        onClose={close}
      />
      <div className="wp-dialog-toast">
        <Toast />
      </div>
      <AnimatedHeight>
        <div key={viewKey} className="wp-view" data-view={view} data-opening={viewKey === openingKey.current ? 'true' : undefined}>
          <ViewOutlet view={view} />
        </div>
      </AnimatedHeight>
    </Dialog>
  );
}
