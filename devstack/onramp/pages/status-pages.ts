/**
 * The checkout's other pages: the 3-D Secure step, "payment received" while the tokens are on their way, the
 * result, and the refusals (404, 409).
 */
import type { Order } from '../order.js';
import type { OnrampProvider } from '../pricing.js';
import { escapeHtml, field, page, shortAddress } from './html.js';
import { orderSummary } from './checkout-page.js';
import { SKINS } from './skins.js';

const orderPath = (order: Order): string => `/${order.provider}/checkout/${encodeURIComponent(order.id)}`;

export function threeDsPage(order: Order, error?: string): string {
  const body = `<h1>Confirm it is you</h1>
<p>Your bank asks for a one-time code (3-D Secure) to approve ${escapeHtml(order.paymentTotal)} ${escapeHtml(order.paymentCurrency)}.</p>
<form method="post" action="${orderPath(order)}/3ds" novalidate>
${field({ name: 'code', label: '6-digit code', error, autocomplete: 'one-time-code', inputmode: 'numeric', hint: 'The sandbox code is 123456; any other code fails the payment.' })}
<button type="submit">Confirm</button>
</form>`;
  return page(SKINS[order.provider], { title: '3-D Secure', body });
}

/**
 * While the tokens are delivered. It does not reload itself: a timed refresh is an accessibility failure (WCAG
 * 2.2.1, axe's meta-refresh) and a script would loosen the page's policy; the visitor asks for the result, and the
 * product follows the order on its own.
 */
export function deliveringPage(order: Order): string {
  const body = `<div role="status"><h1>Payment received - delivering your ${escapeHtml(order.symbol)}</h1></div>
${orderSummary(order)}
<p><a href="${orderPath(order)}">See the result</a></p>
<p class="notice">You can also close this window: the purchase goes on.</p>`;
  return page(SKINS[order.provider], { title: 'Payment received', body });
}

export function resultPage(order: Order): string {
  const body =
    order.status === 'success'
      ? `<h1 class="success">Purchase complete</h1>
<p>${escapeHtml(order.purchaseAmount)} ${escapeHtml(order.symbol)} were sent to <code title="${escapeHtml(order.destinationAddress)}">${escapeHtml(shortAddress(order.destinationAddress))}</code> on ${escapeHtml(order.networkDisplayName)}.</p>
<p>Transaction: <code>${escapeHtml(order.txHash ?? '')}</code></p>
<p class="notice">You can close this window.</p>`
      : `<h1>Purchase failed</h1>
<p class="error" role="alert">${escapeHtml(order.failureReason ?? 'The purchase failed.')}</p>
<p>Nothing was delivered. You can close this window.</p>`;
  return page(SKINS[order.provider], { title: order.status === 'success' ? 'Purchase complete' : 'Purchase failed', body });
}

export function alreadySubmittedPage(order: Order): string {
  const body = `<h1>This checkout was already submitted</h1>
<p>An order can be paid once. <a href="${orderPath(order)}">See the order</a></p>`;
  return page(SKINS[order.provider], { title: 'Already submitted', body });
}

export function messagePage(provider: OnrampProvider, title: string, message: string): string {
  return page(SKINS[provider], { title, body: `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>` });
}
