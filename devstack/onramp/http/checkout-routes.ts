/**
 * The checkout pages (server-rendered, plain forms posting back, no script): GET shows the order as it stands
 * (the form, the 3-D Secure step, "payment received", or the result); the POSTs pay it. Every page is sent with
 * a strict Content-Security-Policy and may not be framed. A POST from another origin is refused; every field
 * is checked here, whatever the page did.
 */
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { HttpError } from '../../cloud/http/http-error.js';
import { readBody } from '../../cloud/http/read-body.js';
import type { Reply } from '../../cloud/http/reply.js';
import { textReply } from '../../mail/http-server.js';
import type { CheckoutResult, CheckoutService } from '../checkout-service.js';
import type { Order } from '../order.js';
import type { OnrampProvider } from '../pricing.js';
import { checkoutPage, type CheckoutForm } from '../pages/checkout-page.js';
import { alreadySubmittedPage, deliveringPage, messagePage, resultPage, threeDsPage } from '../pages/status-pages.js';
import { CHECKOUT_CSS, STYLE_PATH } from '../pages/style.js';

const PAGE_CSP = ["default-src 'none'", "style-src 'self'", "form-action 'self'", "frame-ancestors 'none'", "base-uri 'none'"].join('; ');

export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': PAGE_CSP,
  'x-frame-options': 'DENY',
  // Not no-referrer: under it a form's POST carries `Origin: null`, and the POSTs check the Origin.
  'referrer-policy': 'same-origin',
};

const CHECKOUT_PATH = /^\/(meld|coinbase)\/checkout\/([0-9a-f-]{36})(?:\/(card|bank|3ds))?$/;
const FORM_BYTES = 16 * 1024;

/** The forms' fields: strings of a bounded length, '' when left out; what they must look like is payments/*'s to say. */
const text = z.string().max(200).default('');
const FORM_SCHEMAS = {
  card: z.object({ number: text, expiry: text, cvc: text, holder: text }),
  bank: z.object({ holder: text, iban: text, routing: text, account: text }),
  '3ds': z.object({ code: text }),
} as const;

const html = (body: string, status = 200): Reply => textReply(body, 'text/html; charset=utf-8', status, PAGE_HEADERS);

export type CheckoutRouteReturnType = Reply;
/** Anything but a refused form (which becomes a page with its status): the server answers it with a logged 500. */
export type CheckoutRouteErrorType = Error;

export async function checkoutRoute(checkout: CheckoutService, request: IncomingMessage, url: URL, baseUrl: string): Promise<CheckoutRouteReturnType> {
  const method = request.method ?? 'GET';
  if ((method === 'GET' || method === 'HEAD') && url.pathname === STYLE_PATH) return textReply(CHECKOUT_CSS, 'text/css; charset=utf-8');
  const match = CHECKOUT_PATH.exec(url.pathname);
  const provider = (match?.[1] ?? 'coinbase') as OnrampProvider;
  const order = match ? checkout.order(match[2]!) : undefined;
  if (!match || !order || order.provider !== provider) return html(messagePage(provider, 'Checkout not found', 'There is no such checkout.'), 404);
  const action = match[3];
  if (action === undefined) {
    if (method !== 'GET' && method !== 'HEAD') return html(messagePage(provider, 'Not allowed', 'This page is only read.'), 405);
    return html(orderPage(checkout, order, url.searchParams.get('method')));
  }
  if (method !== 'POST') return html(messagePage(provider, 'Not allowed', 'This address only takes the checkout form.'), 405);
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== baseUrl) return html(messagePage(provider, 'Refused', 'The form was not sent from this checkout.'), 403);
  let body: string;
  try {
    body = await readBody(request, FORM_BYTES);
  } catch (error) {
    if (error instanceof HttpError) return html(messagePage(provider, 'Refused', 'The form is too large.'), error.status);
    throw error;
  }
  const fields = Object.fromEntries(new URLSearchParams(body));
  switch (action) {
    case 'card': {
      const values = FORM_SCHEMAS.card.safeParse(fields);
      if (!values.success) return html(messagePage(provider, 'Refused', 'The form is not valid.'), 400);
      return answer(checkout, checkout.payByCard(order.id, values.data), (errors) => ({ method: 'card', values: values.data, errors }));
    }
    case 'bank': {
      const values = FORM_SCHEMAS.bank.safeParse(fields);
      if (!values.success) return html(messagePage(provider, 'Refused', 'The form is not valid.'), 400);
      return answer(checkout, checkout.payByBank(order.id, values.data), (errors) => ({ method: 'bank_account', values: values.data, errors }));
    }
    default: {
      const values = FORM_SCHEMAS['3ds'].safeParse(fields);
      if (!values.success) return html(messagePage(provider, 'Refused', 'The form is not valid.'), 400);
      const result = checkout.confirmThreeDs(order.id, values.data.code);
      if (result.kind === 'invalid') return html(threeDsPage(result.order, result.errors.code), 400);
      return answer(checkout, result, () => ({ method: 'card' }));
    }
  }
}

/** The page of an order as it stands. */
function orderPage(checkout: CheckoutService, order: Order, asked: string | null): string {
  switch (order.status) {
    case 'created': {
      const offers = checkout.offers(order);
      const wanted = asked === 'card' || asked === 'bank_account' ? asked : order.quotedMethod;
      const available = offers.find((offer) => offer.method === wanted && offer.available) ? wanted : order.quotedMethod;
      return checkoutPage(order, offers, { method: available });
    }
    case 'authenticating':
      return threeDsPage(order);
    case 'in_progress':
      return deliveringPage(order);
    default:
      return resultPage(order);
  }
}

function answer<Field extends string>(checkout: CheckoutService, result: CheckoutResult<Field>, formWith: (errors: Partial<Record<Field, string>>) => CheckoutForm): Reply {
  switch (result.kind) {
    case 'not_found':
      return html(messagePage('coinbase', 'Checkout not found', 'There is no such checkout.'), 404);
    case 'already_submitted':
      return html(alreadySubmittedPage(result.order), 409);
    case 'method_unavailable':
      return html(checkoutPage(result.order, checkout.offers(result.order), { method: result.order.quotedMethod }, result.reason), 400);
    case 'invalid':
      return html(checkoutPage(result.order, checkout.offers(result.order), formWith(result.errors)), 400);
    case 'three_ds':
      return html(threeDsPage(result.order));
    case 'submitted':
      return html(result.order.status === 'in_progress' ? deliveringPage(result.order) : resultPage(result.order));
  }
}
