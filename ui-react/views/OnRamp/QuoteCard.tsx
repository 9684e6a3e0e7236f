/**
 * One provider's card on OnRampProviders: its name, then a skeleton while its quote loads, the reason it has
 * none, or what the visitor gets, the fees and the total, with 'Buy with <Provider>'. The best quote says
 * 'Best price' in words (its border alone would be colour only). Figures come from the provider's quote:
 * rendered as text.
 */
import { useId } from 'react';
import type { OnrampProviderQuote, OnrampQuote } from '../../../domain/usecases/onramp/index.js';
import { formatTokenAmount, readDecimal } from '../../components/format/formatMoney.js';
import { formatNumber } from '../../../domain/entities/number/formatNumber.js';
import { PROVIDER_NAMES } from './onrampWords.js';
import { useT } from '../../i18n/useT.js';

export type QuoteCardProps = {
  readonly row: OnrampProviderQuote;
  readonly best: boolean;
  readonly onChoose: () => void;
};

/** '0.50 USD'; the figure as it came when it cannot be read. */
export function formatFiat(amount: string, currency: string): string {
  const value = readDecimal(amount);
  return `${value ? formatNumber(value) : amount} ${currency}`;
}

/** '49 USDC': what arrives, to 6 decimals. */
export function formatPurchase(quote: Pick<OnrampQuote, 'purchaseAmount' | 'purchaseSymbol'>): string {
  return formatTokenAmount({ amount: quote.purchaseAmount, symbol: quote.purchaseSymbol }) ?? `${quote.purchaseAmount} ${quote.purchaseSymbol}`;
}

export function QuoteCard({ row, best, onChoose }: QuoteCardProps) {
  const nameId = useId();
  const { t, localizeMessage } = useT();
  const name = PROVIDER_NAMES[row.provider];
  return (
    <li className="wp-onramp-quote" aria-labelledby={nameId} aria-busy={row.status === 'loading' ? true : undefined} data-best={best ? '' : undefined} data-provider={row.provider}>
      <div className="wp-onramp-quote-head">
        <h3 id={nameId}>{name}</h3>
        {best ? <span className="wp-onramp-badge">{t('onramp.bestPrice')}</span> : null}
      </div>
      {row.status === 'loading' ? (
        <>
          <div className="wp-onramp-skeleton" aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
          <p className="wp-visually-hidden">{t('onramp.gettingQuoteFrom', { provider: name })}</p>
        </>
      ) : null}
      {row.status === 'failed' ? <p className="wp-onramp-quote-error">{localizeMessage(row.error)}</p> : null}
      {row.status === 'ready' ? (
        <>
          <dl className="wp-onramp-figures">
            <div className="wp-onramp-get">
              <dt>{t('onramp.youGet')}</dt>
              <dd dir="ltr">{formatPurchase(row.quote)}</dd>
            </div>
            <div>
              <dt>{t('onramp.providerFee')}</dt>
              <dd dir="ltr">{formatFiat(row.quote.providerFee, row.quote.paymentCurrency)}</dd>
            </div>
            <div>
              <dt>{t('onramp.networkFee')}</dt>
              <dd dir="ltr">{formatFiat(row.quote.networkFee, row.quote.paymentCurrency)}</dd>
            </div>
            <div>
              <dt>{t('onramp.total')}</dt>
              <dd dir="ltr">{formatFiat(row.quote.paymentTotal, row.quote.paymentCurrency)}</dd>
            </div>
          </dl>
          <button type="button" className="wp-button wp-button-primary" onClick={onChoose}>
            {t('onramp.buyWith', { provider: name })}
          </button>
        </>
      ) : null}
    </li>
  );
}
