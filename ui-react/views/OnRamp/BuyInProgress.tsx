/**
 * BuyInProgress (issue 30): the purchase after a provider was chosen, as the use case follows it
 * (`state.order`): the checkout opening, then waiting for the payment in the provider's window (or tab), the
 * tokens on their way, and the end: arrived (back to the account), or failed, closed before paying, or taking
 * too long (the order's own words, and 'Try again' back to the form). Every change is read out (FlowStatus:
 * a polite status, an alert for a failure). The figures and the provider's failure reason are text only.
 */
import type { OnrampOrder } from '../../../domain/usecases/onramp/index.js';
import { FlowStatus, type FlowStatusTone } from '../../components/FlowStatus/FlowStatus.js';
import { CheckIcon, WarningIcon } from '../../components/Icon/icons.js';
import { PanelState } from '../../components/PanelState/PanelState.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { useStore } from '../../state/useStore.js';
import { onrampCss } from './OnRamp.styles.js';
import { PROVIDER_NAMES } from './onrampWords.js';
import { formatPurchase } from './QuoteCard.js';
import { useT, type UseTReturnType } from '../../i18n/useT.js';

type Shown = { tone: FlowStatusTone; title: string; text?: string | undefined; end?: 'account' | 'retry' };

/** What the view says for each step of the order (the order's own error is the core's words, localized). */
function describeOrder(order: OnrampOrder, { t, localizeMessage }: Pick<UseTReturnType, 't' | 'localizeMessage'>): Shown {
  const reason = order.error === undefined ? undefined : localizeMessage(order.error);
  const provider = PROVIDER_NAMES[order.provider];
  const tokens = formatPurchase(order.quote);
  switch (order.status) {
    case 'openingCheckout':
      return { tone: 'busy', title: t('onramp.openingCheckout', { provider }) };
    case 'waitingForPayment':
      return {
        tone: 'busy',
        title: t('onramp.completePayment', { provider }),
        text: order.openedInTab ? t('onramp.openedInTab') : undefined,
      };
    case 'inProgress':
      return { tone: 'busy', title: t('onramp.delivering', { tokens }) };
    case 'success':
      return { tone: 'waiting', title: t('onramp.arrived', { tokens }), end: 'account' };
    case 'failed':
      return { tone: 'error', title: t('onramp.purchaseFailed'), text: reason, end: 'retry' };
    case 'checkoutClosed':
      return { tone: 'error', title: t('onramp.checkoutClosed'), text: reason, end: 'retry' };
    case 'stale':
      return { tone: 'waiting', title: t('onramp.stillInProgress'), text: reason, end: 'retry' };
  }
}

export function BuyInProgressView() {
  const { onramp, router } = useLoadedCore();
  const translator = useT();
  const { t } = translator;
  const order = useStore(onramp, (state) => state.order);

  const backToAccount = () => {
    const { history } = router.snapshot;
    const account = history.findLastIndex((entry) => entry.view === 'Account');
    if (account >= 0) router.goBackToIndex(account);
    else router.reset('Account');
  };

  if (!order) {
    return (
      <div className="wp-onramp">
        <ShadowStylesheet css={onrampCss} />
        <PanelState
          title={t('onramp.noPurchase')}
          action={
            <button type="button" className="wp-button wp-button-secondary" onClick={() => onramp.startOver()}>
              {t('onramp.buyCrypto')}
            </button>
          }
        />
      </div>
    );
  }

  const shown = describeOrder(order, translator);
  const icon = order.status === 'success' ? <CheckIcon /> : shown.tone === 'error' || order.status === 'stale' ? <WarningIcon /> : undefined;
  return (
    <div className="wp-onramp" data-order-status={order.status}>
      <ShadowStylesheet css={onrampCss} />
      <FlowStatus tone={shown.tone} title={shown.title} text={shown.text} icon={icon}>
        {shown.end ? (
          <div className="wp-flow-actions">
            {shown.end === 'account' ? (
              <button type="button" className="wp-button wp-button-primary wp-button-block" onClick={backToAccount}>
                {t('onramp.backToAccount')}
              </button>
            ) : (
              <>
                <button type="button" className="wp-button wp-button-primary wp-button-block" onClick={() => onramp.startOver()}>
                  {t('onramp.tryAgain')}
                </button>
                {/* Nothing was bought (or it is still on its way): the visitor may also leave the flow. */}
                <button type="button" className="wp-button wp-button-secondary wp-button-block" onClick={backToAccount}>
                  {t('onramp.backToAccount')}
                </button>
              </>
            )}
          </div>
        ) : null}
      </FlowStatus>
    </div>
  );
}
