/**
 * The Connect view's wallet list (orderConnectors), limited to what can connect on this page:
 * - opened to add a wallet for one namespace (SwitchActiveChain's confirm), the connectors that cannot serve
 *   it are left out before the list is ordered, so a wallet that speaks both families through two connectors
 *   is listed with the one for this namespace, and catalogue wallets no connector reaches stay only when
 *   their chains name the namespace (servesNamespace.ts);
 * - otherwise, a connector serving none of the page's namespaces is left out (an EIP-6963 wallet on a
 *   Solana-only page could only fail with 'Namespace eip155 is not configured'); the catalogue wallets are
 *   asked for the page's chains already.
 */
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { orderConnectors, type OrderConnectorsParameters, type OrderConnectorsReturnType } from './orderConnectors.js';
import { connectorServesNamespace, walletServesNamespace } from './servesNamespace.js';

export type OrderConnectorsForNamespaceParameters = OrderConnectorsParameters & {
  /** The namespace a wallet is being added for; undefined lists every wallet of the page's namespaces. */
  readonly namespace: ChainNamespace | undefined;
  /** The namespaces of the page's networks; undefined leaves every connector in when no namespace is given. */
  readonly configuredNamespaces?: readonly ChainNamespace[] | undefined;
};
export type OrderConnectorsForNamespaceReturnType = OrderConnectorsReturnType;

export function orderConnectorsForNamespace({
  namespace,
  configuredNamespaces,
  ...parameters
}: OrderConnectorsForNamespaceParameters): OrderConnectorsForNamespaceReturnType {
  if (namespace === undefined) {
    if (configuredNamespaces === undefined) return orderConnectors(parameters);
    const connectors = parameters.connectors.filter((connector) =>
      configuredNamespaces.some((configured) => connectorServesNamespace({ connector, namespace: configured })),
    );
    return orderConnectors({ ...parameters, connectors });
  }
  const connectors = parameters.connectors.filter((connector) => connectorServesNamespace({ connector, namespace }));
  return orderConnectors({ ...parameters, connectors }).filter(
    (entry) => entry.connector !== undefined || walletServesNamespace({ wallet: entry.wallet, namespace }),
  );
}
