/**
 * Balances that follow transactions. Any transaction the modal sends, or the host
 * page sends through the provider walletport hands out (`providerFor`), or the embedded wallet approves
 * (`follow`), is waited for; once its receipt arrives (at most TRANSACTION_CONFIRMATION_TIMEOUT_MS), mined
 * or reverted (gas was paid either way), the account's balances are reloaded past their caches and the
 * activity list fetches its first page again.
 *
 * - A wallet_sendCalls batch is followed through its status (`batches`: the calls flow reads a user
 *   operation's receipt from the bundler, or the wallet's wallet_getCallsStatus) until it lands, then the
 *   balances and activity reload once, like a single transaction. Without `batches`, or when its status cannot
 *   be read, an id that is a transaction hash is followed as one, another through the wallet's
 *   wallet_getCallsStatus (waitForCallsBatch.ts).
 * - Each hash is followed once, whoever reports it: the embedded wallet's approval and its provider's
 *   answer name the same transaction, and the balances reload once.
 * - A transaction that does not confirm in time reloads nothing and is logged; with pending-transaction
 *   polling on (off by default) it is watched again every polling interval (pendingTransactions.ts).
 * - Nothing here throws at the caller: following is a courtesy on top of the wallet's answer.
 */
import type { ChainAdapters } from '../../../ports/chain-adapter.port.js';
import type { Logger } from '../../../ports/logger.port.js';
import type { Scheduler } from '../../../ports/scheduler.port.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import {
  PENDING_TRANSACTIONS_POLL_INTERVAL_MS,
  PENDING_TRANSACTIONS_POLLING_ENABLED_BY_DEFAULT,
  TRANSACTION_CONFIRMATION_TIMEOUT_MS,
} from '../../entities/constants.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { isBitcoinTxid } from '../../entities/transaction/isBitcoinTxid.js';
import { isSolanaSignature } from '../../entities/transaction/isSolanaSignature.js';
import { isTransactionHash } from '../../entities/transaction/isTransactionHash.js';
import { followProviderTransactions } from './followProviderTransactions.js';
import { PendingTransactions, type PendingTransaction } from './pendingTransactions.js';
import { waitForCallsBatch } from './waitForCallsBatch.js';

/** Hashes remembered as followed, so a late second report does not reload twice (a bound on memory only). */
const REMEMBERED_HASHES = 256;

export type PendingTransactionsPolling = {
  enabled?: boolean | undefined;
  intervalMs?: number | undefined;
};

export type TransactionFollowDependencies = {
  chainAdapters: ChainAdapters;
  /** The account data (AccountDataUseCase fits): `force` reloads past the balance caches. */
  account: { refresh(options: { force: boolean }): Promise<unknown> };
  /** The activity list (ActivityUseCase fits). */
  activity?: { refresh(): Promise<void> } | undefined;
  scheduler: Pick<Scheduler, 'every' | 'schedule'>;
  logger: Logger;
  pendingPolling?: PendingTransactionsPolling | undefined;
  /** Reads a call batch to its end; see BatchFollow. */
  batches?: BatchFollow | undefined;
};

export type BatchFollow = {
  /**
   * Waits until the batch is final: true when it landed on chain (success or reverted: gas was paid), false
   * when it failed off chain or was not final in time, undefined when its status cannot be read (the wallet
   * approved no status method and no bundler is named). Never rejects.
   */
  landed(batch: { id: string; caipNetworkId: string | undefined }): Promise<boolean | undefined>;
};

export type FollowTransactionParameters = { hash: unknown; caipNetworkId: string | undefined };

export class TransactionFollowUseCase {
  readonly #deps: TransactionFollowDependencies;
  readonly #followed = new Map<string, Promise<void>>();
  readonly #providers = new WeakMap<Eip1193Provider, Eip1193Provider>();
  readonly #pending: PendingTransactions | undefined;

