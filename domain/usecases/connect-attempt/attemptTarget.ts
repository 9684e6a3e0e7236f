/**
 * Which connect attempt a router entry asks for. ConnectingExternal connects its connector: the one the
 * entry carries, else the first connector that reaches the picked wallet (so a wallet that announces itself
 * after the view opened is still found). The WalletConnect views pair over WalletConnect.
 */
import type { Connector } from '../../entities/connector/connector.js';
import type { CatalogueWallet } from '../../entities/wallet/wallet.js';
import type { RouterData, ViewName } from '../router/index.js';
import { findWalletConnector } from '../wallet-list/index.js';

export type AttemptKind = 'external' | 'walletconnect';

export const CONNECTING_VIEWS: Readonly<Partial<Record<ViewName, AttemptKind>>> = {
  ConnectingExternal: 'external',
  ConnectingWalletConnect: 'walletconnect',
  ConnectingWalletConnectBasic: 'walletconnect',
};

export type AttemptTarget = {
  readonly kind: AttemptKind;
  readonly wallet: CatalogueWallet | undefined;
  /** External attempts: the connector to connect, undefined while none reaches the wallet. */
  readonly connector: Connector | undefined;
};

/** The attempt `view` with `data` asks for, or undefined when `view` is not a connecting view. */
export function attemptTarget(view: ViewName, data: RouterData | undefined, connectors: readonly Connector[]): AttemptTarget | undefined {
  const kind = CONNECTING_VIEWS[view];
  if (kind === undefined) return undefined;
  const wallet = data?.wallet;
  if (kind === 'walletconnect') return { kind, wallet, connector: undefined };
  const connector = data?.connector ?? (wallet ? findWalletConnector(wallet, connectors) : undefined);
  return { kind, wallet, connector };
}
