/**
 * The on-ramp calls of CONTRACTS.md (SPEC section 7): purchase options, a provider's quote and the checkout
 * URL generator, forwarded to the devstack's on-ramp provider (devstack/onramp, the cloud option `onrampUrl`),
 * which owns every fact of buying: currencies, limits, fees, quotes and orders. The cloud checks each body
 * first and forwards only the fields it checked, and checks each answer before passing it on. The purchases
 * themselves are listed by the history route (`onramp=coinbase`, routes/history.routes.ts). docs/ONRAMP.md.
 */
import { z } from 'zod';
import { onrampOptionsResponseSchema, onrampQuoteResponseSchema } from '../../../domain/entities/api/blockchain-api.schema.js';
import type { CloudContext } from '../cloud-context.js';
import { HttpError } from '../http/http-error.js';
import { parseJsonBody } from '../http/read-body.js';
import { jsonReply } from '../http/reply.js';
import type { Router } from '../http/router.js';
import { parseInput } from '../http/validate.js';
import { onrampQuoteBodySchema, onrampUrlBodySchema, providerOrderRequest, providerQuoteRequest } from '../onramp/onramp-input.js';

/** The provider's order: the checkout the visitor opens (on the provider's own origin). */
const providerOrderSchema = z.object({ orderId: z.string().min(1).max(128), url: z.url({ protocol: /^https?$/ }).max(2048) });

export function onrampRoutes(router: Router, cloud: CloudContext): void {
  router.add('GET', '/v1/onramp/options', 'api', async () => jsonReply(await cloud.onramp.get('/api/options', onrampOptionsResponseSchema)));

  router.add('POST', '/v1/onramp/quote', 'api', async ({ bodyText }) => {
    const body = parseInput(onrampQuoteBodySchema, parseJsonBody(bodyText), 'body');
    return jsonReply(await cloud.onramp.post('/api/quotes', providerQuoteRequest(body), onrampQuoteResponseSchema));
  });

  router.add('POST', '/v1/generators/onrampurl', 'api', async ({ bodyText }) => {
    const body = parseInput(onrampUrlBodySchema, parseJsonBody(bodyText), 'body');
    const order = await cloud.onramp.post('/api/orders', providerOrderRequest(body), providerOrderSchema);
    // The page opens this address for the visitor to pay on: only the provider's own checkout may be opened.
    if (new URL(order.url).origin !== cloud.onramp.origin) {
      throw new HttpError(502, [{ name: 'ONRAMP_INVALID_RESPONSE', description: `The provider answered a checkout outside its origin ${cloud.onramp.origin ?? ''}` }]);
    }
    return jsonReply({ url: order.url });
  });
}