  constructor(deps: TransactionFollowDependencies) {
    this.#deps = deps;
    const polling = deps.pendingPolling;
    if (polling?.enabled ?? PENDING_TRANSACTIONS_POLLING_ENABLED_BY_DEFAULT) {
      this.#pending = new PendingTransactions({
        scheduler: deps.scheduler,
        logger: deps.logger,
        intervalMs: polling?.intervalMs ?? PENDING_TRANSACTIONS_POLL_INTERVAL_MS,
        check: async (transaction) => (await this.#wait(transaction)) !== undefined,
        onConfirmed: () => void this.#refresh(),
      });
    }
  }

  /**
   * Waits for the transaction and reloads the balances once it is mined. Resolves when done (never rejects);
   * a value that is not a transaction hash (0x plus 64 hex, a Solana signature the Solana send hands in, or on
   * a bip122 network the txid of a Bitcoin send), or a network without a chain adapter, is ignored.
   */
  follow({ hash, caipNetworkId }: FollowTransactionParameters): Promise<void> {
    if (caipNetworkId === undefined || !isFollowable(hash, caipNetworkId)) return Promise.resolve();
    return this.#once(hash, () => this.#follow({ hash, caipNetworkId }));
  }

  /**
   * The wallet's provider with its transactions followed; the same wrapper for the same provider, so React
   * and wagmi, which key on the provider's identity, see one object. `network` says where the wallet is now.
   */
  providerFor(provider: Eip1193Provider, network: () => string | undefined): Eip1193Provider {
    const known = this.#providers.get(provider);
    if (known) return known;
    const followed = followProviderTransactions(provider, {
      network,
      onSent: (sent) => void this.follow(sent),
      onBatch: (batch) => void this.#once(`batch:${batch.id}`, () => this.#followBatch(provider, batch)),
    });
    this.#providers.set(provider, followed);
    return followed;
  }

  /** Stops the pending-transaction polling. */
  dispose(): void {
    this.#pending?.dispose();
  }

  /** Runs `follow` once per key (a hash, or a batch id): later reports of the same share the first run. */
  #once(key: string, follow: () => Promise<void>): Promise<void> {
    const known = this.#followed.get(key);
    if (known) return known;
    const run = follow();
    this.#followed.set(key, run);
    if (this.#followed.size > REMEMBERED_HASHES) this.#followed.delete(this.#followed.keys().next().value as string);
    return run;
  }

  /** A wallet_sendCalls batch: through its status when it can be read, else as a transaction hash, else the wallet's. */
  async #followBatch(provider: Eip1193Provider, { id, caipNetworkId }: { id: string; caipNetworkId: string | undefined }): Promise<void> {
    const landed = await this.#deps.batches?.landed({ id, caipNetworkId });
    if (landed === undefined && isTransactionHash(id)) return this.follow({ hash: id, caipNetworkId });
    if (landed ?? (await waitForCallsBatch({ provider, id, scheduler: this.#deps.scheduler }))) {
      await this.#refresh();
      return;
    }
    this.#deps.logger.warn(`The call batch did not land within ${TRANSACTION_CONFIRMATION_TIMEOUT_MS / 1000} s; the balances were not reloaded`, id);
  }

  async #follow(transaction: PendingTransaction): Promise<void> {
    const outcome = await this.#wait(transaction);
    if (outcome !== undefined) {
      await this.#refresh();
      return;
    }
    const watched = this.#pending?.watch(transaction) ?? false;
    this.#deps.logger.warn(
      `The transaction was not confirmed within ${TRANSACTION_CONFIRMATION_TIMEOUT_MS / 1000} s; the balances were not reloaded${watched ? ' (it is watched)' : ''}`,
      transaction.hash,
    );
  }

  /** The receipt's outcome, or undefined when none arrived in time (or the chain could not be asked). */
  async #wait({ hash, caipNetworkId }: PendingTransaction): Promise<'success' | 'reverted' | undefined> {
    const adapter = this.#deps.chainAdapters.get(caipNetworkId.split(':')[0] as ChainNamespace);
    if (!adapter) return undefined;
    try {
      return await adapter.waitForTransaction({ hash, caipNetworkId, timeoutMs: TRANSACTION_CONFIRMATION_TIMEOUT_MS });
    } catch (error) {
      this.#deps.logger.debug('No receipt for the transaction', error);
      return undefined;
    }
  }

  async #refresh(): Promise<void> {
    const { account, activity, logger } = this.#deps;
    const results = await Promise.allSettled([account.refresh({ force: true }), activity?.refresh()]);
    for (const result of results) {
      if (result.status === 'rejected') logger.error('The account data was not reloaded after a transaction', result.reason);
    }
  }
}

/** A transaction id of the network's kind that can be followed. */
function isFollowable(hash: unknown, caipNetworkId: string): hash is string {
  if (caipNetworkId.startsWith('bip122:')) return isBitcoinTxid(hash);
  return isTransactionHash(hash) || isSolanaSignature(hash);
}
