/**
 * One page of the activity: the chain's history page and, with the first page, the on-ramp purchases
 * (`getHistory` with `onramp: 'coinbase'`), asked for side by side. The purchases are a
 * second source: their failure is logged and leaves the chain's page to show (`purchases` undefined), as a
 * history that cannot show what was bought can still show everything else.
 */
import type { BlockchainApi } from '../../../ports/blockchain-api.port.js';
import type { Logger } from '../../../ports/logger.port.js';
import type { ActivityTransaction, HistoryResponse } from '../../entities/activity/transaction.js';
import type { ActivityContext } from './activityContext.js';

export type FetchActivityPageParameters = {
  readonly api: Pick<BlockchainApi, 'getHistory'>;
  readonly context: Pick<ActivityContext, 'address' | 'caipNetworkId'>;
  /** The chain page's cursor; undefined for the first page, which also reads the purchases. */
  readonly cursor: string | undefined;
  /** False when the page does not offer buying (the on-ramp feature off): no purchases are asked for. */
  readonly readPurchases?: boolean | undefined;
  readonly logger?: Logger | undefined;
};

export type FetchActivityPageReturnType = Promise<{
  readonly page: HistoryResponse;
  /** Every purchase of the address (all networks); undefined for a later page or when they could not be read. */
  readonly purchases: readonly ActivityTransaction[] | undefined;
}>;

/** Rejects as the chain's history call does (the purchases' failure never rejects). */
export type FetchActivityPageErrorType = unknown;

export async function fetchActivityPage({
  api,
  context,
  cursor,
  readPurchases: purchasesWanted = true,
  logger,
}: FetchActivityPageParameters): FetchActivityPageReturnType {
  // The chain's page is asked first: it is the list's own source.
  const page = api.getHistory({ address: context.address, chainId: context.caipNetworkId, ...(cursor === undefined ? {} : { cursor }) });
  const purchases = cursor === undefined && purchasesWanted ? readPurchases(api, context.address, logger) : Promise.resolve(undefined);
  const [chainPage, bought] = await Promise.all([page, purchases]);
  return { page: chainPage, purchases: bought };
}

async function readPurchases(api: Pick<BlockchainApi, 'getHistory'>, address: string, logger: Logger | undefined) {
  try {
    // The purchases' pages beyond the first are not read: the first holds the recent ones a visitor looks for.
    return (await api.getHistory({ address, onramp: 'coinbase' })).data;
  } catch (error) {
    logger?.warn('The on-ramp purchases could not be fetched', error);
    return undefined;
  }
}
