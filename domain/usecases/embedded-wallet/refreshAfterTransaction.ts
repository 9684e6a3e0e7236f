/**
 * A transaction sent through the embedded wallet (approved on the secure site's screen) changes the account's
 * balance: once its receipt arrives (at most TRANSACTION_CONFIRMATION_TIMEOUT_MS, SPEC.md section 9) the
 * account data is reloaded, so the header, the Account view and the host page's hooks follow without a
 * reload. A transaction that never confirms in time leaves the balance as it was; nothing is thrown.
 */
import type { ChainAdapters } from '../../../ports/chain-adapter.port.js';
import type { Logger } from '../../../ports/logger.port.js';
import { TRANSACTION_CONFIRMATION_TIMEOUT_MS } from '../../entities/constants.js';
import { isTransactionHash } from '../../entities/transaction/isTransactionHash.js';

export type RefreshAfterTransactionParameters = {
  hash: unknown;
  caipNetworkId: string | undefined;
  chainAdapters: ChainAdapters;
  account: { refresh(options: { force: boolean }): Promise<unknown> };
  logger: Logger;
};

export async function refreshAfterTransaction({ hash, caipNetworkId, chainAdapters, account, logger }: RefreshAfterTransactionParameters): Promise<void> {
  if (typeof hash !== 'string' || !isTransactionHash(hash) || caipNetworkId === undefined) return;
  const adapter = chainAdapters.get('eip155');
  try {
    if (adapter) await adapter.waitForTransaction({ hash, caipNetworkId, timeoutMs: TRANSACTION_CONFIRMATION_TIMEOUT_MS });
    await account.refresh({ force: true });
  } catch (error) {
    logger.debug('The balance was not refreshed after the transaction', error);
  }
}
