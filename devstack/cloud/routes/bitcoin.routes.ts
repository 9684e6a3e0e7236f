/**
 * walletport's Bitcoin routes (docs/BITCOIN.md), forwarded to the devstack's ledger in Esplora's shapes: an
 * address's unspent outputs, the fee estimates, and the broadcast of a signed transaction, whose refusal is a
 * 400 carrying the node's reason word for word (reason name TRANSACTION_REFUSED). Every answer from the
 * ledger is checked with zod before it is passed on; an unreachable ledger is 502.
 */
import { z } from 'zod';
import { bitcoinChain, bitcoinTarget } from '../bitcoin/bitcoin-target.js';
import { fromChain } from '../chain/use-chain.js';
import { caipNetworkIdSchema } from '../http/common-schemas.js';
import { HttpError } from '../http/http-error.js';
import { parseJsonBody } from '../http/read-body.js';
import { jsonReply } from '../http/reply.js';
import type { Router } from '../http/router.js';
import { parseInput, queryObject } from '../http/validate.js';
import type { CloudContext } from '../cloud-context.js';

/** The reason name of a broadcast the node refused; the product's adapter reads it (adapters/http/bitcoin-api.adapter.ts). */
export const TRANSACTION_REFUSED = 'TRANSACTION_REFUSED';

const chainQuerySchema = z.object({ chainId: caipNetworkIdSchema });
const utxoQuerySchema = chainQuerySchema.extend({ address: z.string().min(1).max(100) });
/** A transaction is at most 400,000 weight units; the body limit (1 MB) caps it before this does. */
const broadcastBodySchema = z.object({ hex: z.string().max(1_000_000).regex(/^(?:[0-9a-fA-F]{2})+$/, 'Expected a raw transaction in hex') });

const utxosSchema = z.array(
  z.object({
    txid: z.string().regex(/^[0-9a-f]{64}$/),
    vout: z.number().int().nonnegative(),
    value: z.number().int().nonnegative(),
    status: z.object({ confirmed: z.boolean(), block_height: z.number().int().nonnegative().optional() }),
  }),
);
const feeEstimatesSchema = z.record(z.string().regex(/^\d{1,4}$/), z.number().positive());

export function bitcoinRoutes(router: Router, cloud: CloudContext): void {
  router.add('GET', '/v1/bitcoin/utxo', 'api', async ({ query }) => {
    const input = parseInput(utxoQuerySchema, queryObject(query), 'query');
    const { chain, address } = bitcoinTarget(cloud, input.address, input.chainId, 'query.address');
    const utxos = await fromChain(chain, () => chain.get(`/address/${encodeURIComponent(address)}/utxo`, utxosSchema));
    // Esplora's shape, its status trimmed to what the contract names.
    return jsonReply(
      utxos.map(({ txid, vout, value, status }) => ({
        txid,
        vout,
        value,
        status: status.block_height === undefined ? { confirmed: status.confirmed } : { confirmed: status.confirmed, block_height: status.block_height },
      })),
    );
  });

  router.add('GET', '/v1/bitcoin/fee-estimates', 'api', async ({ query }) => {
    const input = parseInput(chainQuerySchema, queryObject(query), 'query');
    const chain = bitcoinChain(cloud, input.chainId);
    return jsonReply(await fromChain(chain, () => chain.get('/fee-estimates', feeEstimatesSchema)));
  });

  router.add('POST', '/v1/bitcoin/tx', 'api', async ({ query, bodyText }) => {
    const input = parseInput(chainQuerySchema, queryObject(query), 'query');
    const chain = bitcoinChain(cloud, input.chainId);
    const { hex } = parseInput(broadcastBodySchema, parseJsonBody(bodyText), 'body');
    const outcome = await fromChain(chain, () => chain.broadcast(hex));
    if (outcome.kind === 'refused') throw new HttpError(400, [{ name: TRANSACTION_REFUSED, description: outcome.reason }]);
    return jsonReply({ txid: outcome.txid });
  });
}
