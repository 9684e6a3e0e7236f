/**
 * A wallet connector in the manner of wagmi's mock connector: a wallet that holds some accounts on one chain,
 * with public switches to reject a connect, a switch or a signature, to hang a connect until the test releases
 * it, and to be already authorised (reconnect after reload). `emit*` methods play the wallet's own events.
 * It passes the same contract suite as the real connectors (tests/contracts/wallet-connector.contract.ts):
 * failures come out typed (parseWalletError), accounts checksummed, and a connect never adds a network.
 * Its `provider` is the shared FakeEip1193Provider over the connector's own accounts and chain.
 * `FakeConnectorDiscovery` yields connectors, and `announce` plays a late EIP-6963 announcement.
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import { getAddress, isAddress } from 'viem';
import type { Connector } from '../../domain/entities/connector/connector.js';
import { parseWalletError } from '../../domain/entities/errors/rpc-errors.js';
import type {
  ConnectorDiscovery,
  ConnectorEvent,
  ConnectResult,
  Eip1193Provider,
  WalletConnector,
} from '../../ports/wallet-connector.port.js';
import {
  FakeEip1193Provider,
  providerChainId,
  providerDisconnectedError,
  unrecognizedChainError,
  type FakeWalletState,
} from './eip1193-provider.fake.js';

// Kept importable from here, where most tests look for them.
export {
  fakeSignature,
  providerChainId,
  unauthorizedError,
  unrecognizedChainError,
  unsupportedMethodError,
  userRejectedError,
  type ProviderRpcError,
} from './eip1193-provider.fake.js';

export type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void };

/** Promise.withResolvers, which Node 20 lacks. */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

export type FakeWalletConnectorOptions = {
  info: Connector;
  accounts: readonly string[];
  caipNetworkId: string;
  /** Networks the wallet knows without adding them; the starting network is always known. */
  knownNetworks?: readonly string[];
};

export type SwitchNetworkParameters = Parameters<WalletConnector['switchNetwork']>[0];

export type FakeConnectorCall =
  | { method: 'connect'; params: { caipNetworkId?: string } | undefined }
  | { method: 'switchNetwork'; params: SwitchNetworkParameters }
  | { method: 'disconnect' | 'getAccounts' | 'getCaipNetworkId' | 'isAuthorized' | 'getProvider' };

export class FakeWalletConnector implements WalletConnector, FakeWalletState {
  readonly info: Connector;
  /** The wallet's accounts, the active one first. */
  accounts: string[];
  /** The network the wallet is on. */
  caipNetworkId: string;
  readonly knownNetworks: Set<string>;
  /** Networks the wallet added on a switch to a network it did not know (wallet_addEthereumChain). */
  readonly addedNetworks: SwitchNetworkParameters[] = [];
  readonly calls: FakeConnectorCall[] = [];
  /** The wallet's EIP-1193 provider, over the same accounts and chain as the connector. */
  readonly provider: FakeEip1193Provider;
  connected = false;

  /** When set, connect rejects with this, typed as the real connectors type it (e.g. `userRejectedError()`). */
  failConnectWith: unknown;
  /** When set, switchNetwork rejects with this, typed. */
  failSwitchWith: unknown;
  /** When set, disconnect rejects with this, typed. */
  failDisconnectWith: unknown;
  /** When true, connect waits (no prompt answered) until `release()`. */
  hangConnect = false;
  /** The page is already authorised: isAuthorized is true and getAccounts answers without a prompt. */
  authorized = false;
  /** What a switch to an unknown network does: add it first, or reject with 4902. */
  unknownChains: 'add' | 'reject' = 'add';

  readonly #listeners = new Set<(event: ConnectorEvent) => void>();
  #hung: (() => void)[] = [];

  constructor(options: FakeWalletConnectorOptions) {
    this.info = options.info;
    this.accounts = [...options.accounts];
    this.caipNetworkId = options.caipNetworkId;
    this.knownNetworks = new Set([options.caipNetworkId, ...(options.knownNetworks ?? [])]);
    this.provider = new FakeEip1193Provider({ wallet: this });
  }

  /** The page holds the wallet's permission: connected now, or authorised on an earlier visit. */
  get permitted(): boolean {
    return this.connected || this.authorized;
  }

  set permitted(permitted: boolean) {
    this.connected = permitted;
    this.authorized = permitted;
  }

  /** When set, personal_sign on the provider rejects with this. */
  get failSignWith(): unknown {
    return this.provider.failSignWith;
  }

  set failSignWith(error: unknown) {
    this.provider.failSignWith = error;
  }

  /**
   * Asks for the accounts, and for the requested network when the wallet knows it; a network it does not
   * know is not added here (the real connectors only ask to switch): the result names the chain it is on.
   */
  async connect(params?: { caipNetworkId?: string }): Promise<ConnectResult> {
    this.calls.push({ method: 'connect', params });
    if (this.hangConnect) {
      const waiting = deferred<void>();
      this.#hung.push(waiting.resolve);
      await waiting.promise;
    }
    if (this.failConnectWith !== undefined) throw parseWalletError(this.failConnectWith);
    const requested = params?.caipNetworkId;
    if (requested !== undefined && this.knownNetworks.has(requested)) this.caipNetworkId = requested;
    this.permitted = true;
    return { accounts: checksummed(this.accounts), caipNetworkId: this.caipNetworkId };
  }

