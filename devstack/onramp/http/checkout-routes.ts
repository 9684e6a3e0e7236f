/** The checkout pages (coming next); until then every page path is a 404. */
import type { IncomingMessage } from 'node:http';
import { jsonReply, type Reply } from '../../cloud/http/reply.js';
import type { CheckoutService } from '../checkout-service.js';

export function checkoutRoute(_checkout: CheckoutService, request: IncomingMessage, url: URL, _baseUrl: string): Reply {
  return jsonReply({ error: 'not_found', message: `No route for ${request.method ?? 'GET'} ${url.pathname}` }, 404);
}
