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
  const name = PROVIDER_NAMES[row.provider];
  return (
    <li className="wp-onramp-quote" aria-labelledby={nameId} aria-busy={row.status === 'loading' ? true : undefined} data-best={best ? '' : undefined} data-provider={row.provider}>
      <div className="wp-onramp-quote-head">
        <h3 id={nameId}>{name}</h3>
        {best ? <span className="wp-onramp-badge">Best price</span> : null}
      </div>
      {row.status === 'loading' ? (
        <>
          <div className="wp-onramp-skeleton" aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
          <p className="wp-visually-hidden">{`Getting a quote from ${name}`}</p>
        </>
      ) : null}
      {row.status === 'failed' ? <p className="wp-onramp-quote-error">{row.error}</p> : null}
      {row.status === 'ready' ? (
        <>
          <dl className="wp-onramp-figures">
            <div className="wp-onramp-get">
              <dt>You get</dt>
              <dd>{formatPurchase(row.quote)}</dd>
            </div>
            <div>
              <dt>Provider fee</dt>
              <dd>{formatFiat(row.quote.providerFee, row.quote.paymentCurrency)}</dd>
            </div>
            <div>
              <dt>Network fee</dt>
              <dd>{formatFiat(row.quote.networkFee, row.quote.paymentCurrency)}</dd>
            </div>
            <div>
              <dt>Total</dt>
              <dd>{formatFiat(row.quote.paymentTotal, row.quote.paymentCurrency)}</dd>
            </div>
          </dl>
          <button type="button" className="wp-button wp-button-primary" onClick={onChoose}>
            {`Buy with ${name}`}
          </button>
        </>
      ) : null}
    </li>
  );
}
