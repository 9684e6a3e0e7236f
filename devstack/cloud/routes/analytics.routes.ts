/** POST /e: analytics events and error reports, checked with the product's own schema and stored. */
import { analyticsEventBodySchema } from '../../../domain/entities/api/catalogue-api.schema.js';
import type { CloudContext } from '../cloud-context.js';
import { parseJsonBody } from '../http/read-body.js';
import { jsonReply } from '../http/reply.js';
import type { Router } from '../http/router.js';
import { parseInput } from '../http/validate.js';

export function analyticsRoutes(router: Router, cloud: CloudContext): void {
  router.add('POST', '/e', 'api', ({ bodyText, query, request }) => {
    const body = parseInput(analyticsEventBodySchema, parseJsonBody(bodyText), 'body');
    cloud.stores.events.add({
      receivedAt: cloud.now(),
      projectId: query.get('projectId') ?? '',
      sdkType: query.get('st'),
      sdkVersion: query.get('sv'),
      origin: request.headers.origin ?? null,
      body,
    });
    return jsonReply({ status: 'SUCCESS', eventId: body.eventId }, 202);
  });
}
