/**
 * Buy (the on-ramp's form, issue 30): what to buy and on which network, the currency and method paid with,
 * and the amount with its limits said beside it ('Between 20.00 and 5,000.00 USD', from the options call or
 * SPEC.md section 9's fallback). 'Get quotes' asks the use case, which checks the amount against the limits
 * before any quote (the message lands in `amountError`, read out) and then shows OnRampProviders.
 *
 * The flow starts from its router entry (the use case loads the options when Buy comes on top), so this view
 * only renders the state and calls `core.onramp`. When the options call failed, `optionsNotice` says what is
 * unavailable. Names come from the options call: text only.
 */
import { useEffect, useId, useRef } from 'react';
import { formatNumber } from '../../../domain/entities/number/formatNumber.js';
import type { OnrampState } from '../../../domain/usecases/onramp/index.js';
import { BusyButton } from '../../components/BusyButton/BusyButton.js';
import { PanelState } from '../../components/PanelState/PanelState.js';
import { Spinner } from '../../components/Spinner/Spinner.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { useStore } from '../../state/useStore.js';
import { PaymentCurrencyChoice, PaymentMethodChoice, PurchaseChoices } from './BuyChoices.js';
import { onrampCss } from './OnRamp.styles.js';
import { useT, type UseTReturnType } from '../../i18n/useT.js';

/** 'Between 20.00 and 5,000.00 USD'; nothing for limits that cannot be read. */
function limitsHint({ limits, paymentCurrency }: Pick<OnrampState, 'limits' | 'paymentCurrency'>, t: UseTReturnType['t']): string | undefined {
  try {
    return t('onramp.limits', { min: formatNumber(limits.min), max: formatNumber(limits.max), currency: paymentCurrency?.id ?? '' }).trim();
  } catch {
    return undefined;
  }
}

export function BuyView() {
  const { onramp, router } = useLoadedCore();
  const { t, localizeMessage } = useT();
  const state = useStore(onramp);
  const amountId = useId();
  const hintId = useId();
  const errorId = useId();
  const amountInput = useRef<HTMLInputElement>(null);
  const ready = state.status === 'ready';
  const nothingToBuy = ready && state.purchaseCurrencies.length === 0;

  useEffect(() => {
    if (ready) amountInput.current?.focus({ preventScroll: true });
  }, [ready]);

  if (nothingToBuy) {
    return (
      <div className="wp-onramp">
        <ShadowStylesheet css={onrampCss} />
        <PanelState
          title={t('onramp.nothingToBuyTitle')}
          text={t('onramp.nothingToBuyText')}
          action={
            <button type="button" className="wp-button wp-button-secondary" onClick={() => router.push('Networks')}>
              {t('onramp.switchNetwork')}
            </button>
          }
        />
      </div>
    );
  }

  if (!ready) {
    return (
      <div className="wp-onramp">
        <ShadowStylesheet css={onrampCss} />
        <div className="wp-onramp-form-skeleton" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
        <Spinner label={t('onramp.loadingOptions')} />
      </div>
    );
  }

  const hint = limitsHint(state, t);
  const currency = state.paymentCurrency?.id;
  return (
    <form
      className="wp-onramp"
      aria-label={t('onramp.formLabel')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const { status, quoteLoading } = onramp.snapshot;
        if (status === 'ready' && !quoteLoading) void onramp.getQuotes();
      }}
    >
      <ShadowStylesheet css={onrampCss} />
      {state.optionsNotice ? (
        <p className="wp-onramp-notice" role="status">
          {localizeMessage(state.optionsNotice)}
        </p>
      ) : null}
      <PurchaseChoices state={state} />
      <div className="wp-onramp-row" data-wide-first="">
        <div className="wp-onramp-field">
          <label className="wp-label" htmlFor={amountId}>
            {t('onramp.amount')}
          </label>
          <div className="wp-onramp-amount">
            <input
              ref={amountInput}
              id={amountId}
              className="wp-input"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              aria-describedby={`${hintId} ${errorId}`}
              aria-invalid={state.amountError ? true : undefined}
              value={state.amount}
              onChange={(event) => onramp.setAmount(event.target.value)}
            />
            {currency ? (
              <span className="wp-onramp-currency" aria-hidden="true">
                {currency}
              </span>
            ) : null}
          </div>
          <p id={hintId} className="wp-onramp-hint" dir="auto">
            {hint}
          </p>
          <p id={errorId} className="wp-field-error" aria-live="polite">
            {state.amountError ? localizeMessage(state.amountError) : null}
          </p>
        </div>
        <PaymentCurrencyChoice state={state} />
      </div>
      <PaymentMethodChoice state={state} />
      <BusyButton type="submit" block busy={state.quoteLoading} label={t('onramp.getQuotes')} busyLabel={t('onramp.gettingQuotes')} data-testid="onramp-get-quotes" />
    </form>
  );
}
