/**
 * How the WalletConnect connectors of the bip122, polkadot and cosmos namespaces are described, apart from their
 * code: the composition root lists them with these descriptions and loads the code on first use
 * (lazy-wallet-connector.ts), so a page without such a network never downloads it.
 */
import { WALLET_CONNECT_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_IDS, type Connector } from '../../../domain/entities/connector/connector.js';

/** The namespaces served by walletconnect-namespace-connector.adapter.ts. */
export type WalletConnectOtherNamespace = 'bip122' | 'polkadot' | 'cosmos';

export const WALLET_CONNECT_OTHER_NAMESPACES: readonly WalletConnectOtherNamespace[] = ['bip122', 'polkadot', 'cosmos'];

export type WalletConnectNamespaceConnectorInfoParameters = WalletConnectOtherNamespace;
export type WalletConnectNamespaceConnectorInfoReturnType = Connector;
export type WalletConnectNamespaceConnectorInfoErrorType = never;

/** The description of the namespace's WalletConnect connector. */
export function walletConnectNamespaceConnectorInfo(namespace: WalletConnectNamespaceConnectorInfoParameters): WalletConnectNamespaceConnectorInfoReturnType {
  return Object.freeze({
    id: WALLET_CONNECT_CONNECTOR_IDS[namespace],
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: namespace,
    // One WalletConnect row in the wallet list: the eip155 connector's id is taken, so this one is not listed twice.
    explorerId: WALLET_CONNECT_CONNECTOR_ID,
  });
}
