/**
 * Whose activity, on which network: the connected account of the active namespace and the active network,
 * read from the connection and network states. Activity exists on
 * the ACTIVITY_NAMESPACES only, and not while the wallet sits on a network the page did not configure.
 */
import { combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import { ACTIVITY_NAMESPACES } from '../../entities/constants.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import type { CaipNetwork } from '../../entities/network/caipNetwork.js';
import type { ConnectionState } from '../connection/index.js';

/** The connection use case, narrowed (ConnectionUseCase fits). */
export type ActivityConnection = {
  readonly state$: Observable<Pick<ConnectionState, 'namespaces'>>;
};

export type ActivityNetworkState = {
  readonly activeCaipNetwork: CaipNetwork;
  readonly isUnsupportedChain: boolean;
};

/** The network use case, narrowed (NetworkUseCase fits). */
export type ActivityNetwork = {
  readonly state$: Observable<ActivityNetworkState>;
};

export type ActivityContext = {
  readonly address: string;
  readonly caipNetworkId: string;
  /** The ids a transaction's `metadata.chain` may carry for this network. */
  readonly chainIds: readonly string[];
  readonly supported: boolean;
  /** Equal for the same account, network and support: a new key clears the activity. */
  readonly key: string;
};

const activityNamespaces: ReadonlySet<ChainNamespace> = new Set(ACTIVITY_NAMESPACES);

/** The account and network the activity is about; undefined when nothing is connected on the active namespace. */
export function activityContext(
  connection: Pick<ConnectionState, 'namespaces'>,
  network: ActivityNetworkState,
): ActivityContext | undefined {
  const active = network.activeCaipNetwork;
  const entry = connection.namespaces[active.chainNamespace];
  if (entry?.status !== 'connected' || entry.address === undefined) return undefined;
  const supported = activityNamespaces.has(active.chainNamespace) && !network.isUnsupportedChain;
  const caipNetworkId = network.isUnsupportedChain ? (entry.caipNetworkId ?? active.caipNetworkId) : active.caipNetworkId;
  const chainIds = [active.caipNetworkId, ...(active.deprecatedCaipNetworkId ? [active.deprecatedCaipNetworkId] : [])];
  return {
    address: entry.address,
    caipNetworkId,
    chainIds,
    supported,
    key: `${caipNetworkId}|${entry.address}|${supported ? 'supported' : 'unsupported'}`,
  };
}

/** The context as it changes: a new value only for another account, network or support. */
export function activityContext$(connection: ActivityConnection, network: ActivityNetwork): Observable<ActivityContext | undefined> {
  return combineLatest([connection.state$, network.state$]).pipe(
    map(([connectionState, networkState]) => activityContext(connectionState, networkState)),
    distinctUntilChanged((previous, next) => previous?.key === next?.key),
  );
}
