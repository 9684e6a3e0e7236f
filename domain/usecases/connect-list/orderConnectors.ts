/**
 * The wallet list of the Connect view, in groups (SPEC.md section 2). Default group order: walletConnect,
 * recent, injected, featured, custom, external, recommended; a custom `order` is the complete list of groups.
 *
 * - walletConnect: WALLET_CONNECT connectors.
 * - recent: the stored recent wallets, most recent first, at most RECENT_WALLETS_MAX shown. A recent wallet
 *   is shown only if it exists, that is a direct connector reaches it (injected, announced, multi-chain or
 *   external; the rule of connectors/catalogueMatch.ts) or a known catalogue wallet (the catalogue,
 *   featured, recommended or custom wallets) has its id or rdns, and only if it is not already listed.
 * - injected: MULTI_CHAIN, then ANNOUNCED (EIP-6963), then legacy INJECTED connectors.
 * - featured and custom: the given wallets, in their order.
 * - external: EXTERNAL connectors.
 * - recommended: the first RECOMMENDED_WALLETS_COUNT recommended wallets that are not already listed.
 * AUTH and ID_AUTH connectors (email and social login) are not part of the list.
 *
 * A wallet appears once, in its earliest group: an entry is skipped when any of its ids (connector id,
 * explorer id, wallet id) or rdns is already taken. A wallet entry carries the connector that reaches it
 * directly, if any (findWalletConnector; picking it then opens the external-wallet view, otherwise
 * WalletConnect). Entries whose
 * ids include an excluded wallet id are dropped.
 */
import { DEFAULT_CONNECTOR_ORDER, RECENT_WALLETS_MAX, RECOMMENDED_WALLETS_COUNT } from '../../entities/constants.js';
import type { Connector, ConnectorType } from '../../entities/connector/connector.js';
import { findWalletConnector } from '../connectors/index.js';
import type { ConnectorGroup, CustomWallet } from '../options/index.js';

/** Catalogue, custom and stored wallets share this shape: the catalogue's fields, id and name required. */
export type ListedWallet = CustomWallet;
/** A recent wallet as stored: at least its id. */
export type RecentWallet = Partial<ListedWallet> & { id: string };

export type ConnectListEntry = {
  group: ConnectorGroup;
  /** The connector id for connector groups, the wallet id for wallet groups. */
  id: string;
  name: string;
  rdns: string | undefined;
  /** The connector that reaches this wallet directly, if any. */
  connector: Connector | undefined;
  /** The catalogue (or custom) data of this wallet, if any. */
  wallet: ListedWallet | undefined;
};

export type OrderConnectorsParameters = {
  connectors: readonly Connector[];
  /** Most recent first. */
  recentWallets?: readonly RecentWallet[] | undefined;
  featuredWallets?: readonly ListedWallet[] | undefined;
  customWallets?: readonly ListedWallet[] | undefined;
  recommendedWallets?: readonly ListedWallet[] | undefined;
  /** Other catalogue wallets already loaded (they make a recent wallet "exist"). */
  catalogueWallets?: readonly ListedWallet[] | undefined;
  excludedWalletIds?: readonly string[] | undefined;
  order?: readonly ConnectorGroup[] | undefined;
};

export type OrderConnectorsReturnType = readonly ConnectListEntry[];

const INJECTED_GROUP_TYPES: readonly ConnectorType[] = ['MULTI_CHAIN', 'ANNOUNCED', 'INJECTED'];

export function orderConnectors({
  connectors,
  recentWallets = [],
  featuredWallets = [],
  customWallets = [],
  recommendedWallets = [],
  catalogueWallets = [],
  excludedWalletIds = [],
  order = DEFAULT_CONNECTOR_ORDER,
}: OrderConnectorsParameters): OrderConnectorsReturnType {
  const knownWallets = [...catalogueWallets, ...featuredWallets, ...recommendedWallets, ...customWallets];
  const excluded = new Set(excludedWalletIds.map(idKey));
  const taken = new Set<string>();
  const entries: ConnectListEntry[] = [];

  const add = (entry: ConnectListEntry): boolean => {
    const keys = keysOf(entry);
    if (keys.some((key) => taken.has(key) || excluded.has(key))) return false;
    for (const key of keys) taken.add(key);
    entries.push(entry);
    return true;
  };
  const addConnectors = (group: ConnectorGroup, types: readonly ConnectorType[]) => {
    for (const type of types) {
      for (const connector of connectors) if (connector.type === type) add(connectorEntry(group, connector));
    }
  };
  const addWallets = (group: ConnectorGroup, wallets: readonly ListedWallet[], limit = Infinity) => {
    let shown = 0;
    for (const wallet of wallets) {
      if (shown >= limit) break;
      if (add(walletEntry(group, wallet, findWalletConnector(wallet, connectors)))) shown += 1;
    }
  };

  for (const group of new Set(order)) {
    switch (group) {
      case 'walletConnect':
        addConnectors(group, ['WALLET_CONNECT']);
        break;
      case 'recent': {
        let shown = 0;
        for (const recent of recentWallets) {
          if (shown >= RECENT_WALLETS_MAX) break;
          const connector = findWalletConnector(recent, connectors);
          const known = knownWallets.find((wallet) => sameWallet(wallet, recent));
          if (!connector && !known) continue;
          const wallet: ListedWallet = { ...known, ...recent, name: recent.name ?? known?.name ?? connector?.name ?? recent.id };
          if (add(walletEntry(group, wallet, connector))) shown += 1;
        }
        break;
      }
      case 'injected':
        addConnectors(group, INJECTED_GROUP_TYPES);
        break;
      case 'featured':
        addWallets(group, featuredWallets);
        break;
      case 'custom':
        addWallets(group, customWallets);
        break;
      case 'external':
        addConnectors(group, ['EXTERNAL']);
        break;
      case 'recommended':
        addWallets(group, recommendedWallets, RECOMMENDED_WALLETS_COUNT);
        break;
    }
  }
  return entries;
}

function connectorEntry(group: ConnectorGroup, connector: Connector): ConnectListEntry {
  return { group, id: connector.id, name: connector.name, rdns: connector.info?.rdns, connector, wallet: undefined };
}

function walletEntry(group: ConnectorGroup, wallet: ListedWallet, connector: Connector | undefined): ConnectListEntry {
  return { group, id: wallet.id, name: wallet.name, rdns: wallet.rdns ?? connector?.info?.rdns ?? undefined, connector, wallet };
}

function sameWallet(a: RecentWallet, b: RecentWallet): boolean {
  return a.id === b.id || (Boolean(a.rdns) && a.rdns === b.rdns);
}

function idKey(id: string): string {
  return `id:${id}`;
}

/** Every id and rdns an entry answers to. */
function keysOf({ id, rdns, connector, wallet }: ConnectListEntry): string[] {
  const ids = [id, connector?.id, connector?.explorerId, wallet?.id];
  const rdnses = [rdns, connector?.info?.rdns, wallet?.rdns];
  return [
    ...ids.filter((value): value is string => Boolean(value)).map(idKey),
    ...rdnses.filter((value): value is string => Boolean(value)).map((value) => `rdns:${value}`),
  ];
}
