/**
 * The Buy form's commands: what to buy and on which network, the payment currency and method, the amount.
 * Every change recomputes the limits (onrampLimits), drops the quotes of the earlier form and, once an amount
 * error is on screen, checks the amount again so the message goes as soon as the amount fits.
 */
import { sanitizeNumericInput } from '../../entities/number/sanitizeNumericInput.js';
import { checkOnrampAmount, onrampLimits, onrampNetworkCaipId } from '../../entities/onramp/index.js';
import { onrampNamespace, type OnrampContext } from './onramp.context.js';
import type { OnrampPaymentMethod, OnrampPurchaseCurrency, OnrampPurchaseNetwork, OnrampState } from './onramp.types.js';

export class OnrampForm {
  readonly #context: OnrampContext;

  constructor(context: OnrampContext) {
    this.#context = context;
  }

  setPurchaseCurrency(id: string, chainId?: string): void {
    const currency = this.#context.state.read().purchaseCurrencies.find((candidate) => candidate.id === id);
    if (currency === undefined) return;
    this.#change({ purchaseCurrency: currency, purchaseNetwork: this.defaultNetwork(currency, chainId) });
  }

  setPaymentCurrency(id: string): void {
    const currency = this.#context.state.read().paymentCurrencies.find((candidate) => candidate.id === id);
    if (currency !== undefined) this.#change({ paymentCurrency: currency });
  }

  setPaymentMethod(method: OnrampPaymentMethod): void {
    if (method === 'card' || method === 'bank_account') this.#change({ paymentMethod: method });
  }

  /** Kept as a plain decimal, as the swap and send amounts are: ',' typed as a separator becomes '.'. */
  setAmount(typed: string): void {
    this.#change({ amount: sanitizeNumericInput(typed) });
  }

  /** The network asked for, else the active one, else the currency's first. */
  defaultNetwork(currency: OnrampPurchaseCurrency, chainId?: string): OnrampPurchaseNetwork | undefined {
    const { deps } = this.#context;
    const namespace = onrampNamespace(this.#context);
    const active = deps.network.snapshot.activeCaipNetwork.caipNetworkId;
    return (
      currency.networks.find((network) => chainId !== undefined && network.chain_id === chainId) ??
      currency.networks.find((network) => onrampNetworkCaipId(namespace, network) === active) ??
      currency.networks[0]
    );
  }

  /** A form change: the limits follow it, the quotes of the earlier form go. */
  #change(change: Partial<OnrampState>): void {
    const { state, quotes } = this.#context;
    quotes.invalidate();
    const next = { ...state.read(), ...change };
    const limits = onrampLimits({ paymentCurrencies: next.paymentCurrencies, currency: next.paymentCurrency?.id, method: next.paymentMethod });
    const recheck = next.amountError !== undefined && next.paymentCurrency !== undefined;
    const checked = recheck ? checkOnrampAmount({ amount: next.amount, limits, currency: next.paymentCurrency?.id ?? '' }) : undefined;
    state.update({
      ...change,
      limits,
      amountError: checked === undefined || checked.ok ? undefined : checked.error,
      quotes: [],
      quoteLoading: false,
      quoteError: undefined,
      selectedProvider: undefined,
    });
  }
}
