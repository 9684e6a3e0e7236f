/**
 * POST /v1/bundler?projectId&chainId=<CAIP-2>&bundler=<name>: the bundler call of SPEC section 7. A session's
 * bundler name plus the chain picks the devstack's alto for that chain (devstack/bundler), and the JSON-RPC
 * body goes there unchanged. Only ERC-4337 methods pass: this is not a second chain RPC. An unknown bundler name
 * or a chain without a bundler is refused (400); a bundler that does not answer is 502 BUNDLER_UNAVAILABLE.
 */
import { z } from 'zod';
import type { CloudContext } from '../cloud-context.js';
import { caipNetworkIdSchema } from '../http/common-schemas.js';
import { HttpError } from '../http/http-error.js';
import { parseJsonBody } from '../http/read-body.js';
import type { Router } from '../http/router.js';
import { parseInput, queryObject } from '../http/validate.js';

/** The bundler name sessions announce for the devstack's bundlers (alto is Pimlico's bundler). */
export const DEVSTACK_BUNDLER_NAME = 'pimlico';

/** What a bundler answers (ERC-4337 section "RPC methods", plus the chain id and alto's gas price). */
export const BUNDLER_METHODS = [
  'eth_sendUserOperation',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
  'eth_chainId',
  'pimlico_getUserOperationGasPrice',
  'pimlico_getUserOperationStatus',
] as const;

/** alto answers within a second locally; a hung one must not hold the page's request for long. */
const BUNDLER_TIMEOUT_MS = 15_000;

const querySchema = z.object({
  chainId: caipNetworkIdSchema,
  bundler: z.string().min(1).max(64),
});

const jsonRpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.number(), z.string(), z.null()]).optional(),
  method: z.enum(BUNDLER_METHODS, { error: (issue) => `Not a bundler method: ${String(issue.input)} (${BUNDLER_METHODS.join(', ')})` }),
  params: z.array(z.unknown()).optional(),
});

const batchSchema = z.array(jsonRpcRequestSchema).min(1).max(100);

export function bundlerRoutes(router: Router, cloud: CloudContext): void {
  router.add('POST', '/v1/bundler', 'api', async ({ query, bodyText }) => {
    const { chainId, bundler } = parseInput(querySchema, queryObject(query), 'query');
    if (bundler !== DEVSTACK_BUNDLER_NAME) {
      throw new HttpError(400, [{ name: 'query.bundler', description: `Unknown bundler ${bundler} (this cloud has: ${DEVSTACK_BUNDLER_NAME})` }]);
    }
    const url = cloud.bundlers.get(chainId);
    if (url === undefined) {
      const known = [...cloud.bundlers.keys()].join(', ') || 'none';
      throw new HttpError(400, [{ name: 'query.chainId', description: `No bundler for ${chainId} (bundlers: ${known})` }]);
    }
    const raw = parseJsonBody(bodyText);
    // Not a z.union: its error would hide which method was refused.
    const body = Array.isArray(raw) ? parseInput(batchSchema, raw, 'body') : parseInput(jsonRpcRequestSchema, raw, 'body');
    let upstream: Response;
    try {
      upstream = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(BUNDLER_TIMEOUT_MS),
      });
    } catch (error) {
      throw new HttpError(502, [{ name: 'BUNDLER_UNAVAILABLE', description: `${chainId} (${url}): ${String(error)}` }]);
    }
    return {
      status: upstream.status,
      headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json', 'cache-control': 'no-store' },
      body: await upstream.text(),
    };
  });
}
