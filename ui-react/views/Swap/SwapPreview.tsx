/**
 * SwapPreview ('Review Swap'): both amounts with their tokens and values in US dollars, every figure of the
 * quote, what the built transactions were checked to do (SwapBuildSummary: at least received, the approval's
 * amount, and a note when the check fell short of a simulation), then the steps. When the source token's
 * allowance is short (the state holds an approval transaction) there are two: 1 'Approve <SYMBOL>' (busy
 * while the wallet and the chain answer; once mined the use case rebuilds the quote and the swap transaction)
 * and 2 'Swap', which waits for step 1. Otherwise
 * just 'Swap'. Success is the use case's (toast, reset, Account). A failed transaction (the wallet's short
 * message or 'Transaction error') sends the use case back to Swap, which shows it; a failure that stays here
 * (a transaction rebuilt after the approval that could not be built) shows in an alert banner. Cancel goes back.
 */
import { useEffect, useState } from 'react';
import type { SwapToken } from '../../../domain/usecases/swap/index.js';
import { BusyButton } from '../../components/BusyButton/BusyButton.js';
import { CheckIcon } from '../../components/Icon/icons.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { useStore } from '../../state/useStore.js';
import { SwapBuildSummary } from './SwapBuildSummary.js';
import { SwapDetails } from './SwapDetails.js';
import { SwapErrorBanner } from './SwapErrorBanner.js';
import { formatTokenAmount, formatUsd } from '../../components/format/formatMoney.js';
import { swapCss } from './Swap.styles.js';
import { SwapTokenIcon } from './SwapTokenIcon.js';
import { useT } from '../../i18n/useT.js';

type SummaryRowProps = { term: string; amount: string; token: SwapToken | undefined; usd: string | undefined; testId: string };

function SummaryRow({ term, amount, token, usd, testId }: SummaryRowProps) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        {token ? <SwapTokenIcon token={token} /> : null}
        <span className="wp-swap-summary-amount">
          <span data-testid={testId} dir="ltr">{formatTokenAmount({ amount, symbol: token?.symbol ?? '' }) ?? amount}</span>
          {usd ? <span className="wp-swap-token-name">{usd}</span> : null}
        </span>
      </dd>
    </div>
  );
}

export function SwapPreviewView() {
  const { swap, router } = useLoadedCore();
  const { t } = useT();
  const state = useStore(swap);
  const needsApproval = state.approvalTransaction !== undefined;
  // Step 1 stays on screen, done, once the approval went through (the state then holds no approval).
  const [hadApproval, setHadApproval] = useState(needsApproval);
  useEffect(() => {
    if (needsApproval) setHadApproval(true);
  }, [needsApproval]);
  const steps = needsApproval || hadApproval;
  const building = state.loadingQuote || state.loadingBuildTransaction || state.loadingApprovalTransaction;
  const approving = needsApproval && state.loadingTransaction;
  const swapping = !needsApproval && state.loadingTransaction;
  const symbol = state.sourceToken?.symbol ?? '';

  const approve = () => {
    if (approving || building) return;
    // The failure is in the state (shown on Swap: the use case goes back, keeping the form).
    swap.approve().catch(() => undefined);
  };

  const confirm = () => {
    if (swapping || building || needsApproval || !state.swapTransaction) return;
    // Success and failure are the use case's to show and navigate (Account, or back to Swap with the error).
    swap.swap().catch(() => undefined);
  };

  const swapButton = needsApproval ? (
    <button type="button" className="wp-button wp-button-secondary" aria-disabled="true">
      {t('swap.swap')}
    </button>
  ) : (
    <BusyButton busy={swapping || building} label={t('swap.swap')} busyLabel={swapping ? t('swap.swapping') : t('swap.gettingQuote')} onClick={confirm} />
  );

  return (
    <div className="wp-swap">
      <ShadowStylesheet css={swapCss} />
      <dl className="wp-swap-summary">
        <SummaryRow term={t('swap.youPay')} amount={state.buildCheck?.pay ?? state.sourceTokenAmount} token={state.sourceToken} usd={formatUsd(state.sourceTokenAmountInUSD)} testId="swap-preview-source" />
        <SummaryRow term={t('swap.youReceive')} amount={state.toTokenAmount} token={state.toToken} usd={formatUsd(state.toTokenAmountInUSD)} testId="swap-preview-to" />
      </dl>
      <SwapDetails state={state} />
      <SwapBuildSummary state={state} />

      <SwapErrorBanner error={state.error} title={needsApproval ? t('swap.approvalFailed') : t('swap.swapFailed')} />

      {steps ? (
        <ol className="wp-swap-steps" aria-label={t('swap.steps')}>
          <li>
            <span className="wp-swap-step-number" aria-hidden="true">
              1
            </span>
            {needsApproval ? (
              <BusyButton busy={approving || building} label={t('swap.approve', { symbol })} busyLabel={approving ? t('swap.approving', { symbol }) : t('swap.gettingQuote')} onClick={approve} />
            ) : (
              <span className="wp-swap-step-done">
                <CheckIcon />
                {t('swap.approved', { symbol })}
              </span>
            )}
          </li>
          <li>
            <span className="wp-swap-step-number" aria-hidden="true">
              2
            </span>
            {swapButton}
          </li>
        </ol>
      ) : null}

      <div className="wp-swap-actions">
        <button type="button" className="wp-button wp-button-secondary" onClick={() => router.goBack()}>
          {t('swap.cancel')}
        </button>
        {steps ? null : swapButton}
      </div>
    </div>
  );
}
