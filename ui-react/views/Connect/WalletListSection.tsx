/**
 * The wallet list of the Connect view (SPEC.md section 2): the connectors and catalogue wallets in the
 * groups of orderConnectors (only those that can serve the namespace when SwitchActiveChain sent the visitor
 * here to add a wallet for it: orderConnectorsForNamespace) (walletConnect, recent, injected, featured, custom, external, recommended; four
 * recommended; each wallet once), then an "All wallets" entry with the catalogue's count (hidden when the
 * allWallets feature is off). Browser wallets carry an 'Installed' tag and recent ones a 'Recent' tag.
 *
 * The connectors come completed from the connectors use case (a browser wallet carries the catalogue id of
 * the wallet it reaches), and what 'installed' means and which connector reaches a wallet is the one rule of
 * connectors/catalogueMatch.ts: this view matches nothing itself.
 *
 * Picking a wallet opens the external-wallet connecting view when a connector reaches it, otherwise the
 * WalletConnect connecting view (walletRoute). The featured and recommended wallets are asked for when the
 * list first shows (loadInitial asks once per client).
 */
import { useEffect, useMemo } from 'react';
import type { ConnectionState, ConnectorsState } from '../../../domain/usecases/connection/index.js';
import { orderConnectorsForNamespace, type ConnectListEntry } from '../../../domain/usecases/connect-list/index.js';
import type { RouterState } from '../../../domain/usecases/router/index.js';
import type { NetworkState } from '../../../domain/usecases/network/index.js';
import { isInstalledConnector } from '../../../domain/usecases/connectors/index.js';
import type { OptionsState } from '../../../domain/usecases/options/index.js';
import { formatWalletCount } from '../../../domain/usecases/wallet-list/index.js';
import type { WalletListState, WalletListUseCase } from '../../../domain/usecases/wallet-list/index.js';
import { walletRoute } from '../../../domain/usecases/wallet-list/index.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { WalletListItem, type WalletTag } from '../../components/WalletListItem/WalletListItem.js';
import { enConnect } from '../../../locales/en/connect.js';
import { useT, type UseTReturnType } from '../../i18n/useT.js';
import { walletListSectionStylesheet } from './WalletListSection.styles.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';

/** The English texts (what tests read); the view shows the shown language's. */
export const ALL_WALLETS_LABEL = enConnect['connect.allWallets'];
export const WALLET_LIST_ERROR_MESSAGE = enConnect['connect.walletListError'];

const selectLists = (state: WalletListState) => ({
  status: state.status,
  featured: state.featured,
  recommended: state.recommended,
  wallets: state.wallets,
  count: state.count,
});
const selectListOptions = ({ features, options }: OptionsState) => ({
  allWallets: features.allWallets,
  order: features.connectorTypeOrder,
  customWallets: options.customWallets,
  excludeWalletIds: options.excludeWalletIds,
});
const selectConnectors = (state: ConnectorsState) => state.connectors;
const selectRecentWallets = (state: ConnectionState) => state.recentWallets;
/** Set when SwitchActiveChain sent the visitor here to add a wallet for another namespace. */
const selectNamespace = (state: RouterState) => state.data?.addWalletForNamespace;
const selectNetworks = (state: NetworkState) => state.networks;

