/**
 * OnRampProviders (issue 30): one card per provider side by side (ONRAMP_PROVIDERS order), each with its
 * quote for the amount typed on Buy, a skeleton while it loads or why it has none; the best one (the most
 * tokens for the same payment, bestOnrampQuote.ts) says 'Best price'. 'Buy with <Provider>' opens that
 * provider's checkout (the use case then shows BuyInProgress). When every quote failed, `quoteError` is said
 * as an alert with 'Try again'.
 */
import { bestOnrampQuote } from '../../../domain/entities/onramp/bestOnrampQuote.js';
import type { OnrampState } from '../../../domain/usecases/onramp/index.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { useStore } from '../../state/useStore.js';
import { onrampCss } from './OnRamp.styles.js';
import { formatFiat, QuoteCard } from './QuoteCard.js';
import { useT, type UseTReturnType } from '../../i18n/useT.js';

/** 'For 50.00 USD of USDC on Walletport Devnet A'. */
function summary({ amount, paymentCurrency, purchaseCurrency, purchaseNetwork }: OnrampState, t: UseTReturnType['t']): string | undefined {
  if (!paymentCurrency || !purchaseCurrency || amount.trim() === '') return undefined;
  const payment = formatFiat(amount, paymentCurrency.id);
  return purchaseNetwork
    ? t('onramp.summaryOnNetwork', { payment, token: purchaseCurrency.symbol, network: purchaseNetwork.display_name })
    : t('onramp.summary', { payment, token: purchaseCurrency.symbol });
}

export function OnRampProvidersView() {
  const { onramp } = useLoadedCore();
  const { t, localizeMessage } = useT();
  const state = useStore(onramp);
  const ready = state.quotes.flatMap((row) => (row.status === 'ready' ? [row.quote] : []));
  const best = bestOnrampQuote(ready);
  const said = summary(state, t);

  return (
    <div className="wp-onramp">
      <ShadowStylesheet css={onrampCss} />
      {said ? <p className="wp-onramp-summary">{said}</p> : null}
      <ul className="wp-onramp-quotes" aria-label={t('onramp.quotes')} aria-busy={state.quoteLoading ? true : undefined}>
        {state.quotes.map((row) => (
          <QuoteCard key={row.provider} row={row} best={row.provider === best} onChoose={() => void onramp.chooseProvider(row.provider)} />
        ))}
      </ul>
      {/* Said once the quotes are in, so a screen reader hears that the cards changed. */}
      <p className="wp-visually-hidden" role="status">
        {!state.quoteLoading && ready.length > 0 ? t('onramp.quotesReady', { count: ready.length }) : ''}
      </p>
      {state.quoteError ? (
        <div className="wp-onramp-error">
          <p role="alert">{localizeMessage(state.quoteError)}</p>
          <button type="button" className="wp-button wp-button-secondary" onClick={() => void onramp.getQuotes()}>
            {t('onramp.tryAgain')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
