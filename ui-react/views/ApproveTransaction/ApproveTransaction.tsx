/**
 * ApproveTransaction: an unsafe request of the embedded wallet (a signature, a transaction) waits for the
 * person on the secure site's own approval screen, a frame of the secure origin that the modal cannot hold
 * in its shadow root. This view keeps a region for it and tells the use case where that region is on the
 * viewport (followRect: on mount, on resizes, scrolls and animations), so the frame is drawn exactly over
 * it; leaving the view hides the frame. Under the region, the same instruction for everyone. The routing
 * (opening this view, leaving it once answered, refusing requests left waiting) is the use case's.
 */
import { useRef } from 'react';
import type { EmbeddedWalletState, EmbeddedWalletUseCase } from '../../../domain/usecases/embedded-wallet/wallet/index.js';
import { LockIcon } from '../../components/Icon/viewIcons.js';
import { FlowStatus } from '../../components/FlowStatus/FlowStatus.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { useIsomorphicLayoutEffect } from '../../shadow/useIsomorphicLayoutEffect.js';
import { useStore } from '../../state/useStore.js';
import { viewWithUseCase } from '../../components/UnavailableView/viewWithUseCase.js';
import { approveTransactionCss } from './ApproveTransaction.styles.js';
import { followRect } from './followRect.js';
import { useT } from '../../i18n/useT.js';

// The English texts, for the tests (locales/en/approve.ts has them for every language).
export const APPROVAL_REGION_LABEL = 'Secure wallet approval screen';
export const APPROVAL_HINT = 'Review the request in your secure wallet, then approve or reject it.';
export const NOTHING_TO_APPROVE = 'No request is waiting for approval.';

const selectWaiting = (state: EmbeddedWalletState) => state.pendingApprovals.length > 0;

function Approval({ useCase: embedded }: { useCase: EmbeddedWalletUseCase }) {
  const waiting = useStore(embedded, selectWaiting);
  const { t } = useT();
  if (!waiting) return <FlowStatus tone="waiting" icon={<LockIcon />} title={t('approve.nothingWaiting')} />;
  return (
    <div className="wp-approve">
      <ShadowStylesheet css={approveTransactionCss} />
      <FrameRegion embedded={embedded} />
      <p className="wp-approve-hint">{t('approve.hint')}</p>
    </div>
  );
}

export const ApproveTransactionView = viewWithUseCase('ApproveTransaction', (core) => core.embeddedWallet, Approval);

function FrameRegion({ embedded }: { embedded: EmbeddedWalletUseCase }) {
  const region = useRef<HTMLDivElement>(null);
  const { t } = useT();
  // Before paint: the frame appears in place with the view, not a frame later somewhere else.
  useIsomorphicLayoutEffect(() => {
    const element = region.current;
    if (!element) return;
    const stop = followRect(element, (rect) => embedded.showFrame(rect));
    return () => {
      stop();
      embedded.hideFrame();
    };
  }, [embedded]);
  return <div ref={region} className="wp-approve-frame" role="region" aria-label={t('approve.region')} />;
}
