/**
 * POST /v1/paymaster?projectId&chainId=<CAIP-2>: the devstack's ERC-7677 paymaster service (devstack/paymaster),
 * for the chains that have a bundler. It signs only for the project's allowed origins (the settings'
 * allowedOrigins, as GET /projects/v1/origins answers) and within the project's spending cap; refusals are
 * JSON-RPC errors (HTTP 200) saying why, which wallets show as the sponsorship error.
 */
import { z } from 'zod';
import { answerPaymasterRequest } from '../../paymaster/service.js';
import type { CloudContext } from '../cloud-context.js';
import { caipNetworkIdSchema } from '../http/common-schemas.js';
import { HttpError } from '../http/http-error.js';
import { parseJsonBody } from '../http/read-body.js';
import { jsonReply } from '../http/reply.js';
import type { Router } from '../http/router.js';
import { parseInput, queryObject } from '../http/validate.js';

const querySchema = z.object({ chainId: caipNetworkIdSchema, projectId: z.string().min(1).max(128) });

export function paymasterRoutes(router: Router, cloud: CloudContext): void {
  router.add('POST', '/v1/paymaster', 'api', async ({ query, bodyText, request }) => {
    const { chainId, projectId } = parseInput(querySchema, queryObject(query), 'query');
    const { paymaster } = cloud;
    if (paymaster === undefined) throw new HttpError(404, [{ name: 'paymaster', description: 'This cloud runs no paymaster service' }]);
    if (!cloud.bundlers.has(chainId) || !chainId.startsWith('eip155:')) {
      throw new HttpError(400, [{ name: 'query.chainId', description: `No sponsorship on ${chainId} (chains: ${[...cloud.bundlers.keys()].join(', ') || 'none'})` }]);
    }
    const answer = await answerPaymasterRequest(paymaster, {
      body: parseJsonBody(bodyText),
      origin: request.headers.origin,
      projectId,
      allowedOrigins: cloud.stores.settings.get().allowedOrigins,
      chainId: Number(chainId.slice('eip155:'.length)),
    });
    return jsonReply(answer);
  });
}
