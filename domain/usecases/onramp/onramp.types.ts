/**
 * Buy (on-ramp) state and commands. The views
 * (ui-react/views/OnRamp) render this state and call these commands only: every rule (limits, fees, which
 * networks, restricted time zones, the order's progress) lives in this folder.
 *
 * The flow: Buy (the form: what to buy, on which network, paying with what and how much) -> OnRampProviders
 * (one quote per provider, side by side) -> the chosen provider's checkout in a popup (a new tab when popups
 * are blocked) -> BuyInProgress (the order followed to success or failure, balances and activity refreshed
 * when the tokens arrive).
 */
import type { OnrampOptionsResponse } from '../../entities/api/blockchain-api.schema.js';

/** The providers (ONRAMP_PROVIDERS), in the order their quotes are shown. */
export type OnrampProvider = 'meld' | 'coinbase';

/** How the visitor pays: the `id` of a payment currency's `payment_method_limits` entry. */
export type OnrampPaymentMethod = 'card' | 'bank_account';

export type OnrampPurchaseCurrency = OnrampOptionsResponse['purchaseCurrencies'][number];
export type OnrampPurchaseNetwork = OnrampPurchaseCurrency['networks'][number];
export type OnrampPaymentCurrency = OnrampOptionsResponse['paymentCurrencies'][number];

/** An amount range in the payment currency, as decimal strings with two places ('10.00'). */
export type OnrampLimits = { readonly min: string; readonly max: string };

/** One provider's quote, checked (fee inside ONRAMP_PROVIDER_FEE_RANGE_PERCENT, total equal to the amount typed). */
export type OnrampQuote = {
  readonly provider: OnrampProvider;
  readonly quoteId: string;
  /** What the visitor pays in all, in the payment currency ('50.00'). */
  readonly paymentTotal: string;
  /** What buys the tokens, after the fees. */
  readonly paymentSubtotal: string;
  /** The provider's fee plus the network fee. */
  readonly fees: string;
  readonly providerFee: string;
  readonly networkFee: string;
  /** What arrives in the wallet, in the purchase currency ('48.75'). */
  readonly purchaseAmount: string;
  readonly paymentCurrency: string;
  readonly purchaseSymbol: string;
};

/** One provider's row on OnRampProviders: its quote, or why there is none. */
export type OnrampProviderQuote =
  | { readonly provider: OnrampProvider; readonly status: 'loading' }
  | { readonly provider: OnrampProvider; readonly status: 'ready'; readonly quote: OnrampQuote }
  | { readonly provider: OnrampProvider; readonly status: 'failed'; readonly error: string };

/**
 * A purchase after a provider was chosen:
 * - `openingCheckout`: asking for the checkout address;
 * - `waitingForPayment`: the checkout is open; no purchase is recorded yet;
 * - `inProgress`: paid; the provider is delivering the tokens;
 * - `success`: delivered (the balances and activity were refreshed);
 * - `failed`: declined, refused or not delivered (`error` says why);
 * - `checkoutClosed`: the checkout window closed before a payment was recorded; nothing was bought;
 * - `stale`: the order did not finish within the following bound (ONRAMP_ORDER_FOLLOW_MAX_MS); it may still.
 */
export type OnrampOrderStatus = 'openingCheckout' | 'waitingForPayment' | 'inProgress' | 'success' | 'failed' | 'checkoutClosed' | 'stale';

export type OnrampOrder = {
  readonly status: OnrampOrderStatus;
  readonly provider: OnrampProvider;
  readonly quote: OnrampQuote;
  /** The checkout opened in a new tab because the popup was blocked (its closing cannot be seen). */
  readonly openedInTab: boolean;
  /** The purchase's activity transaction id, once the provider recorded it. */
  readonly transactionId?: string | undefined;
  /** The delivery's transaction hash, once delivered. */
  readonly hash?: string | undefined;
  /** What went wrong, in words for the visitor (failed, checkoutClosed, stale). */
  readonly error?: string | undefined;
};

export type OnrampState = {
  /** The purchase options: `idle` before initialize, `loading`, then `ready` (remote or fallback). */
  readonly status: 'idle' | 'loading' | 'ready';
  /** Where the options came from: the options call, or the standard options after it failed. */
  readonly optionsSource: 'remote' | 'fallback';
  /** Set when the options call failed: what is unavailable, in words for the visitor. */
  readonly optionsNotice?: string | undefined;
  /** What can be bought on the account's namespace (each with the networks of that namespace only). */
  readonly purchaseCurrencies: readonly OnrampPurchaseCurrency[];
  readonly paymentCurrencies: readonly OnrampPaymentCurrency[];
  /** Default USDC (ONRAMP_DEFAULT_PURCHASE_CURRENCY) on the active network when it lives there. */
  readonly purchaseCurrency?: OnrampPurchaseCurrency | undefined;
  readonly purchaseNetwork?: OnrampPurchaseNetwork | undefined;
  /** Default USD (the first of ONRAMP_PAYMENT_CURRENCIES). */
  readonly paymentCurrency?: OnrampPaymentCurrency | undefined;
  readonly paymentMethod: OnrampPaymentMethod;
  /** The amount as typed, in the payment currency. */
  readonly amount: string;
  /** The limits of the chosen currency and method (the options', or the fallback's). */
  readonly limits: OnrampLimits;
  /** Why the amount cannot be quoted ('Enter an amount between 10.00 and 7,500.00 USD' style), checked before any quote. */
  readonly amountError?: string | undefined;
  /** One entry per provider once quotes were asked for, in ONRAMP_PROVIDERS order. */
  readonly quotes: readonly OnrampProviderQuote[];
  readonly quoteLoading: boolean;
  /** Every quote failed: what to tell the visitor. */
  readonly quoteError?: string | undefined;
  readonly selectedProvider?: OnrampProvider | undefined;
  readonly order?: OnrampOrder | undefined;
};

export const INITIAL_ONRAMP_STATE: OnrampState = {
  status: 'idle',
  optionsSource: 'remote',
  purchaseCurrencies: [],
  paymentCurrencies: [],
  paymentMethod: 'card',
  amount: '',
  limits: { min: '10.00', max: '7500.00' },
  quotes: [],
  quoteLoading: false,
};

/** The commands the Buy views call (`core.onramp`). None throws: failures land in the state. */
export interface OnrampActions {
  /** Loads the options (falling back on failure) and sets the defaults; the Buy view's entry calls it. */
  initialize(): Promise<void>;
  /** Picks what to buy; `chainId` (a network's `chain_id`) picks among its networks, else the active one or the first. */
  setPurchaseCurrency(id: string, chainId?: string): void;
  setPaymentCurrency(id: string): void;
  setPaymentMethod(method: OnrampPaymentMethod): void;
  setAmount(typed: string): void;
  /** Checks the amount against the limits, then asks every provider for a quote and shows OnRampProviders. */
  getQuotes(): Promise<void>;
  /** Opens the provider's checkout and follows the order on BuyInProgress. */
  chooseProvider(provider: OnrampProvider): Promise<void>;
  /** Back to the form from a finished or abandoned order (its following stops). */
  startOver(): void;
  /** Forgets everything: the flow was left (the modal closed, or back to Account). */
  reset(): void;
}
