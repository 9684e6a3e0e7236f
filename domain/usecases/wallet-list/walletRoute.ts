/**
 * Where picking a wallet leads: the external-wallet connecting view
 * when a connector reaches the wallet directly, otherwise the WalletConnect connecting view.
 *
 * Which connector reaches a wallet is the rule of connectors/catalogueMatch.ts (findWalletConnector,
 * re-exported here for the connecting views).
 */
import type { Connector } from '../../entities/connector/connector.js';
import type { CatalogueWallet } from '../../entities/wallet/wallet.js';
import { findWalletConnector } from '../connectors/index.js';
import type { RouterData, ViewName } from '../router/index.js';

/** A wallet of a list: catalogue fields, id and name required (custom and recent wallets have fewer). */
export type PickableWallet = Partial<CatalogueWallet> & { id: string; name: string };

export type WalletRouteParameters = {
  /** The connector the list entry already carries, if any. */
  connector?: Connector | undefined;
  wallet?: PickableWallet | undefined;
  /** Every known connector, to find one that reaches `wallet` when the entry carries none. */
  connectors?: readonly Connector[] | undefined;
};

export type WalletRoute = { view: ViewName; data: RouterData };

export { findWalletConnector };

export function walletRoute({ connector, wallet, connectors = [] }: WalletRouteParameters): WalletRoute {
  if (connector?.type === 'WALLET_CONNECT') {
    return { view: 'ConnectingWalletConnect', data: wallet ? { wallet: wallet as CatalogueWallet } : { connector } };
  }
  const direct = connector ?? (wallet ? findWalletConnector(wallet, connectors) : undefined);
  if (direct) {
    return {
      view: 'ConnectingExternal',
      data: wallet ? { connector: direct, wallet: wallet as CatalogueWallet } : { connector: direct },
    };
  }
  return { view: 'ConnectingWalletConnect', data: wallet ? { wallet: wallet as CatalogueWallet } : {} };
}