  /** Lets every hung connect go on; each then settles with the switches as they are now. */
  release(): void {
    const hung = this.#hung;
    this.#hung = [];
    for (const resume of hung) resume();
  }

  /** How many connects are waiting for `release()`. */
  get pendingConnects(): number {
    return this.#hung.length;
  }

  async disconnect(): Promise<void> {
    this.calls.push({ method: 'disconnect' });
    if (this.failDisconnectWith !== undefined) throw parseWalletError(this.failDisconnectWith);
    this.permitted = false;
  }

  async getAccounts(): Promise<readonly string[]> {
    this.calls.push({ method: 'getAccounts' });
    return this.permitted ? checksummed(this.accounts) : [];
  }

  async getCaipNetworkId(): Promise<string> {
    this.calls.push({ method: 'getCaipNetworkId' });
    return this.caipNetworkId;
  }

  async isAuthorized(): Promise<boolean> {
    this.calls.push({ method: 'isAuthorized' });
    return this.authorized;
  }

  async switchNetwork(network: SwitchNetworkParameters): Promise<void> {
    this.calls.push({ method: 'switchNetwork', params: network });
    if (this.failSwitchWith !== undefined) throw parseWalletError(this.failSwitchWith);
    if (!this.knownNetworks.has(network.caipNetworkId)) {
      if (this.unknownChains === 'reject') throw parseWalletError(unrecognizedChainError(network.caipNetworkId));
      this.addedNetworks.push(network);
      this.knownNetworks.add(network.caipNetworkId);
    }
    if (network.caipNetworkId === this.caipNetworkId) return;
    this.emitChainChanged(network.caipNetworkId);
  }

  async getProvider(): Promise<Eip1193Provider> {
    this.calls.push({ method: 'getProvider' });
    return this.provider;
  }

  subscribe(listener: (event: ConnectorEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /** How many listeners are subscribed (a use case that leaks subscriptions shows up here). */
  get listenerCount(): number {
    return this.#listeners.size;
  }

  /** The user switched or locked accounts in the wallet. */
  emitAccountsChanged(accounts: readonly string[]): void {
    this.accounts = [...accounts];
    this.#emit({ type: 'accountsChanged', accounts: checksummed(accounts) });
    this.provider.emit('accountsChanged', [...accounts]);
  }

  /** The user switched network in the wallet. */
  emitChainChanged(caipNetworkId: string): void {
    this.caipNetworkId = caipNetworkId;
    this.knownNetworks.add(caipNetworkId);
    this.#emit({ type: 'chainChanged', caipNetworkId });
    this.provider.emit('chainChanged', providerChainId(caipNetworkId));
  }

  /** The wallet ended the connection. */
  emitDisconnect(): void {
    this.permitted = false;
    this.#emit({ type: 'disconnect' });
    this.provider.emit('disconnect', providerDisconnectedError());
  }

  /** The connector has a pairing URI to show (QR code, deep link). */
  emitDisplayUri(uri: string): void {
    this.#emit({ type: 'displayUri', uri });
    this.provider.emit('display_uri', uri);
  }

  #emit(event: ConnectorEvent): void {
    for (const listener of [...this.#listeners]) listener(event);
  }
}

/**
 * EVM addresses EIP-55 checksummed, as the real connectors hand them out. Anything else is handed over as
 * it is, so a test can still feed a use case a malformed account and watch it refuse.
 */
function checksummed(accounts: readonly string[]): string[] {
  return accounts.map((account) => (isAddress(account, { strict: false }) ? getAddress(account) : account));
}

/**
 * Discovery over a list the test controls. `announce` adds a connector later, as a wallet whose EIP-6963
 * announcement arrives after start; a connector with an id already known replaces it (announcements repeat).
 */
export class FakeConnectorDiscovery implements ConnectorDiscovery {
  readonly #connectors: BehaviorSubject<readonly WalletConnector[]>;
  readonly connectors$: Observable<readonly WalletConnector[]>;
  started = false;
  startCount = 0;
  stopCount = 0;

  constructor(connectors: readonly WalletConnector[] = []) {
    this.#connectors = new BehaviorSubject<readonly WalletConnector[]>([...connectors]);
    this.connectors$ = this.#connectors.asObservable();
  }

  start(): void {
    this.startCount += 1;
    this.started = true;
  }

  stop(): void {
    this.stopCount += 1;
    this.started = false;
  }

  announce(connector: WalletConnector): void {
    const known = this.#connectors.value;
    const replaces = known.some((entry) => entry.info.id === connector.info.id);
    this.#connectors.next(
      replaces ? known.map((entry) => (entry.info.id === connector.info.id ? connector : entry)) : [...known, connector],
    );
  }

  get connectors(): readonly WalletConnector[] {
    return this.#connectors.value;
  }
}
