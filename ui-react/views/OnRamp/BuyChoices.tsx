/**
 * The Buy form's choices as native controls (keyboard-complete and announced as they are): what to buy and on
 * which network, the currency paid with, and the payment method as a radio group. Each choice is one command
 * on the on-ramp use case; the lists are the state's (the options call's, or SPEC.md section 9's fallback).
 * Names come from the options call: rendered as text.
 */
import { useId } from 'react';
import type { OnrampPaymentMethod, OnrampState } from '../../../domain/usecases/onramp/index.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { METHOD_NAME_KEYS } from './onrampWords.js';
import { useT } from '../../i18n/useT.js';

export type BuyChoicesProps = {
  readonly state: Pick<OnrampState, 'purchaseCurrencies' | 'purchaseCurrency' | 'purchaseNetwork' | 'paymentCurrencies' | 'paymentCurrency' | 'paymentMethod'>;
};

const METHODS: readonly OnrampPaymentMethod[] = ['card', 'bank_account'];

/** What to buy, and on which of the networks it lives on. */
export function PurchaseChoices({ state }: BuyChoicesProps) {
  const { onramp } = useLoadedCore();
  const { t } = useT();
  const tokenId = useId();
  const networkId = useId();
  const currency = state.purchaseCurrency;
  return (
    <div className="wp-onramp-row">
      <div className="wp-onramp-field">
        <label className="wp-label" htmlFor={tokenId}>
          {t('onramp.buy')}
        </label>
        <select id={tokenId} className="wp-input" value={currency?.id ?? ''} onChange={(event) => onramp.setPurchaseCurrency(event.target.value)}>
          {state.purchaseCurrencies.map((option) => (
            <option key={option.id} value={option.id}>
              {option.symbol}
            </option>
          ))}
        </select>
      </div>
      <div className="wp-onramp-field">
        <label className="wp-label" htmlFor={networkId}>
          {t('onramp.network')}
        </label>
        <select
          id={networkId}
          className="wp-input"
          value={state.purchaseNetwork?.chain_id ?? ''}
          onChange={(event) => {
            if (currency) onramp.setPurchaseCurrency(currency.id, event.target.value);
          }}
        >
          {(currency?.networks ?? []).map((network) => (
            <option key={network.chain_id} value={network.chain_id}>
              {network.display_name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** The currency paid with (beside the amount, which is in it). */
export function PaymentCurrencyChoice({ state }: BuyChoicesProps) {
  const { onramp } = useLoadedCore();
  const { t } = useT();
  const currencyId = useId();
  return (
    <div className="wp-onramp-field">
      <label className="wp-label" htmlFor={currencyId}>
        {t('onramp.payWith')}
      </label>
      <select id={currencyId} className="wp-input" value={state.paymentCurrency?.id ?? ''} onChange={(event) => onramp.setPaymentCurrency(event.target.value)}>
        {state.paymentCurrencies.map((option) => (
          <option key={option.id} value={option.id}>
            {option.id}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Card or bank transfer: the methods the chosen currency has limits for (both while it lists none). */
export function PaymentMethodChoice({ state }: BuyChoicesProps) {
  const { onramp } = useLoadedCore();
  const { t } = useT();
  const methodName = useId();
  const listed = state.paymentCurrency?.payment_method_limits.map((limit) => limit.id) ?? [];
  const methods = METHODS.filter((method) => listed.length === 0 || listed.includes(method));
  return (
    <fieldset className="wp-onramp-field">
      <legend>{t('onramp.paymentMethod')}</legend>
      <div className="wp-onramp-methods">
        {methods.map((method) => (
          <label key={method} className="wp-onramp-method" data-checked={state.paymentMethod === method ? '' : undefined}>
            <input type="radio" name={methodName} value={method} checked={state.paymentMethod === method} onChange={() => onramp.setPaymentMethod(method)} />
            {t(METHOD_NAME_KEYS[method])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