export function WalletListSection() {
  const { walletList, connectors, connection, options, router, network } = useLoadedCore();
  const translator = useT();
  const { t } = translator;
  const lists = useStore(walletList, selectLists, shallowEqual);
  const settings = useStore(options, selectListOptions, shallowEqual);
  const connectorList = useStore(connectors, selectConnectors);
  const recentWallets = useStore(connection, selectRecentWallets);
  const namespace = useStore(router, selectNamespace);
  const networks = useStore(network, selectNetworks);
  const configuredNamespaces = useMemo(() => [...new Set(networks.map((entry) => entry.chainNamespace))], [networks]);

  useEffect(() => {
    void walletList.loadInitial();
  }, [walletList]);

  const entries = useMemo(
    () =>
      orderConnectorsForNamespace({
        namespace,
        configuredNamespaces,
        connectors: connectorList,
        // Only the fields a recent wallet has: an undefined one would hide the catalogue's (merged by id).
        recentWallets: recentWallets.map(({ id, name, rdns, imageUrl }) => ({
          id,
          name,
          ...(rdns ? { rdns } : {}),
          ...(imageUrl ? { image_url: imageUrl } : {}),
        })),
        featuredWallets: lists.featured,
        customWallets: settings.customWallets,
        recommendedWallets: lists.recommended,
        catalogueWallets: lists.wallets,
        excludedWalletIds: settings.excludeWalletIds,
        order: settings.order,
      }),
    [namespace, configuredNamespaces, connectorList, recentWallets, lists.featured, lists.recommended, lists.wallets, settings],
  );

  const pick = (entry: ConnectListEntry) => {
    const { view, data } = walletRoute({ connector: entry.connector, wallet: entry.wallet, connectors: connectorList });
    router.push(view, data);
  };

  const loading = lists.status === 'loading' && lists.recommended.length === 0;
  const countLabel = formatWalletCount(lists.count);

  return (
    <div className="wp-wallet-section">
      <ShadowStylesheet css={walletListSectionStylesheet} />
      <ul className="wp-wallet-list" aria-label={t('connect.wallets')} aria-busy={loading || undefined}>
        {entries.map((entry) => (
          <li key={`${entry.group}:${entry.id}`} data-group={entry.group}>
            <WalletListItem
              walletId={entry.id}
              name={entry.name}
              imageUrl={imageUrlOf(walletList, entry)}
              tags={tagsOf(entry, translator)}
              onClick={() => pick(entry)}
            />
          </li>
        ))}
        {loading
          ? [0, 1].map((index) => (
              <li key={`skeleton-${index}`} className="wp-wallet-skeleton" aria-hidden="true">
                <span className="wp-wallet-skeleton-image" />
                <span className="wp-wallet-skeleton-text" />
              </li>
            ))
          : null}
        {settings.allWallets ? (
          <li data-group="all-wallets">
            <WalletListItem
              name={t('connect.allWallets')}
              icon={<AllWalletsIcon />}
              tags={countLabel ? [{ label: countLabel, tone: 'count' }] : []}
              // All Wallets lists the wallets of the namespace being added, as this list does.
              onClick={() => router.push('AllWallets', namespace ? { addWalletForNamespace: namespace } : undefined)}
            />
          </li>
        ) : null}
      </ul>
      {loading ? (
        <span className="wp-visually-hidden" role="status">
          {t('connect.loadingWallets')}
        </span>
      ) : null}
      {lists.status === 'error' ? (
        <div className="wp-wallet-list-error" role="alert">
          <span>{t('connect.walletListError')}</span>
          <button type="button" className="wp-link-button" onClick={() => void walletList.retry()}>
            {t('common.tryAgain')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function imageUrlOf(walletList: WalletListUseCase, entry: ConnectListEntry): string | undefined {
  const own = entry.connector?.imageUrl;
  if (own) return own;
  const fromWallet = entry.wallet ? walletList.walletImageUrl(entry.wallet) : undefined;
  return fromWallet ?? (entry.connector ? walletList.connectorImageUrl(entry.connector) : undefined);
}

function tagsOf(entry: ConnectListEntry, { t }: UseTReturnType): WalletTag[] {
  const tags: WalletTag[] = [];
  if (entry.group === 'recent') tags.push({ label: t('connect.recent'), tone: 'recent' });
  if (entry.connector && isInstalledConnector(entry.connector)) tags.push({ label: t('connect.installed'), tone: 'installed' });
  if (entry.connector?.type === 'WALLET_CONNECT') tags.push({ label: t('connect.qrCode'), tone: 'qr' });
  return tags;
}

function AllWalletsIcon() {
  return (
    <span className="wp-all-wallets-icon" aria-hidden="true">
      <svg width="20" height="20" viewBox="0 0 20 20" fill="currentColor" focusable="false">
        <rect x="2" y="2" width="7" height="7" rx="2" />
        <rect x="11" y="2" width="7" height="7" rx="2" />
        <rect x="2" y="11" width="7" height="7" rx="2" />
        <rect x="11" y="11" width="7" height="7" rx="2" />
      </svg>
    </span>
  );
}
