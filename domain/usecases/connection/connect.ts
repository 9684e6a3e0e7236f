/**
 * `connect` prompts the wallet behind a connector.
 *
 * Success makes the connection the namespace's active one (stored, recent wallet, events followed) and
 * reports CONNECT_SUCCESS. An approval that connected other connectors too (one WalletConnect session with
 * accounts in several namespaces: ConnectResult.linked) connects their namespaces as well (linkedConnections.ts);
 * when it approved accounts only there, the first of them is the connection returned. Failure puts the namespace back as it was, so nothing half-finished is stored,
 * reports CONNECT_ERROR and throws 'Connection rejected' (the user declined) or 'Failed to connect'.
 *
 * The namespace reads 'connecting' while a wallet prompt is open; not while a WalletConnect QR code is only
 * shown. A browser wallet's prompt has a time limit (BROWSER_WALLET_CONNECT_TIMEOUT_MS,
 * 120 s): unanswered by then, the connect fails with 'Failed to connect' (the connect error; the wallet
 * neither refused nor answered), as any other failure, and the wallet's late answer changes nothing.
 * WalletConnect (a QR code; its pairing expires on its own) and the embedded wallet (the frame adapter's own
 * 120 s, with its alert) get no timer of ours. One attempt runs at a time; it is
 * abandoned with 'Modal closed' when the modal closes (`abandon`, the use case's cancelConnect), when a newer
 * connect starts, or when another operation takes its namespace over (a disconnect, the wallet's own
 * events). An abandoned attempt's late answer changes nothing.
 */
import { CONNECT_REQUEST_TIMEOUT_MS } from '../../entities/constants.js';
import type { ChainNamespace, ConnectorType } from '../../entities/connector/connector.js';
import type { WalletportError } from '../../entities/errors/base.error.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { deferred } from '../shared/index.js';
import { buildNamespaceConnection, disconnectedConnection } from './buildNamespaceConnection.js';
import { SUPERSEDED, type ConnectionContext } from './connection.context.js';
import type { NamespaceConnection, RecentWallet } from './connection.types.js';
import { activateLinkedConnections, buildLinkedConnections, type LinkedConnection } from './linkedConnections.js';
import { activateConnection } from './namespaceSession.js';
import { toConnectError } from './toConnectError.js';
import type { ConnectMethod } from './walletIdentity.js';

export type ConnectParameters = {
  connectorId: string;
  /** The network to ask the wallet for; defaults to `defaultCaipNetworkId` when on the same namespace. */
  caipNetworkId?: string | undefined;
  /** Defaults by connector type: WalletConnect 'qrcode', auth 'email', others 'browser'. */
  method?: ConnectMethod | undefined;
  /**
   * The catalogue wallet the user picked (WalletConnect reaches many wallets through one connector): it is
   * what the recent list, the stored wallet id and name, and CONNECT_SUCCESS name. Browser wallets default
   * to their connector; WalletConnect and email/social connections are not recorded as recent without it.
   */
  wallet?: RecentWallet | undefined;
};

/** How long a browser wallet's connect prompt may stay unanswered (connect timeouts). */
export const BROWSER_WALLET_CONNECT_TIMEOUT_MS = CONNECT_REQUEST_TIMEOUT_MS;

/** The connectors whose prompt is a browser wallet's (not WalletConnect's QR code, not the embedded wallet). */
const BROWSER_WALLET_TYPES: ReadonlySet<ConnectorType> = new Set(['INJECTED', 'ANNOUNCED', 'EXTERNAL', 'MULTI_CHAIN']);

/** The prompt in progress, and what its namespace showed before it (restored if it does not succeed). */
type Attempt = {
  namespace: ChainNamespace;
  previous: NamespaceConnection;
  abandon: (error: WalletportError) => void;
  abandonedWith: WalletportError | undefined;
};

export class ConnectCommand {
  readonly #context: ConnectionContext;
  /** The network a connect asks for when the caller names none (only on its own namespace). */
  readonly #defaultCaipNetworkId: string | undefined;
  #attempt: Attempt | undefined;

