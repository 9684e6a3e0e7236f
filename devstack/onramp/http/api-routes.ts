/**
 * The JSON API (server to server: the local cloud calls it; no CORS). Bodies are checked with zod here; a
 * refusal is a 400 `{error, message, ...}` (docs/ONRAMP.md).
 */
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { HttpError } from '../../cloud/http/http-error.js';
import { parseJsonBody, readBody } from '../../cloud/http/read-body.js';
import { jsonReply, type Reply } from '../../cloud/http/reply.js';
import type { ApiService } from '../api-service.js';
import { OnrampRefusal } from '../refusal.js';

const text = (max: number) => z.string().min(1).max(max);
const provider = z.enum(['meld', 'coinbase'], { error: 'provider must be meld or coinbase' });

const quoteBody = z.object({
  provider: provider.default('coinbase'),
  purchaseCurrency: text(40),
  paymentCurrency: text(10),
  paymentMethod: z.enum(['card', 'bank_account'], { error: 'paymentMethod must be card or bank_account' }).default('card'),
  amount: text(20),
  network: text(100),
});

const orderBody = z.object({
  provider: provider.optional(),
  quoteId: text(100),
  destinationAddress: text(100),
  network: text(100).optional(),
  partnerUserId: z.string().max(200).optional(),
});

const addressQuery = z.object({ address: text(100) });

export type ApiRouteReturnType = Reply | undefined;
/** Anything but a refusal or a bad body (which become 4xx answers): the server answers it with a logged 500. */
export type ApiRouteErrorType = Error;

/** The API's answer to a request, or undefined when the path is not an API route. */
export async function apiRoute(service: ApiService, request: IncomingMessage, url: URL): Promise<ApiRouteReturnType> {
  const route = `${request.method ?? 'GET'} ${url.pathname}`;
  try {
    switch (route) {
      case 'GET /api/options':
        return jsonReply(service.options());
      case 'POST /api/quotes':
        return jsonReply(service.quote(checked(quoteBody, await readJson(request))));
      case 'POST /api/orders':
        return jsonReply(service.createOrder(checked(orderBody, await readJson(request))));
      case 'GET /api/orders':
        return jsonReply(service.purchasesTo(checked(addressQuery, Object.fromEntries(url.searchParams)).address));
      default:
        return url.pathname.startsWith('/api/') ? jsonReply({ error: 'not_found', message: `No route for ${route}` }, 404) : undefined;
    }
  } catch (error) {
    if (error instanceof OnrampRefusal) return jsonReply(error.body(), error.status);
    if (error instanceof HttpError) return jsonReply({ error: 'invalid_request', message: error.reasons.map((reason) => reason.description).join('; ') }, error.status);
    throw error;
  }
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  return parseJsonBody(await readBody(request, 16 * 1024));
}

function checked<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const message = result.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
  throw new OnrampRefusal(400, 'invalid_request', message);
}
