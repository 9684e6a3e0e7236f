/**
 * What the built transactions were checked to do (the swap state's `buildCheck`), shown in SwapPreview under
 * the quote: the least the account receives, the approval's amount (unlimited or exact) when one comes first,
 * and how it was checked. Simulated on the chain says nothing more; checked from the calldata of a known
 * router says so; not checked at all says 'This transaction could not be verified'.
 */
import { errorMessage } from '../../../domain/entities/errors/catalogue.js';
import type { SwapState } from '../../../domain/usecases/swap/index.js';
import { formatTokenAmount } from '../../components/format/formatMoney.js';
import { useT } from '../../i18n/useT.js';

export type SwapBuildSummaryProps = { state: Pick<SwapState, 'buildCheck' | 'sourceToken' | 'toToken'> };

/** The note under the rows for a check short of a simulation, in English (exported for the tests). */
export const SWAP_CHECKED_FROM_CALLDATA = "Checked from the router call's data: this network cannot simulate it";

export function SwapBuildSummary({ state }: SwapBuildSummaryProps) {
  const { t, localizeMessage, locale } = useT();
  const check = state.buildCheck;
  if (!check) return null;
  const source = state.sourceToken?.symbol ?? '';
  const atLeast = formatTokenAmount({ amount: check.receiveAtLeast, symbol: state.toToken?.symbol ?? '', locale }) ?? check.receiveAtLeast;
  const approval =
    check.approvalAmount === undefined ? undefined : check.approvalAmount === 'unlimited' ? t('swap.unlimited', { symbol: source }) : (formatTokenAmount({ amount: check.approvalAmount, symbol: source, locale }) ?? check.approvalAmount);
  const note = check.verifiedBy === 'none' ? localizeMessage(errorMessage('SWAP_BUILD_UNVERIFIED')) : check.verifiedBy === 'calldata' ? t('swap.checkedFromCalldata') : undefined;
  return (
    <>
      <dl className="wp-swap-details" data-testid="swap-build-check">
        <div>
          <dt>{t('swap.receiveAtLeast')}</dt>
          <dd data-testid="swap-preview-at-least" dir="ltr">{atLeast}</dd>
        </div>
        {approval ? (
          <div>
            <dt>{t('swap.approval')}</dt>
            <dd data-testid="swap-preview-approval">{approval}</dd>
          </div>
        ) : null}
      </dl>
      {note ? (
        <p className={`wp-swap-verification${check.verifiedBy === 'none' ? ' wp-swap-verification-none' : ''}`} data-testid="swap-preview-verification">
          {note}
        </p>
      ) : null}
    </>
  );
}
