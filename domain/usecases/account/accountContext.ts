import type { ChainNamespace } from '../../entities/connector/connector.js';
import type { CaipNetwork } from '../../entities/network/index.js';
import type { ConnectionState } from '../connection/index.js';
import type { AccountDataNetworkState } from './account-data.types.js';

/** The account and network the data is loaded for. */
export type AccountContext = {
  readonly address: string;
  readonly namespace: ChainNamespace;
  readonly network: CaipNetwork;
  /** The wallet is on a network the page did not configure. */
  readonly unsupported: boolean;
  readonly caipNetworkId: string;
  /** Address and network: the cache key, and what a change of account or network changes. */
  readonly key: string;
};

/** The network use case has not caught up with a chain change yet: wait for it. */
export const PENDING = 'pending';

/**
 * The account and network shown, from the connection and network states: undefined when no account is
 * connected on the active network's namespace; PENDING while the two disagree (the wallet moved and the
 * network use case has not followed yet).
 */
export function accountContext(
  connection: Pick<ConnectionState, 'namespaces'>,
  network: AccountDataNetworkState,
): AccountContext | undefined | typeof PENDING {
  const active = network.activeCaipNetwork;
  const namespace = active.chainNamespace;
  const entry = connection.namespaces[namespace];
  if (entry?.status !== 'connected' || entry.address === undefined) return undefined;
  const walletNetwork = entry.caipNetworkId;
  if (network.isUnsupportedChain) {
    const caipNetworkId = walletNetwork ?? active.caipNetworkId;
    return { address: entry.address, namespace, network: active, unsupported: true, caipNetworkId, key: `${caipNetworkId}|${entry.address}|unsupported` };
  }
  if (walletNetwork !== undefined && walletNetwork !== active.caipNetworkId && walletNetwork !== active.deprecatedCaipNetworkId) {
    return PENDING;
  }
  const caipNetworkId = active.caipNetworkId;
  return { address: entry.address, namespace, network: active, unsupported: false, caipNetworkId, key: `${caipNetworkId}|${entry.address}` };
}
