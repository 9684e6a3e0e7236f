/**
 * Connects a wallet without the modal: by connector id (`getConnectors`/the wallet's EIP-6963 uuid), or by
 * catalogue wallet id. A catalogue wallet with a connector in this browser (an extension that announced
 * itself) is asked directly; one without is reached over WalletConnect, whose pairing URIs are handed to
 * `onDisplayUri` so the page can show its own QR code or deep link. A connection the wallet already holds is
 * reused without a prompt (SPEC.md section 4).
 */
import { loadedCore, withCore } from '../client/core-access.js';
import type { WalletportClient } from '../client/walletport-client.js';
import type { WalletportCore } from '../container/walletport-core.js';
import { WALLET_CONNECT_CONNECTOR_ID, type ChainNamespace, type Connector } from '../domain/entities/connector/connector.js';
import type { WalletportError } from '../domain/entities/errors/base.error.js';
import { walletportError } from '../domain/entities/errors/catalogue.js';
import type { AccountEntry } from '../domain/entities/account/account.js';

type ConnectTarget =
  | { connectorId: string; walletId?: undefined }
  | { walletId: string; connectorId?: undefined };

export type ConnectParameters = ConnectTarget & {
  /** The network to ask the wallet for (CAIP-2 id); the default network by default. */
  caipNetworkId?: string | undefined;
  /** WalletConnect pairings: called with each `wc:` URI (a new one replaces an expired one). */
  onDisplayUri?: ((uri: string) => void) | undefined;
};

export type ConnectReturnType = {
  namespace: ChainNamespace;
  connectorId: string;
  address: string;
  caipAddress: string;
  caipNetworkId: string;
  accounts: readonly AccountEntry[];
};

export type ConnectErrorType =
  | WalletportError<'CONNECTION_REJECTED'>
  | WalletportError<'CONNECT_FAILED'>
  | WalletportError<'MODAL_CLOSED'>
  | WalletportError<'NO_CONNECTOR_FOR_CONNECTION'>
  | WalletportError<'NAMESPACE_NOT_CONFIGURED_FOR_CHAIN'>;

export function connect(client: WalletportClient, parameters: ConnectParameters): Promise<ConnectReturnType> {
  return withCore(client, (core) => connectWith(client, core, parameters));
}

async function connectWith(client: WalletportClient, core: WalletportCore, parameters: ConnectParameters): Promise<ConnectReturnType> {
  const { caipNetworkId, onDisplayUri } = parameters;
  const direct = parameters.connectorId ?? findConnectorForWallet(core.connectors.snapshot.connectors, parameters.walletId)?.id;
  const connectorId = direct ?? WALLET_CONNECT_CONNECTOR_ID;
  const connector = core.connectors.getConnector(connectorId);
  if (!connector || (direct === undefined && onDisplayUri === undefined)) {
    throw walletportError('NO_CONNECTOR_FOR_CONNECTION', [parameters.connectorId ?? parameters.walletId ?? 'wallet'], {
      details:
        direct === undefined && connector
          ? 'No wallet in this browser matches it: pass onDisplayUri to pair over WalletConnect, or open the modal'
          : undefined,
    });
  }
  const stopUris = onDisplayUri ? connector.subscribe((event) => event.type === 'displayUri' && onDisplayUri(event.uri)) : undefined;
  try {
    const wallet = parameters.walletId === undefined ? undefined : { id: parameters.walletId, name: walletName(client, parameters.walletId, connector.info) };
    const connection = await core.connection.connectOrReuse(connectorId, {
      ...(caipNetworkId === undefined ? {} : { caipNetworkId }),
      ...(wallet ? { wallet } : {}),
    });
    if (connection.address === undefined || connection.caipAddress === undefined || connection.caipNetworkId === undefined) {
      throw walletportError('CONNECT_FAILED', [], { details: 'The wallet handed out no account' });
    }
    return {
      namespace: connection.namespace,
      connectorId,
      address: connection.address,
      caipAddress: connection.caipAddress,
      caipNetworkId: connection.caipNetworkId,
      accounts: connection.allAccounts,
    };
  } finally {
    stopUris?.();
  }
}

/** The browser connector that is the catalogue wallet `walletId` (by explorer id, id or rdns). */
function findConnectorForWallet(connectors: readonly Connector[], walletId: string | undefined): Connector | undefined {
  if (walletId === undefined) return undefined;
  return connectors.find(
    (connector) =>
      connector.type !== 'WALLET_CONNECT' && (connector.explorerId === walletId || connector.id === walletId || connector.info?.rdns === walletId),
  );
}

/** The wallet's name for the recent list: the catalogue's when the lists know it, else the connector's. */
function walletName(client: WalletportClient, walletId: string, connector: Connector): string {
  const lists = loadedCore(client)?.walletList.snapshot;
  const known = lists && [...lists.featured, ...lists.recommended, ...lists.wallets].find((wallet) => wallet.id === walletId);
  return known?.name ?? (connector.type === 'WALLET_CONNECT' ? walletId : connector.name);
}
