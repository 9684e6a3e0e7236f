/** The open modal: the dialog primitive around the alert, header, toast and the router's current view. */
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import type { ModalState } from '../../domain/usecases/modal/index.js';
import type { RouterState } from '../../domain/usecases/router/index.js';
import { AlertBanner } from '../components/AlertBanner/AlertBanner.js';
import { Dialog } from '../components/Dialog/Dialog.js';
import { Toast } from '../components/Toast/Toast.js';
import { useLoadedCore } from '../hooks/useCore.js';
import { useT } from '../i18n/useT.js';
import type { PageScrollbar } from '../components/Dialog/scrollLock.js';
import { shallowEqual, useStore } from '../state/useStore.js';
import { NEXT_VIEWS, prefetchLazyViews } from '../views/registry.js';
import { viewTitle } from '../views/viewTitle.js';
import { ViewOutlet } from '../views/ViewOutlet.js';
import { AnimatedHeight } from './AnimatedHeight.js';
import { ModalHeader } from './ModalHeader.js';

const selectShake = (state: ModalState) => state.shake;
const selectRoute = ({ view, data, history }: RouterState) => ({ view, data, depth: history.length });

export type ModalDialogProps = {
  /** False while the dialog is rendered ahead, hidden, for the next opening (ModalLayer.tsx). */
  shown: boolean;
  /** The page's scrollbar, measured when the dialog was shown. */
  pageScrollbar: PageScrollbar | undefined;
};

export function ModalDialog({ shown, pageScrollbar }: ModalDialogProps) {
  const { modal, router } = useLoadedCore();
  const shake = useStore(modal, selectShake);
  const { view, data, depth } = useStore(router, selectRoute, shallowEqual);
  const titleId = useId();
  const { t } = useT();
  // A new key per history entry: the view's enter animation replays on push and on back.
  const viewKey = `${depth}:${view}`;
  // The view the modal opened on shows at once; every view navigated to afterwards (back to it too) animates in.
  const openingKey = useRef<string | undefined>(viewKey);
  // A dialog rendered ahead opens on whatever view the router holds when it is shown, not on the one it was
  // rendered with: that one counts as the opening view.
  const [shownOn, setShownOn] = useState(shown);
  if (shownOn !== shown) {
    setShownOn(shown);
    if (shown) openingKey.current = viewKey;
  }
  useEffect(() => {
    if (viewKey !== openingKey.current) openingKey.current = undefined;
  }, [viewKey]);
  const close = () => void modal.close();
  // The visitor's intent inside the view (pointing at it, or moving through it with the keyboard) fetches the
  // views it leads to, so the next click finds them loaded; the dialog's own focus on opening is no intent.
  const prefetchNext = () => void prefetchLazyViews(NEXT_VIEWS[view as keyof typeof NEXT_VIEWS] ?? []);
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (isFocusVisible(event.target)) prefetchNext();
  };

  return (
    <Dialog labelledBy={titleId} onRequestClose={close} shake={shake} contentKey={viewKey} pageScrollbar={pageScrollbar}>
      {/* While hidden, the page's own notices show these (ModalLayer.tsx): one of each in the page. */}
      {shown ? <AlertBanner /> : null}
      <ModalHeader
        titleId={titleId}
        title={viewTitle({ view, data, t })}
        canGoBack={depth > 1}
        onBack={() => router.goBack()}
        onClose={close}
      />
      <div className="wp-dialog-toast">{shown ? <Toast /> : null}</div>
      <AnimatedHeight>
        <div
          key={viewKey}
          className="wp-view"
          data-view={view}
          data-opening={viewKey === openingKey.current ? 'true' : undefined}
          onPointerOver={prefetchNext}
          onKeyDown={prefetchNext}
          onFocus={onFocus}
        >
          <ViewOutlet view={view} />
        </div>
      </AnimatedHeight>
    </Dialog>
  );
}

/** Focus the browser shows as keyboard focus (after a key press); a browser that cannot tell counts it as such. */
function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}
