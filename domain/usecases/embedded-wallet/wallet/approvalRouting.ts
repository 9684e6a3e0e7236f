/**
 * How the embedded wallet's requests reach the person: an unsafe request raised through the embedded wallet's
 * provider opens the modal on ApproveTransaction (or pushes it onto an open modal), where the secure site's
 * approval screen is shown; once no request waits, the view is popped, or the modal closed when it was
 * opened for the request. Leaving the view or closing the modal while requests wait rejects them (RPC_ABORT);
 * safe read-only requests are never aborted (the connector keeps them apart).
 */
import type { Observable, Subscription } from 'rxjs';
import type { ApprovalEvent, PendingApproval } from '../../../../ports/embedded-wallet.port.js';
import type { RouterState } from '../../router/index.js';
import type { OpenModalParameters } from '../../modal/index.js';

export type ApprovalRoutingDependencies = {
  connector: {
    subscribeApprovals(listener: (event: ApprovalEvent) => void): () => void;
    pendingApprovals(): readonly PendingApproval[];
    abortPendingApprovals(): void;
  };
  router: { readonly snapshot: RouterState; readonly state$: Observable<RouterState>; push(view: 'ApproveTransaction'): void; goBack(): void };
  modal: { readonly snapshot: { open: boolean }; open(parameters: OpenModalParameters): void; close(): boolean; onClosed(listener: () => void): () => void };
  onPendingChange(pending: readonly PendingApproval[]): void;
};

const VIEW = 'ApproveTransaction';

export function followApprovals({ connector, router, modal, onPendingChange }: ApprovalRoutingDependencies): () => void {
  /** The modal was closed when the first request came, so it closes again when the last one is done. */
  let openedForApproval = false;
  /** True while we navigate ourselves, so leaving the view then is not read as the person leaving it. */
  let navigating = false;
  let shown = false;

  const navigate = (move: () => void) => {
    navigating = true;
    try {
      move();
    } finally {
      navigating = false;
    }
  };

  const abortIfWaiting = () => {
    if (connector.pendingApprovals().length > 0) connector.abortPendingApprovals();
  };

  const stopApprovals = connector.subscribeApprovals((event) => {
    onPendingChange(connector.pendingApprovals());
    if (event.type === 'approval-requested') {
      if (!modal.snapshot.open) {
        openedForApproval = true;
        navigate(() => modal.open({ view: VIEW }));
      } else if (router.snapshot.view !== VIEW) {
        navigate(() => router.push(VIEW));
      }
      shown = true;
      return;
    }
    if (connector.pendingApprovals().length > 0 || !shown) return;
    shown = false;
    if (router.snapshot.view !== VIEW || !modal.snapshot.open) return;
    if (openedForApproval) navigate(() => modal.close());
    else navigate(() => router.goBack());
    openedForApproval = false;
  });

  const routerSubscription: Subscription = router.state$.subscribe(({ view }) => {
    if (navigating || !shown || view === VIEW) return;
    // The person went back or elsewhere with requests still waiting: they are refused, not left hanging.
    shown = false;
    openedForApproval = false;
    abortIfWaiting();
  });

  const stopClosed = modal.onClosed(() => {
    if (navigating) return;
    shown = false;
    openedForApproval = false;
    abortIfWaiting();
  });

  return () => {
    stopApprovals();
    routerSubscription.unsubscribe();
    stopClosed();
  };
}
