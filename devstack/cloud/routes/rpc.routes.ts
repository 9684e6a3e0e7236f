/** POST /v1?chainId=...: the chain RPC route, forwarding a JSON-RPC body to the matching local chain. */
import { z } from 'zod';
import type { CloudContext } from '../cloud-context.js';
import { RPC_TIMEOUT_MS } from '../chain/chain-set.js';
import { supportedChain } from '../chain/use-chain.js';
import { caipNetworkIdSchema } from '../http/common-schemas.js';
import { HttpError } from '../http/http-error.js';
import { parseJsonBody } from '../http/read-body.js';
import type { Router } from '../http/router.js';
import { parseInput, queryObject } from '../http/validate.js';

const querySchema = z.object({ chainId: caipNetworkIdSchema });

const jsonRpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.number(), z.string(), z.null()]).optional(),
  method: z.string().min(1).max(128),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
});

const bodySchema = z.union([jsonRpcRequestSchema, z.array(jsonRpcRequestSchema).min(1).max(100)]);

export function rpcRoutes(router: Router, cloud: CloudContext): void {
  router.add('POST', '/v1', 'api', async ({ query, bodyText }) => {
    const { chainId } = parseInput(querySchema, queryObject(query), 'query');
    const chain = supportedChain(cloud, chainId);
    const body = parseInput(bodySchema, parseJsonBody(bodyText), 'body');
    let upstream: Response;
    try {
      upstream = await fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
      });
    } catch (error) {
      throw new HttpError(502, [{ name: 'CHAIN_UNAVAILABLE', description: `${chainId} (${chain.rpcUrl}): ${String(error)}` }]);
    }
    const text = await upstream.text();
    return {
      status: upstream.status,
      headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json', 'cache-control': 'no-store' },
      body: text,
    };
  });
}