  constructor(context: ConnectionContext, defaultCaipNetworkId: string | undefined) {
    this.#context = context;
    this.#defaultCaipNetworkId = defaultCaipNetworkId;
    context.store.onClaim((namespace) => {
      if (this.#attempt?.namespace === namespace) this.abandon(SUPERSEDED);
    });
  }

  async connect({ connectorId, caipNetworkId, method, wallet }: ConnectParameters): Promise<NamespaceConnection> {
    const { store, connectors, track } = this.#context;
    store.hydrate();
    const connector = connectors.require(connectorId);
    const namespace = store.requireNamespace(connector.info.chain);

    this.abandon(SUPERSEDED);
    store.claim(namespace);
    const current = store.connection(namespace);
    // A reconnect this connect took over was not a connection to go back to.
    const previous = current.status === 'connecting' ? disconnectedConnection(namespace) : current;
    const abandoned = deferred<never>();
    const attempt: Attempt = { namespace, previous, abandon: abandoned.reject, abandonedWith: undefined };
    this.#attempt = attempt;
    // A WalletConnect pairing only shows a QR code until a wallet answers: the namespace is not 'connecting'
    // for that (the account button would spin for a visitor who never scans). `connectingConnectorId` still
    // names the connector being tried.
    if (connector.info.type !== 'WALLET_CONNECT') store.setConnection(namespace, { ...previous, status: 'connecting' });
    store.setConnectingConnectorId(connectorId);

    const requested = caipNetworkId ?? this.#defaultNetworkOf(namespace);
    const timedOut = deferred<never>();
    const cancelTimeout = BROWSER_WALLET_TYPES.has(connector.info.type)
      ? this.#context.scheduler.schedule(() => timedOut.reject(connectTimedOut()), BROWSER_WALLET_CONNECT_TIMEOUT_MS)
      : undefined;
    let connection: NamespaceConnection;
    // Namespaces the same approval connected too (linkedConnections.ts); `onlyLinked` is the first of them
    // when the wallet approved accounts only there: it is then the connection this connect made.
    let linked: LinkedConnection[];
    let onlyLinked: LinkedConnection | undefined;
    try {
      const result = await Promise.race([
        Promise.resolve().then(() => connector.connect(requested === undefined ? undefined : { caipNetworkId: requested })),
        abandoned.promise,
        timedOut.promise,
      ]).finally(() => cancelTimeout?.());
      if (attempt.abandonedWith) throw attempt.abandonedWith;
      linked = buildLinkedConnections(this.#context, { namespace, linked: result.linked });
      onlyLinked = result.accounts.length === 0 ? linked[0] : undefined;
      connection =
        onlyLinked?.connection ??
        buildNamespaceConnection({ namespace, connectorId, accounts: result.accounts, caipNetworkId: result.caipNetworkId, capabilities: result.capabilities });
    } catch (error) {
      if (attempt.abandonedWith) throw attempt.abandonedWith;
      this.#attempt = undefined;
      store.setConnection(namespace, previous);
      store.setConnectingConnectorId(undefined);
      const typed = toConnectError(error);
      track('CONNECT_ERROR', { message: typed.details ?? typed.shortMessage });
      throw typed;
    }

    this.#attempt = undefined;
    store.setConnectingConnectorId(undefined);
    const identity = connectors.identity(connector, wallet);
    activateLinkedConnections(this.#context, linked.filter((entry) => entry !== onlyLinked), identity);
    if (onlyLinked) {
      store.setConnection(namespace, previous);
      store.claim(connection.namespace);
      activateConnection(this.#context, connection.namespace, onlyLinked.connector, connection, 'connect', identity);
    } else {
      activateConnection(this.#context, namespace, connector, connection, 'connect', identity);
    }
    track(
      'CONNECT_SUCCESS',
      {
        method: method ?? identity.method,
        name: identity.name,
        ...(identity.explorerId === undefined ? {} : { explorer_id: identity.explorerId }),
      },
      connection.address,
    );
    return connection;
  }

  /** Abandons the attempt in progress, if any: it rejects with 'Modal closed' and its namespace is restored. */
  abandon(details: string): void {
    const attempt = this.#attempt;
    if (!attempt) return;
    this.#attempt = undefined;
    const error = walletportError('MODAL_CLOSED', [], { details });
    attempt.abandonedWith = error;
    this.#context.store.setConnection(attempt.namespace, attempt.previous);
    this.#context.store.setConnectingConnectorId(undefined);
    attempt.abandon(error);
  }

  #defaultNetworkOf(namespace: ChainNamespace): string | undefined {
    const network = this.#defaultCaipNetworkId;
    return network?.startsWith(`${namespace}:`) ? network : undefined;
  }
}

function connectTimedOut(): WalletportError {
  return walletportError('CONNECT_FAILED', [], {
    details: `The wallet did not answer the connect request within ${BROWSER_WALLET_CONNECT_TIMEOUT_MS / 1000} s`,
  });
}
