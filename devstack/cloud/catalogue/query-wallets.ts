/** /getWallets filtering and paging: include, exclude, chains, badge and search, then one page. */
import type { CatalogueEntry } from './catalogue-wallet.js';

export type WalletQuery = {
  /** 1-based. */
  page: number;
  entries: number;
  search?: string | undefined;
  include?: readonly string[] | undefined;
  exclude?: readonly string[] | undefined;
  /** CAIP-2 ids; a wallet matches when it supports any of them. */
  chains?: readonly string[] | undefined;
  badge?: 'certified' | 'none' | undefined;
};

export type WalletPage = { data: CatalogueEntry[]; count: number };

export function queryWallets(all: readonly CatalogueEntry[], query: WalletQuery): WalletPage {
  const include = query.include && query.include.length > 0 ? new Set(query.include) : undefined;
  const exclude = new Set(query.exclude ?? []);
  const chains = query.chains && query.chains.length > 0 ? new Set(query.chains) : undefined;
  const search = query.search?.trim().toLowerCase() ?? '';
  const matching = all.filter(
    (wallet) =>
      (!include || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (!chains || wallet.chains.some((chain) => chains.has(chain))) &&
      (query.badge !== 'certified' || wallet.badge_type === 'certified') &&
      (search === '' || wallet.name.toLowerCase().includes(search)),
  );
  const start = (query.page - 1) * query.entries;
  return { data: matching.slice(start, start + query.entries), count: matching.length };
}
