/**
 * The Connect view's wallet list (orderConnectors) when it was opened to add a wallet for one namespace
 * (SwitchActiveChain's confirm): the connectors that cannot serve the namespace are left out before the list
 * is ordered, so a wallet that speaks both families through two connectors is listed with the one for this
 * namespace, and catalogue wallets no connector reaches stay only when their chains name the namespace
 * (servesNamespace.ts). Without a namespace it is orderConnectors itself.
 */
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { orderConnectors, type OrderConnectorsParameters, type OrderConnectorsReturnType } from './orderConnectors.js';
import { connectorServesNamespace, walletServesNamespace } from './servesNamespace.js';

export type OrderConnectorsForNamespaceParameters = OrderConnectorsParameters & {
  /** The namespace a wallet is being added for; undefined lists every wallet. */
  readonly namespace: ChainNamespace | undefined;
};
export type OrderConnectorsForNamespaceReturnType = OrderConnectorsReturnType;

export function orderConnectorsForNamespace({
  namespace,
  ...parameters
}: OrderConnectorsForNamespaceParameters): OrderConnectorsForNamespaceReturnType {
  if (namespace === undefined) return orderConnectors(parameters);
  const connectors = parameters.connectors.filter((connector) => connectorServesNamespace({ connector, namespace }));
  return orderConnectors({ ...parameters, connectors }).filter(
    (entry) => entry.connector !== undefined || walletServesNamespace({ wallet: entry.wallet, namespace }),
  );
}
