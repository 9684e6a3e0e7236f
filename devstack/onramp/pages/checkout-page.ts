/**
 * The checkout form: what is bought (amount, token, network, destination, fees, total), the payment methods
 * (the order's amount must fit a method's limits for it to be offered; otherwise the page says why), and the
 * chosen method's form with any errors the server found beside their fields.
 */
import type { MethodOffer } from '../checkout-service.js';
import type { PaymentMethod } from '../limits.js';
import type { Order } from '../order.js';
import type { BankField } from '../payments/bank.js';
import type { CardField, FieldErrors } from '../payments/card.js';
import { escapeHtml, field, page, shortAddress } from './html.js';
import { SKINS } from './skins.js';

const METHOD_NAMES: Readonly<Record<PaymentMethod, string>> = { card: 'Card', bank_account: 'Bank transfer' };

export type CheckoutForm =
  | { method: 'card'; values?: Partial<Record<CardField, string>>; errors?: FieldErrors<CardField> }
  | { method: 'bank_account'; values?: Partial<Record<BankField, string>>; errors?: FieldErrors<BankField> };

export function checkoutPage(order: Order, offers: readonly MethodOffer[], form: CheckoutForm, notice?: string): string {
  const skin = SKINS[order.provider];
  const base = `/${order.provider}/checkout/${encodeURIComponent(order.id)}`;
  const methods = offers
    .map((offer) => {
      const name = METHOD_NAMES[offer.method];
      if (!offer.available) return `<span>${name}: not available for this amount (${escapeHtml(offer.reason)})</span>`;
      const current = offer.method === form.method ? ' aria-current="page"' : '';
      return `<a href="${base}?method=${offer.method}"${current}>${name}</a>`;
    })
    .join('\n');
  const body = `<h1>Buy ${escapeHtml(order.purchaseAmount)} ${escapeHtml(order.symbol)}</h1>
${orderSummary(order)}
<nav class="methods" aria-label="Payment method">
${methods}
</nav>
${notice ? `<p class="error" role="alert">${escapeHtml(notice)}</p>` : ''}
${form.method === 'card' ? cardForm(base, form) : bankForm(base, form)}`;
  return page(skin, { title: `Buy ${order.symbol}`, body });
}

export function orderSummary(order: Order): string {
  const currency = escapeHtml(order.paymentCurrency);
  const skin = SKINS[order.provider];
  return `<dl class="summary">
<dt>You receive</dt><dd>${escapeHtml(order.purchaseAmount)} ${escapeHtml(order.symbol)}</dd>
<dt>Network</dt><dd>${escapeHtml(order.networkDisplayName)}</dd>
<dt>To</dt><dd><code title="${escapeHtml(order.destinationAddress)}">${escapeHtml(shortAddress(order.destinationAddress))}</code></dd>
<dt>Price of the tokens</dt><dd>${escapeHtml(order.paymentSubtotal)} ${currency}</dd>
<dt>${escapeHtml(skin.name)} fee</dt><dd>${escapeHtml(order.providerFee)} ${currency}</dd>
<dt>Network fee</dt><dd>${escapeHtml(order.networkFee)} ${currency}</dd>
<dt class="total">Total</dt><dd class="total">${escapeHtml(order.paymentTotal)} ${currency}</dd>
</dl>`;
}

function cardForm(base: string, form: Extract<CheckoutForm, { method: 'card' }>): string {
  const values = form.values ?? {};
  const errors = form.errors ?? {};
  return `<form method="post" action="${base}/card" novalidate>
<p class="notice">Sandbox cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds; 4000 0000 0000 3220 asks a 3-D Secure code (123456).</p>
${field({ name: 'number', label: 'Card number', value: values.number, error: errors.number, autocomplete: 'cc-number', inputmode: 'numeric' })}
${field({ name: 'expiry', label: 'Expiry (MM/YY)', value: values.expiry, error: errors.expiry, autocomplete: 'cc-exp', placeholder: 'MM/YY' })}
${field({ name: 'cvc', label: 'Security code (CVC)', error: errors.cvc, autocomplete: 'cc-csc', inputmode: 'numeric' })}
${field({ name: 'holder', label: 'Name on the card', value: values.holder, error: errors.holder, autocomplete: 'cc-name' })}
<button type="submit">Pay</button>
</form>`;
}

function bankForm(base: string, form: Extract<CheckoutForm, { method: 'bank_account' }>): string {
  const values = form.values ?? {};
  const errors = form.errors ?? {};
  return `<form method="post" action="${base}/bank" novalidate>
<p class="notice">Sandbox accounts: routing 110000000 with account 000123456789 pays, with 000222222227 has insufficient funds; IBAN DE89 3704 0044 0532 0130 00 pays.</p>
${field({ name: 'holder', label: 'Account holder', value: values.holder, error: errors.holder, autocomplete: 'name' })}
${field({ name: 'iban', label: 'IBAN', value: values.iban, error: errors.iban, hint: 'Or leave it empty and give a US routing and account number.' })}
${field({ name: 'routing', label: 'Routing number', value: values.routing, error: errors.routing, inputmode: 'numeric' })}
${field({ name: 'account', label: 'Account number', value: values.account, error: errors.account, inputmode: 'numeric' })}
<button type="submit">Pay by bank transfer</button>
</form>`;
}
