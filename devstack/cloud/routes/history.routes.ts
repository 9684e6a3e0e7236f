/**
 * GET /v1/account/{address}/history: transfers indexed from the chains' blocks, newest first, paged; with
 * `onramp=coinbase`, the on-ramp provider's purchases for the address instead (onramp/purchase-history.ts).
 */
import { z } from 'zod';
import type { CloudContext } from '../cloud-context.js';
import { historyPage } from '../chain/history-page.js';
import { chainsFor, fromChain } from '../chain/use-chain.js';
import { caipNetworkIdSchema } from '../http/common-schemas.js';
import { jsonReply } from '../http/reply.js';
import { providerOrdersSchema, purchaseHistory } from '../onramp/purchase-history.js';
import type { Router } from '../http/router.js';
import { parseInput, queryObject } from '../http/validate.js';
import { solanaHistoryPage } from '../solana/solana-history.js';
import { bitcoinHistoryPage } from '../bitcoin/bitcoin-history.js';
import { accountTarget } from '../solana/solana-request.js';

const querySchema = z.object({
  chainId: caipNetworkIdSchema.optional(),
  cursor: z.string().min(1).max(512).optional(),
  onramp: z.enum(['coinbase']).optional(),
});

export function historyRoutes(router: Router, cloud: CloudContext): void {
  router.add('GET', '/v1/account/:address/history', 'api', async ({ params, query, baseUrl }) => {
    const input = parseInput(querySchema, queryObject(query), 'query');
    const target = accountTarget(cloud, params['address'] ?? '', input.chainId);
    if (input.onramp) {
      // The provider knows the purchases; the address was checked above, so only a valid one reaches it.
      const { orders } = await cloud.onramp.get(`/api/orders?address=${encodeURIComponent(target.address)}`, providerOrdersSchema);
      return jsonReply(purchaseHistory({ orders, chainId: input.chainId, cursor: input.cursor, book: cloud.book, baseUrl }));
    }
    if (target.kind === 'solana') {
      const { chain } = target;
      return jsonReply(await fromChain(chain, () => solanaHistoryPage(chain, { address: target.address, cursor: input.cursor, book: cloud.book, baseUrl })));
    }
    if (target.kind === 'bitcoin') {
      const { chain } = target;
      const page = () => bitcoinHistoryPage(chain, { address: target.address, cursor: input.cursor, book: cloud.book, baseUrl, now: cloud.now });
      return jsonReply(await fromChain(chain, page));
    }
    const { address } = target;
    const chains = chainsFor(cloud, input.chainId);
    const transactions = await Promise.all(
      chains.map((chain) =>
        fromChain(chain, async () => {
          const indexer = cloud.indexers.get(chain.caipId);
          if (!indexer) return [];
          await indexer.sync();
          return indexer.transactionsOf(address);
        }),
      ),
    );
    return jsonReply(historyPage({ transactions: transactions.flat(), address, cursor: input.cursor, book: cloud.book, baseUrl }));
  });
}
