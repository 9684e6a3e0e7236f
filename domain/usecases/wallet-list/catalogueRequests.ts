/**
 * What the wallet list's paging (walletPages.ts) and search (walletSearch.ts) share: the catalogue request
 * with the page's filters, the typed failure they keep in state, and how each reads and changes its part of
 * the list's state.
 *
 * Every request carries the page's `includeWalletIds`, `excludeWalletIds` and the configured networks as the
 * `chains` filter. A featured wallet the page excluded, or left out of its include list, is not asked for.
 */
import type { GetWalletsParameters, WalletCatalogue } from '../../../ports/wallet-catalogue.port.js';
import { isWalletportError, type WalletportError } from '../../entities/errors/base.error.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { renameWallet } from '../../entities/wallet/renameWallet.js';
import type { WalletPage } from '../../entities/wallet/wallet.js';

export type WalletListOperation = 'initial' | 'page' | 'search';

/** A failed catalogue request, kept in state. Every one can be retried (`retry`, `retrySearch`). */
export type WalletListError = {
  readonly operation: WalletListOperation;
  /** The catalogue's typed error (HTTP status, invalid response, ...), or SOMETHING_WENT_WRONG wrapping it. */
  readonly error: WalletportError;
  readonly retryable: true;
};

export type WalletListOptions = {
  includeWalletIds?: readonly string[] | undefined;
  excludeWalletIds?: readonly string[] | undefined;
  featuredWalletIds?: readonly string[] | undefined;
  /** The configured networks: their CAIP-2 ids are the `chains` filter of every request. */
  networks?: readonly { caipNetworkId: string }[] | undefined;
  /** Ids of the host page's `customWallets` (their https images are accepted from any host). */
  customWalletIds?: readonly string[] | undefined;
};

/** One request to the catalogue; `include` and `exclude` default to the page's own, `chains` is always the page's. */
export type CatalogueRequest = Pick<GetWalletsParameters, 'page' | 'entries' | 'search' | 'include' | 'exclude'>;

export type CatalogueRequests = {
  /** The page's excluded wallet ids. */
  readonly exclude: readonly string[];
  /** The `featuredWalletIds` the page's include and exclude lists let through, in their order. */
  readonly featuredIds: readonly string[];
  getWallets(request: CatalogueRequest): Promise<WalletPage>;
};

/** A part of the wallet list's state, read and changed through the list's store (the facade owns it). */
export type StateSlice<TSlice> = {
  get(): TSlice;
  update(change: Partial<TSlice> | ((previous: TSlice) => Partial<TSlice>)): void;
};

export function catalogueRequests(catalogue: Pick<WalletCatalogue, 'getWallets'>, options: WalletListOptions): CatalogueRequests {
  const include = unique(options.includeWalletIds ?? []);
  const exclude = unique(options.excludeWalletIds ?? []);
  const excluded = new Set(exclude);
  const included = include.length > 0 ? new Set(include) : undefined;
  const featuredIds = unique(options.featuredWalletIds ?? []).filter((id) => !excluded.has(id) && (!included || included.has(id)));
  const chains = unique((options.networks ?? []).map((network) => network.caipNetworkId));
  return {
    exclude,
    featuredIds,
    getWallets(request) {
      const requestInclude = request.include ?? include;
      const requestExclude = unique(request.exclude ?? exclude);
      const parameters: GetWalletsParameters = {
        page: request.page,
        entries: request.entries,
        ...(request.search === undefined ? {} : { search: request.search }),
        ...(requestInclude.length > 0 ? { include: requestInclude } : {}),
        ...(requestExclude.length > 0 ? { exclude: requestExclude } : {}),
        ...(chains.length > 0 ? { chains } : {}),
      };
      // Every catalogue wallet the list shows passes here: shown names follow WALLET_RENAMES.
      return catalogue.getWallets(parameters).then((answer) => ({ ...answer, data: answer.data.map(renameWallet) }));
    },
  };
}

/** The failure kept in state: the catalogue's typed error, or SOMETHING_WENT_WRONG wrapping an untyped one. */
export function listFailure(operation: WalletListOperation, error: unknown): WalletListError {
  const typed = isWalletportError(error) ? error : walletportError('SOMETHING_WENT_WRONG', [], { cause: error });
  return { operation, error: typed, retryable: true };
}

/** Each wallet once (the first of the same id), in order. */
export function uniqueById<TWallet extends { id: string }>(wallets: readonly TWallet[]): TWallet[] {
  const seen = new Set<string>();
  return wallets.filter((wallet) => {
    if (seen.has(wallet.id)) return false;
    seen.add(wallet.id);
    return true;
  });
}

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}
