/** GET /getWallets: the wallet catalogue with paging, search, include/exclude, chains and badge filters. */
import { z } from 'zod';
import type { CloudContext } from '../cloud-context.js';
import { caipNetworkIdSchema, printable, queryInt, queryList } from '../http/common-schemas.js';
import { jsonReply } from '../http/reply.js';
import type { Router } from '../http/router.js';
import { parseInput, queryObject } from '../http/validate.js';
import { queryWallets } from '../catalogue/query-wallets.js';
import { WIRE_CATALOGUE_PAGE_MAX } from '../../../domain/entities/api/wire-limits.js';

export const DEFAULT_PAGE_ENTRIES = 40;
/** The product refuses a longer page (its answer size caps), so the service never sends one. */
export const MAX_PAGE_ENTRIES = WIRE_CATALOGUE_PAGE_MAX;

const walletIdSchema = printable(128);

const getWalletsQuerySchema = z.object({
  page: queryInt(1, 1_000_000).optional(),
  entries: queryInt(1, MAX_PAGE_ENTRIES).optional(),
  search: z.string().max(128).optional(),
  include: queryList(walletIdSchema, 1000).optional(),
  exclude: queryList(walletIdSchema, 1000).optional(),
  chains: queryList(caipNetworkIdSchema, 100).optional(),
  badge_type: z.enum(['certified', 'none']).optional(),
});

export function catalogueRoutes(router: Router, cloud: CloudContext): void {
  router.add('GET', '/getWallets', 'api', ({ query }) => {
    const input = parseInput(getWalletsQuerySchema, queryObject(query), 'query');
    const page = queryWallets(cloud.catalogue.entries, {
      page: input.page ?? 1,
      entries: input.entries ?? DEFAULT_PAGE_ENTRIES,
      search: input.search,
      include: input.include,
      exclude: input.exclude,
      chains: input.chains,
      badge: input.badge_type,
    });
    return jsonReply(page);
  });
}
