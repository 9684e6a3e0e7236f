/**
 * Who the user connected to, for the stored wallet id and name, the recent list and CONNECT_SUCCESS. A
 * browser wallet is its connector (named by its catalogue id when known); WalletConnect and the email/social
 * wallet reach many wallets through one connector, so they are named by the catalogue wallet the user
 * picked, and are not recorded as recent without one.
 */
import type { Connector, ConnectorType } from '../../entities/connector/connector.js';
import { isDirectConnector } from '../connectors/index.js';
import type { RecentWallet } from './connection.types.js';

/** How the user connected, as CONNECT_SUCCESS reports it. */
export type ConnectMethod = 'browser' | 'qrcode' | 'mobile' | 'email' | 'social' | (string & {});

export type WalletIdentity = {
  /** Stored as the wallet id: the picked wallet's id, else the catalogue id, else the connector id. */
  id: string;
  name: string;
  explorerId: string | undefined;
  /** What the recent list records; undefined for WalletConnect and email/social without a picked wallet. */
  recent: RecentWallet | undefined;
  method: ConnectMethod;
};

export function walletIdentity(info: Connector, wallet: RecentWallet | undefined): WalletIdentity {
  const recent: RecentWallet | undefined =
    wallet ??
    (isDirectConnector(info)
      ? {
          id: info.explorerId ?? info.id,
          name: info.name,
          ...(info.info?.rdns ? { rdns: info.info.rdns } : {}),
          ...(info.imageUrl ? { imageUrl: info.imageUrl } : {}),
        }
      : undefined);
  return {
    id: recent?.id ?? info.id,
    name: recent?.name ?? info.name,
    explorerId: wallet?.id ?? info.explorerId,
    recent,
    method: defaultConnectMethod(info.type),
  };
}

/** WalletConnect 'qrcode', the email/social wallet 'email', every browser wallet 'browser'. */
export function defaultConnectMethod(type: ConnectorType): ConnectMethod {
  if (type === 'WALLET_CONNECT') return 'qrcode';
  if (type === 'AUTH' || type === 'ID_AUTH') return 'email';
  return 'browser';
}
