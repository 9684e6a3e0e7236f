/**
 * Every wallet connector the client knows: the browser wallets that announced themselves (EIP-6963 and the
 * legacy injected one), WalletConnect and the page's own, merged and deduplicated, with the catalogue id of
 * the wallet each reaches when known. Pass an `id` to `connect(client, { connectorId })`. Empty until the
 * client's core has loaded; a wallet may announce itself later (watch with watchConnectors).
 */
import { loadedCore } from '../client/core-access.js';
import type { WalletportClient } from '../client/walletport-client.js';
import type { Connector } from '../domain/entities/connector/connector.js';

export type GetConnectorsReturnType = readonly Connector[];
export type GetConnectorsErrorType = never;

const NONE: readonly Connector[] = [];

export function getConnectors(client: WalletportClient): GetConnectorsReturnType {
  return loadedCore(client)?.connectors.snapshot.connectors ?? NONE;
}
