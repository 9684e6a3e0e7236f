/**
 * `initialize`: loads the purchase options and sets the form's defaults (idle -> loading -> ready).
 * - The options are those of the active namespace only (onrampPurchaseCurrencies); the defaults are USDC
 *   (ONRAMP_DEFAULT_PURCHASE_CURRENCY) on the active network when it lives there, USD, card.
 * - A failed options call is not an error page: the form runs on SPEC.md section 9's fallback
 *   (fallbackOnrampOptions) and `optionsNotice` says what is unavailable.
 * - Calls made while a load is on its way share it; a reset makes its answer change nothing.
 */
import { ONRAMP_DEFAULT_PURCHASE_CURRENCY, ONRAMP_PAYMENT_CURRENCIES } from '../../entities/constants.js';
import type { OnrampOptionsResponse } from '../../entities/api/blockchain-api.schema.js';
import { fallbackOnrampOptions, onrampLimits, onrampPurchaseCurrencies, ONRAMP_MESSAGES } from '../../entities/onramp/index.js';
import { onrampNamespace, type OnrampContext } from './onramp.context.js';
import type { OnrampForm } from './onrampForm.js';
import { INITIAL_ONRAMP_STATE, type OnrampState } from './onramp.types.js';

export type InitializeOnrampReturnType = Promise<void>;
/** Never rejects: a failed options call falls back (the state says so). */
export type InitializeOnrampErrorType = never;

export class OnrampLoader {
  readonly #context: OnrampContext;
  readonly #form: OnrampForm;
  #pending: Promise<void> | undefined;
  /** The active network the options were loaded for: another one loads them again. */
  #loadedFor: string | undefined;

  constructor(context: OnrampContext, form: OnrampForm) {
    this.#context = context;
    this.#form = form;
  }

  /** Nothing loaded yet, or loaded for another network than the active one. */
  needsLoad(): boolean {
    const { status } = this.#context.state.read();
    if (status === 'loading') return false;
    return status === 'idle' || this.#loadedFor !== this.#context.deps.network.snapshot.activeCaipNetwork.caipNetworkId;
  }

  initialize(): InitializeOnrampReturnType {
    if (this.#context.state.read().status === 'loading' && this.#pending) return this.#pending;
    const pending = this.#load().finally(() => {
      if (this.#pending === pending) this.#pending = undefined;
    });
    this.#pending = pending;
    return pending;
  }

  reset(): void {
    this.#pending = undefined;
    this.#loadedFor = undefined;
  }

  async #load(): Promise<void> {
    const { deps, state, loads, quotes, orders } = this.#context;
    const ticket = loads.take();
    quotes.invalidate();
    orders.invalidate();
    const active = deps.network.snapshot.activeCaipNetwork;
    state.replace({ ...INITIAL_ONRAMP_STATE, status: 'loading' });
    let options: OnrampOptionsResponse;
    let fromRemote = true;
    try {
      options = await deps.blockchainApi.getOnrampOptions();
    } catch (error) {
      deps.logger.debug('The on-ramp options could not be loaded; using the standard ones', error);
      options = fallbackOnrampOptions({ caipNetworkId: active.caipNetworkId, name: active.name });
      fromRemote = false;
    }
    if (!ticket.isCurrent()) return;
    this.#loadedFor = active.caipNetworkId;
    state.replace(this.#ready(options, fromRemote));
  }

  #ready(options: OnrampOptionsResponse, fromRemote: boolean): OnrampState {
    const { deps } = this.#context;
    const namespace = onrampNamespace(this.#context);
    const caipNetworkIds = deps.network.snapshot.networks.filter((network) => network.chainNamespace === namespace).map((network) => network.caipNetworkId);
    const purchaseCurrencies = onrampPurchaseCurrencies({ purchaseCurrencies: options.purchaseCurrencies, namespace, caipNetworkIds });
    const purchaseCurrency =
      purchaseCurrencies.find((currency) => currency.symbol.toUpperCase() === ONRAMP_DEFAULT_PURCHASE_CURRENCY) ?? purchaseCurrencies[0];
    const { paymentCurrencies } = options;
    const paymentCurrency = paymentCurrencies.find((currency) => currency.id === ONRAMP_PAYMENT_CURRENCIES[0]) ?? paymentCurrencies[0];
    const { paymentMethod } = INITIAL_ONRAMP_STATE;
    return {
      ...INITIAL_ONRAMP_STATE,
      status: 'ready',
      optionsSource: fromRemote ? 'remote' : 'fallback',
      optionsNotice: fromRemote ? undefined : ONRAMP_MESSAGES.optionsUnavailable,
      purchaseCurrencies,
      paymentCurrencies,
      purchaseCurrency,
      purchaseNetwork: purchaseCurrency === undefined ? undefined : this.#form.defaultNetwork(purchaseCurrency),
      paymentCurrency,
      limits: onrampLimits({ paymentCurrencies, currency: paymentCurrency?.id, method: paymentMethod }),
    };
  }
}
