/**
 * Follows the active wallet of each namespace: the wallet may change account or network,
 * or end the session, without the modal asking.
 * - accountsChanged: the first account becomes the active address, when the switch is allowed
 * (validateAccountSwitch: on bip122 only a payment account); no account at all (a locked wallet)
 *   counts as the wallet disconnecting;
 * - chainChanged: the network and the CAIP address follow, and `chainChanged$` tells the network use case
 *   (not emitted for the network a connect lands on, which is not an event);
 * - disconnect: cleared like a user disconnect, without asking the wallet.
 * After an account or network change the account's type is read again from what the wallet says there.
 * Only the namespace's connected connector is heard: a connection that is merely held ('active') or one a
 * newer operation replaced says nothing.
 */
import { Subject, type Observable } from 'rxjs';
import type { ConnectorEvent, WalletConnector } from '../../../ports/wallet-connector.port.js';
import { validateAccountSwitch } from '../../entities/account/switch-account.js';
import { isCaipNetworkId } from '../../entities/caip/caipNetworkId.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { buildNamespaceConnection } from './buildNamespaceConnection.js';
import type { ConnectionContext } from './connection.context.js';
import type { NamespaceConnection } from './connection.types.js';
import { retypeActiveAccount } from './retypeActiveAccount.js';

export type ChainChangedEvent = { namespace: ChainNamespace; connectorId: string; caipNetworkId: string };

export type WalletEventsDependencies = Pick<ConnectionContext, 'store' | 'logger' | 'resetSessionData'> & {
  /**
   * The wallet in use ended the session while the namespace holds other connections: the next one is taken up
   * (disconnectConnection.ts) instead of the namespace being cleared.
   */
  onHeldWalletGone?: ((namespace: ChainNamespace, connectorId: string) => void) | undefined;
};

export class WalletEventsFollower {
  /** The wallet switched network by itself. */
  readonly chainChanged$: Observable<ChainChangedEvent>;
  readonly #deps: WalletEventsDependencies;
  readonly #chainChanged = new Subject<ChainChangedEvent>();
  readonly #unsubscribes = new Map<ChainNamespace, () => void>();

  constructor(deps: WalletEventsDependencies) {
    this.#deps = deps;
    this.chainChanged$ = this.#chainChanged.asObservable();
  }

  /** Listens to `connector` for `namespace`, instead of whichever wallet was followed there before. */
  follow(namespace: ChainNamespace, connector: WalletConnector): void {
    this.unfollow(namespace);
    const connectorId = connector.info.id;
    const unsubscribe = connector.subscribe((event) => {
      this.#onWalletEvent(namespace, connectorId, event);
      // The account's type where the wallet now is (retypeActiveAccount.ts).
      if (event.type === 'accountsChanged' || event.type === 'chainChanged') void retypeActiveAccount({ context: this.#deps, namespace, connector });
    });
    this.#unsubscribes.set(namespace, unsubscribe);
  }

  unfollow(namespace: ChainNamespace): void {
    const unsubscribe = this.#unsubscribes.get(namespace);
    this.#unsubscribes.delete(namespace);
    unsubscribe?.();
  }

  /** Stops following every wallet and completes `chainChanged$`. */
  dispose(): void {
    for (const namespace of [...this.#unsubscribes.keys()]) this.unfollow(namespace);
    this.#chainChanged.complete();
  }

  #onWalletEvent(namespace: ChainNamespace, connectorId: string, event: ConnectorEvent): void {
    const { store } = this.#deps;
    if (store.isDisposed) return;
    const current = store.connection(namespace);
    if (current.status !== 'connected' || current.connectorId !== connectorId) return;
    switch (event.type) {
      case 'accountsChanged':
        this.#onAccountsChanged(namespace, current, event.accounts);
        return;
      case 'chainChanged':
        this.#onChainChanged(namespace, current, event.caipNetworkId);
        return;
      case 'disconnect':
        this.#onWalletDisconnected(namespace, connectorId);
        return;
      case 'displayUri':
        return;
    }
  }

  #onAccountsChanged(namespace: ChainNamespace, current: NamespaceConnection, accounts: readonly string[]): void {
    if (accounts.length === 0) {
      this.#onWalletDisconnected(namespace, current.connectorId);
      return;
    }
    let next: NamespaceConnection;
    try {
      next = buildNamespaceConnection({
        namespace,
        connectorId: current.connectorId ?? '',
        accounts,
        caipNetworkId: current.caipNetworkId ?? '',
      });
    } catch (error) {
      this.#deps.logger.warn(`Ignored an accountsChanged event the wallet sent with invalid accounts`, error);
      return;
    }
    // The account switched to must be one the namespace may make active (on bip122 an
    // address, of a payment account); otherwise the connection stays on the account it had.
    if (next.address !== current.address) {
      const checked = validateAccountSwitch({ namespace, address: next.address, accountType: next.allAccounts[0]?.type });
      if (!checked.ok) {
        this.#deps.logger.warn(`Ignored the wallet's switch to another ${namespace} account: ${checked.error.shortMessage}`, checked.error);
        return;
      }
    }
    this.#deps.store.setConnection(namespace, next);
    this.#deps.store.upsertConnection(namespace, next);
  }

  #onChainChanged(namespace: ChainNamespace, current: NamespaceConnection, caipNetworkId: string): void {
    if (!isCaipNetworkId(caipNetworkId) || !caipNetworkId.startsWith(`${namespace}:`)) {
      this.#deps.logger.warn(`Ignored a chainChanged event to ${String(caipNetworkId)} on ${namespace}`);
      return;
    }
    if (caipNetworkId === current.caipNetworkId || current.connectorId === undefined) return;
    this.#deps.store.setConnection(namespace, {
      ...current,
      caipNetworkId,
      caipAddress: current.address === undefined ? undefined : `${caipNetworkId}:${current.address}`,
    });
    this.#chainChanged.next({ namespace, connectorId: current.connectorId, caipNetworkId });
  }

  /**
   * The wallet ended the session (or locked with no account): cleared as a disconnect, without asking it; with
   * other connections held, the next one is taken up instead (onHeldWalletGone).
   */
  #onWalletDisconnected(namespace: ChainNamespace, connectorId: string | undefined): void {
    const { store, resetSessionData, onHeldWalletGone } = this.#deps;
    const others = store.connections(namespace).some((entry) => entry.connectorId !== connectorId);
    if (onHeldWalletGone && connectorId !== undefined && others) {
      onHeldWalletGone(namespace, connectorId);
      return;
    }
    store.claim(namespace);
    this.unfollow(namespace);
    store.clear(namespace);
    resetSessionData([namespace]);
  }
}
