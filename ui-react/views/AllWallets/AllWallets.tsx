/**
 * All Wallets (SPEC.md sections 2 and 9): a search field and the catalogue as a virtualized grid, 40 wallets
 * a page loaded as the grid scrolls (featured and recommended wallets first). Typing searches the catalogue
 * (trimmed, debounced, 100 results, shown no sooner than the minimum wait; see WalletListUseCase). Loading
 * shows placeholders, nothing found says so, and a failed request says so with a way to try again.
 *
 * Picking a wallet opens the external-wallet view when a connector in this browser reaches it, otherwise the
 * WalletConnect view. Lazily loaded; the search is cleared when the view closes.
 *
 * Opened from a Connect view that adds a wallet for one namespace (after SwitchActiveChain), the grid and its
 * search hold only the wallets that can serve it (allWalletsForNamespace), as that Connect list does; while
 * none of the loaded wallets can, the next page is asked for rather than saying nothing was found.
 */
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { ConnectorsState } from '../../../domain/usecases/connection/index.js';
import {
  allWalletsOf,
  type WalletListError,
  type WalletListState,
} from '../../../domain/usecases/wallet-list/index.js';
import { walletRoute } from '../../../domain/usecases/wallet-list/index.js';
import { allWalletsForNamespace } from '../../../domain/usecases/connect-list/index.js';
import type { RouterState } from '../../../domain/usecases/router/index.js';
import type { CatalogueWallet } from '../../../domain/entities/wallet/wallet.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { allWalletsStylesheet } from './AllWallets.styles.js';
import { GRID_COLUMNS, WalletGrid, type GridWallet } from './WalletGrid.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { enAllWallets } from '../../../locales/en/allWallets.js';
import { useT } from '../../i18n/useT.js';

/** The English texts (what tests read); the view shows the shown language's. */
export const NO_WALLET_FOUND_MESSAGE = enAllWallets['allWallets.noWalletFound'];
export const WALLETS_LOAD_FAILED_MESSAGE = enAllWallets['allWallets.loadFailed'];
export const SEARCH_FAILED_MESSAGE = enAllWallets['allWallets.searchFailed'];
export const SEARCH_LABEL = enAllWallets['allWallets.search'];

/** Placeholder cards while the first wallets load (three rows). */
const SKELETON_CARDS = GRID_COLUMNS * 3;

const selectState = (state: WalletListState) => ({
  status: state.status,
  featured: state.featured,
  recommended: state.recommended,
  wallets: state.wallets,
  page: state.page,
  hasMore: state.hasMore,
  loadingPage: state.loadingPage,
  error: state.error,
  search: state.search,
  searchResults: state.searchResults,
  searchStatus: state.searchStatus,
  searchError: state.searchError,
});
const selectConnectors = (state: ConnectorsState) => state.connectors;
/** Set when the Connect view it was opened from adds a wallet for one namespace. */
const selectNamespace = (state: RouterState) => state.data?.addWalletForNamespace;

