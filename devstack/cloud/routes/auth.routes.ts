/**
 * The sign-in server (CONTRACTS.md "Sign-in server"): nonce, authenticate, me, sign-out under /auth/v1.
 * Routing and input checks only; the checks themselves live in auth/.
 */
import { z } from 'zod';
import { activeSession } from '../auth/active-session.js';
import { authenticate } from '../auth/authenticate.js';
import { bearerToken } from '../auth/bearer.js';
import { issueNonceToken } from '../auth/nonce-token.js';
import { authenticateBodySchema } from '../auth/sign-in-body.schema.js';
import type { CloudContext } from '../cloud-context.js';
import { commonQuerySchema } from '../http/common-schemas.js';
import { parseJsonBody } from '../http/read-body.js';
import { emptyReply, jsonReply } from '../http/reply.js';
import type { Router } from '../http/router.js';
import { parseInput, queryObject } from '../http/validate.js';

const meQuerySchema = commonQuerySchema.extend({ includeAppKitAccount: z.enum(['true', 'false']).optional() });

export function authRoutes(router: Router, cloud: CloudContext): void {
  router.add('GET', '/auth/v1/nonce', 'api', async ({ query }) => {
    const { projectId } = parseInput(commonQuerySchema, queryObject(query), 'query');
    return jsonReply(await issueNonceToken(cloud.stores.siwx.secret, projectId, cloud.now()));
  });

  router.add('POST', '/auth/v1/authenticate', 'api', async ({ query, bodyText, request, baseUrl }) => {
    const { projectId } = parseInput(commonQuerySchema, queryObject(query), 'query');
    // The body first: a malformed request is the client's bug and must not spend the nonce.
    const body = parseInput(authenticateBodySchema, parseJsonBody(bodyText), 'body');
    const nonceToken = bearerToken(request.headers['x-nonce-jwt'], 'nonce', 'x-nonce-jwt');
    return jsonReply(await authenticate(cloud, { body, projectId, nonceToken, origin: request.headers.origin, issuer: baseUrl }));
  });

  router.add('GET', '/auth/v1/me', 'api', async ({ query, request }) => {
    const { projectId } = parseInput(meQuerySchema, queryObject(query), 'query');
    const { claims } = await activeSession(cloud, request, projectId);
    return jsonReply(claims);
  });

  router.add('POST', '/auth/v1/sign-out', 'api', async ({ query, request }) => {
    const { projectId } = parseInput(commonQuerySchema, queryObject(query), 'query');
    const { jti } = await activeSession(cloud, request, projectId);
    cloud.stores.siwx.revoke(jti);
    return emptyReply(204);
  });
}
