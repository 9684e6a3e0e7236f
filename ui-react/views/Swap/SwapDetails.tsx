/**
 * The figures of a quote (Swap once quoted, and SwapPreview): the price of one source token, the price
 * impact, the slippage allowed with the least the swap delivers, the provider's fee (0.85 % of the source)
 * and the network fee. A figure the state does not hold yet is left out rather than shown as zero.
 */
import { SWAP_PROVIDER_FEE_RATE } from '../../../domain/entities/constants.js';
import type { SwapState } from '../../../domain/usecases/swap/index.js';
import { formatPercent, formatTokenAmount, formatTokenPrice, formatUsd } from '../../components/format/formatMoney.js';
import { useT, type UseTReturnType } from '../../i18n/useT.js';

export type SwapDetailsState = Pick<
  SwapState,
  | 'sourceToken'
  | 'toToken'
  | 'sourceTokenAmount'
  | 'toTokenAmount'
  | 'priceImpact'
  | 'slippage'
  | 'minimumReceived'
  | 'providerFee'
  | 'providerFeeInUSD'
  | 'gasFee'
  | 'gasFeeInUSD'
  | 'networkTokenSymbol'
>;


function withUsd(t: UseTReturnType['t'], amount: string | undefined, usd: string | undefined): string | undefined {
  if (!amount) return usd;
  return usd ? t('swap.withUsd', { amount, usd }) : amount;
}

/** The rows to show, as [term, value] pairs. */
function swapDetailRows(state: SwapDetailsState, { t, locale }: Pick<UseTReturnType, 't' | 'locale'>): [string, string][] {
  const source = state.sourceToken?.symbol ?? '';
  const destination = state.toToken?.symbol ?? '';
  const minimum = formatTokenAmount({ amount: state.minimumReceived, symbol: destination, locale });
  const rows: [string, string | undefined][] = [
    [t('swap.price'), formatTokenPrice({ sourceAmount: state.sourceTokenAmount, sourceSymbol: source, toAmount: state.toTokenAmount, toSymbol: destination, locale })],
    [t('swap.priceImpact'), formatPercent(state.priceImpact, locale)],
    [t('swap.maxSlippage', { percent: formatPercent(state.slippage, locale) ?? '' }), minimum && t('swap.minimum', { amount: minimum })],
    [
      t('swap.providerFee', { percent: formatPercent(SWAP_PROVIDER_FEE_RATE * 100, locale) ?? '' }),
      withUsd(t, formatTokenAmount({ amount: state.providerFee, symbol: source, locale }), formatUsd(state.providerFeeInUSD, locale)),
    ],
    [t('swap.networkFee'), formatUsd(state.gasFeeInUSD, locale) ?? formatTokenAmount({ amount: state.gasFee, symbol: state.networkTokenSymbol, locale })],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== undefined);
}

export function SwapDetails({ state }: { state: SwapDetailsState }) {
  const rows = swapDetailRows(state, useT());
  if (rows.length === 0) return null;
  return (
    <dl className="wp-swap-details" data-testid="swap-details">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd dir="ltr">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
