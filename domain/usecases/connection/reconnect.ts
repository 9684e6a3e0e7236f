/**
 * `reconnect` restores each namespace's stored session after a reload, without a prompt (SPEC.md section
 * 4), unless the user disconnected it.
 *
 * The namespace is 'connecting' until the wallet hands out its accounts ('connected') or not
 * ('disconnected', and the stored session is removed). A stored connector that has not announced itself
 * yet is waited for; a late announcement (`onConnectorsChanged`) resumes the reconnect. After
 * RECONNECT_TIMEOUT_MS the reconnect gives up and shows 'disconnected' but keeps the stored session, so a
 * connector that announces later in the session is still reconnected, and so is the next page load.
 */
import type { CancelTimer } from '../../../ports/scheduler.port.js';
import type { WalletConnector } from '../../../ports/wallet-connector.port.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { RETRY_INTERVAL_MS } from '../../entities/constants.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { buildNamespaceConnection, disconnectedConnection } from './buildNamespaceConnection.js';
import type { ConnectionContext } from './connection.context.js';
import { activateConnection, clearNamespace } from './namespaceSession.js';

/**
 * How long a reconnect may stay 'connecting' before it gives up and shows 'disconnected'. It covers both a
 * stored connector that has not announced itself yet and a wallet that does not answer. Browser wallets
 * announce within moments of the page loading (EIP-6963 answers the request event synchronously; a slow
 * extension injects within a second or two), so three retry intervals (3 s) leaves room for a slow machine
 * without leaving the account button spinning. Giving up keeps the stored session: a connector that
 * announces later in the session is still reconnected, and so is the next page load.
 */
export const RECONNECT_TIMEOUT_MS = 3 * RETRY_INTERVAL_MS;

type PendingReconnect = { connectorId: string; generation: number; cancelTimer: CancelTimer; settle: () => void };

export class Reconnector {
  readonly #context: ConnectionContext;
  readonly #pending = new Map<ChainNamespace, PendingReconnect>();
  /** Stored connectors a reconnect is waiting for (or gave up on); their late announcement reconnects. */
  readonly #awaitedConnectors = new Map<ChainNamespace, string>();

  constructor(context: ConnectionContext) {
    this.#context = context;
    // An operation that takes a namespace over ends its reconnect and stops waiting for its connector.
    context.store.onClaim((namespace) => {
      this.#finish(namespace);
      this.#awaitedConnectors.delete(namespace);
    });
  }

  /** Restores every namespace's stored session; resolves once each one settled. */
  async reconnect(): Promise<void> {
    const { store } = this.#context;
    store.hydrate();
    await Promise.all(store.namespaces.map((namespace) => this.#reconnectNamespace(namespace)));
  }

  /** A connector announced itself: a reconnect waiting for it (or one that gave up on it) goes on. */
  onConnectorsChanged(): void {
    for (const [namespace, connectorId] of [...this.#awaitedConnectors]) {
      const connector = this.#context.connectors.get(connectorId);
      if (!connector) continue;
      this.#awaitedConnectors.delete(namespace);
      const pending = this.#pending.get(namespace);
      if (pending?.connectorId === connectorId) void this.#sync(namespace, connector, pending.generation);
      else void this.#reconnectNamespace(namespace);
    }
  }

  /** Cancels every timer and settles every pending reconnect. */
  dispose(): void {
    for (const namespace of [...this.#pending.keys()]) this.#finish(namespace);
  }

  #reconnectNamespace(namespace: ChainNamespace): Promise<void> {
    const { store, connectors, scheduler } = this.#context;
    if (store.isDisposed || store.connection(namespace).status !== 'disconnected') return Promise.resolve();
    const connectorId = store.storedConnectorId(namespace);
    if (connectorId === undefined) return Promise.resolve();
    if (store.wasDisconnectedByUser(namespace, connectorId)) {
      // The user disconnected it; a leftover id must not bring the session back.
      store.forgetStoredConnectorId(namespace);
      return Promise.resolve();
    }
    const generation = store.claim(namespace);
    store.setConnection(namespace, { ...disconnectedConnection(namespace), status: 'connecting', connectorId });
    return new Promise<void>((settle) => {
      const cancelTimer = scheduler.schedule(() => this.#giveUp(namespace, generation), RECONNECT_TIMEOUT_MS);
      this.#pending.set(namespace, { connectorId, generation, cancelTimer, settle });
      const connector = connectors.get(connectorId);
      if (connector) void this.#sync(namespace, connector, generation);
      else this.#awaitedConnectors.set(namespace, connectorId);
    });
  }

  /** Asks the wallet for its accounts and network without a prompt. */
  async #sync(namespace: ChainNamespace, connector: WalletConnector, generation: number): Promise<void> {
    const { store, logger } = this.#context;
    try {
      const accounts = await connector.getAccounts();
      if (!store.isCurrent(namespace, generation)) return;
      if (accounts.length === 0) {
        throw walletportError('CONNECT_FAILED', [], { details: 'The wallet hands out no accounts without a prompt' });
      }
      const caipNetworkId = await connector.getCaipNetworkId();
      // The account's type after a reload as at connect: from what the wallet says about it (walletAccountType).
      const capabilities = await connector.readCapabilities?.({ address: accounts[0]!, caipNetworkId });
      if (!store.isCurrent(namespace, generation)) return;
      const connection = buildNamespaceConnection({ namespace, connectorId: connector.info.id, accounts, caipNetworkId, capabilities });
      this.#finish(namespace);
      activateConnection(this.#context, namespace, connector, connection, 'reconnect');
    } catch (error) {
      if (!store.isCurrent(namespace, generation)) return;
      logger.warn(`Could not restore the ${namespace} connection with ${connector.info.id}`, error);
      this.#finish(namespace);
      clearNamespace(this.#context, namespace);
    }
  }

  #giveUp(namespace: ChainNamespace, generation: number): void {
    const { store, logger } = this.#context;
    if (!store.isCurrent(namespace, generation)) return;
    const pending = this.#pending.get(namespace);
    this.#finish(namespace);
    // Not a takeover: the connector stays awaited, only this reconnect's late answers are ignored.
    store.bump(namespace);
    logger.warn(
      `Gave up restoring the ${namespace} connection with ${pending?.connectorId ?? 'its connector'} after ${RECONNECT_TIMEOUT_MS} ms`,
    );
    // The stored session stays: the wallet may still announce itself, now or on the next page load.
    store.setConnection(namespace, disconnectedConnection(namespace));
  }

  #finish(namespace: ChainNamespace): void {
    const pending = this.#pending.get(namespace);
    if (!pending) return;
    this.#pending.delete(namespace);
    pending.cancelTimer();
    pending.settle();
  }
}