export function AllWalletsView() {
  const { walletList, connectors, router } = useLoadedCore();
  const { t } = useT();
  const state = useStore(walletList, selectState, shallowEqual);
  const connectorList = useStore(connectors, selectConnectors);
  const namespace = useStore(router, selectNamespace);
  const [query, setQuery] = useState('');
  const inputId = useId();

  useEffect(() => {
    void walletList.loadInitial();
    if (walletList.snapshot.page === 0) void walletList.loadNextPage();
    return () => walletList.clearSearch();
  }, [walletList]);

  const searching = state.search !== '';
  const { featured, recommended, wallets } = state;
  const listed = useMemo(() => allWalletsOf({ featured, recommended, wallets }), [featured, recommended, wallets]);
  const source = searching ? state.searchResults : listed;
  const items = useMemo<readonly GridWallet[]>(
    () => allWalletsForNamespace({ wallets: source, connectors: connectorList, namespace }),
    [source, connectorList, namespace],
  );
  // Loaded pages with none for the namespace: the grid has no last row to reach, so the view asks itself.
  const seekingMore = !searching && items.length === 0 && listed.length > 0 && state.hasMore && state.error === undefined;
  useEffect(() => {
    if (seekingMore && !state.loadingPage) void walletList.loadNextPage();
    // `page` too: a page may load between two renders, leaving `loadingPage` false in both.
  }, [seekingMore, state.loadingPage, state.page, walletList]);

  const pick = useCallback(
    (item: GridWallet) => {
      const { view, data } = walletRoute({ connector: item.connector, wallet: item.wallet, connectors: connectorList });
      router.push(view, data);
    },
    [router, connectorList],
  );
  const imageUrlOf = useCallback((wallet: CatalogueWallet) => walletList.walletImageUrl(wallet), [walletList]);
  const loadMore = useCallback(() => void walletList.loadNextPage(), [walletList]);

  let content;
  let announcement = '';
  if (searching) {
    if (state.searchStatus === 'error' && state.searchError) {
      content = <ErrorState message={t('allWallets.searchFailed')} error={state.searchError} onRetry={() => walletList.retrySearch()} />;
    } else if (state.searchStatus !== 'ready') {
      content = <Skeleton label={t('allWallets.searching')} />;
    } else if (items.length === 0) {
      content = <EmptyState />;
      announcement = t('allWallets.noWalletFound');
    } else {
      content = <WalletGrid items={items} label={t('allWallets.searchResults')} imageUrlOf={imageUrlOf} onPick={pick} />;
      announcement = t('allWallets.walletsFound', { count: items.length });
    }
  } else if (items.length > 0) {
    const pageError = state.error?.operation === 'page' ? state.error : undefined;
    content = (
      <WalletGrid
        items={items}
        label={t('allWallets.wallets')}
        imageUrlOf={imageUrlOf}
        onPick={pick}
        hasMore={state.hasMore}
        loadingMore={state.loadingPage}
        onEndReached={loadMore}
        paused={pageError !== undefined}
        footer={pageError ? <PageErrorRow error={pageError} onRetry={() => void walletList.retry()} /> : null}
      />
    );
  } else if (state.error) {
    const failed = state.error;
    content = <ErrorState message={t('allWallets.loadFailed')} error={failed} onRetry={() => void retryAll(walletList)} />;
  } else if (state.status === 'loading' || state.status === 'idle' || state.loadingPage || seekingMore || (state.page === 0 && state.hasMore)) {
    content = <Skeleton label={t('allWallets.loading')} />;
  } else {
    content = <EmptyState />;
  }

  return (
    <div className="wp-all-wallets">
      <ShadowStylesheet css={allWalletsStylesheet} />
      <div className="wp-all-wallets-search" role="search">
        <label className="wp-visually-hidden" htmlFor={inputId}>
          {t('allWallets.search')}
        </label>
        <input
          id={inputId}
          className="wp-input"
          type="search"
          placeholder={t('allWallets.search')}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            walletList.search(event.target.value);
          }}
        />
      </div>
      {content}
      <span className="wp-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}

/** Retries what failed, then asks for the first page if it was never asked for (it waits for the first load). */
async function retryAll(walletList: ReturnType<typeof useLoadedCore>['walletList']): Promise<void> {
  await walletList.retry();
  if (walletList.snapshot.page === 0 && walletList.snapshot.error === undefined) await walletList.loadNextPage();
}

function Skeleton({ label }: { label: string }) {
  return (
    <div className="wp-all-wallets-skeleton">
      <span className="wp-visually-hidden" role="status" aria-busy="true">
        {label}
      </span>
      <div className="wp-all-wallets-skeleton-grid" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <span key={index} className="wp-wallet-card wp-wallet-card-skeleton" />
        ))}
      </div>
    </div>
  );
}

function EmptyState() {
  const { t } = useT();
  return (
    <div className="wp-all-wallets-empty">
      <p className="wp-all-wallets-empty-title">{t('allWallets.noWalletFound')}</p>
    </div>
  );
}

function ErrorState({ message, error, onRetry }: { message: string; error: WalletListError; onRetry: () => void }) {
  const { t, localizeMessage } = useT();
  return (
    <div className="wp-all-wallets-error" role="alert">
      <p className="wp-all-wallets-error-title">{message}</p>
      <p className="wp-all-wallets-error-detail">{localizeMessage(error.error.shortMessage)}</p>
      <button type="button" className="wp-button wp-button-secondary" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}

function PageErrorRow({ error, onRetry }: { error: WalletListError; onRetry: () => void }) {
  const { t, localizeMessage } = useT();
  return (
    <div className="wp-all-wallets-page-error" role="alert">
      <span>{t('allWallets.loadFailedBecause', { reason: localizeMessage(error.error.shortMessage) })}</span>
      <button type="button" className="wp-link-button" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
