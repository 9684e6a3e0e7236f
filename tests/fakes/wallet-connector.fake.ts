/**
 * A wallet connector in the manner of wagmi's mock connector: a wallet that holds some accounts on one chain,
 * with public switches to reject a connect, a switch or a signature, to hang a connect until the test releases
 * it, and to be already authorised (reconnect after reload). `emit*` methods play the wallet's own events.
 * `FakeConnectorDiscovery` yields connectors, and `announce` plays a late EIP-6963 announcement.
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import { keccak256, stringToHex } from 'viem';
import type { Connector } from '../../domain/entities/connector/connector.js';
import type {
  ConnectorDiscovery,
  ConnectorEvent,
  ConnectResult,
  Eip1193Provider,
  WalletConnector,
} from '../../ports/wallet-connector.port.js';

/** An EIP-1193 error object, as wallets reject with. */
export type ProviderRpcError = { code: number; message: string };

export const userRejectedError = (): ProviderRpcError => ({ code: 4001, message: 'User rejected the request.' });
export const unauthorizedError = (): ProviderRpcError => ({
  code: 4100,
  message: 'The requested account and/or method has not been authorized by the user.',
});
export const unsupportedMethodError = (method: string): ProviderRpcError => ({
  code: 4200,
  message: `The Provider does not support the requested method: ${method}`,
});
export const unrecognizedChainError = (caipNetworkId: string): ProviderRpcError => ({
  code: 4902,
  message: `Unrecognized chain ID "${caipNetworkId}". Try adding the chain using wallet_addEthereumChain first.`,
});

/** A deterministic fake signature, '0x' + 130 hex characters, derived from the message. */
export function fakeSignature(message: string): `0x${string}` {
  const r = keccak256(stringToHex(`r:${message}`)).slice(2);
  const s = keccak256(stringToHex(`s:${message}`)).slice(2);
  return `0x${r}${s}1b`;
}

/** The chain id as an EIP-1193 provider reports it: hex for eip155, the CAIP-2 reference otherwise. */
export function providerChainId(caipNetworkId: string): string {
  const [namespace, reference = ''] = caipNetworkId.split(':');
  return namespace === 'eip155' && /^\d+$/.test(reference) ? `0x${Number(reference).toString(16)}` : reference;
}

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

export type FakeProviderRequest = { method: string; params?: readonly unknown[] | object };

/** What the provider asks of the wallet behind it. */
export type FakeProviderWallet = {
  /** Accounts the page may see; empty when it is not connected or authorised. */
  accounts(): readonly string[];
  caipNetworkId(): string;
  /** When this returns an error, personal_sign rejects with it. */
  signError(): unknown;
};

/**
 * A tiny EIP-1193 provider: eth_accounts, eth_chainId and personal_sign (a deterministic signature), every
 * request recorded. `handle(method, answer)` adds a method; anything else rejects with 4200.
 */
export class FakeEip1193Provider implements Eip1193Provider {
  readonly requests: FakeProviderRequest[] = [];
  readonly #handlers = new Map<string, (params: readonly unknown[]) => unknown>();
  readonly #listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  readonly #wallet: FakeProviderWallet;

  constructor(wallet: FakeProviderWallet) {
    this.#wallet = wallet;
  }

  async request(args: FakeProviderRequest): Promise<unknown> {
    this.requests.push(args);
    const params = Array.isArray(args.params) ? (args.params as readonly unknown[]) : [];
    const handler = this.#handlers.get(args.method);
    if (handler) return handler(params);
    switch (args.method) {
      case 'eth_accounts':
        return [...this.#wallet.accounts()];
      case 'eth_chainId':
        return providerChainId(this.#wallet.caipNetworkId());
      case 'personal_sign':
        return this.#personalSign(params);
      default:
        throw unsupportedMethodError(args.method);
    }
  }

  /** Answers `method` with a value or a function of the params (which may throw or return a promise). */
  handle(method: string, answer: unknown): void {
    this.#handlers.set(method, typeof answer === 'function' ? (answer as (params: readonly unknown[]) => unknown) : () => answer);
  }

  on(event: string, listener: (...args: unknown[]) => void): void {
    const listeners = this.#listeners.get(event) ?? new Set();
    listeners.add(listener);
    this.#listeners.set(event, listeners);
  }

  removeListener(event: string, listener: (...args: unknown[]) => void): void {
    this.#listeners.get(event)?.delete(listener);
  }

  /** Plays a provider event ('accountsChanged', 'chainChanged', 'disconnect', 'display_uri', ...). */
  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) listener(...args);
  }

  #personalSign(params: readonly unknown[]): string {
    const [message, address] = params;
    const accounts = this.#wallet.accounts().map((account) => account.toLowerCase());
    if (typeof address !== 'string' || !accounts.includes(address.toLowerCase())) throw unauthorizedError();
    const error = this.#wallet.signError();
    if (error !== undefined) throw error;
    return fakeSignature(String(message));
  }
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

export class FakeWalletConnector implements WalletConnector {
  readonly info: Connector;
  /** The wallet's accounts, the active one first. */
  accounts: string[];
  /** The network the wallet is on. */
  caipNetworkId: string;
  readonly knownNetworks: Set<string>;
  /** Networks the wallet added on a switch to a network it did not know (wallet_addEthereumChain). */
  readonly addedNetworks: SwitchNetworkParameters[] = [];
  readonly calls: FakeConnectorCall[] = [];
  readonly provider: FakeEip1193Provider;
  connected = false;

  /** When set, connect rejects with this (e.g. `userRejectedError()`). */
  failConnectWith: unknown;
  /** When set, switchNetwork rejects with this. */
  failSwitchWith: unknown;
  /** When set, personal_sign on the provider rejects with this. */
  failSignWith: unknown;
  /** When set, disconnect rejects with this. */
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
    this.provider = new FakeEip1193Provider({
      accounts: () => (this.connected || this.authorized ? this.accounts : []),
      caipNetworkId: () => this.caipNetworkId,
      signError: () => this.failSignWith,
    });
  }

  async connect(params?: { caipNetworkId?: string }): Promise<ConnectResult> {
    this.calls.push({ method: 'connect', params });
    if (this.hangConnect) {
      const waiting = deferred<void>();
      this.#hung.push(waiting.resolve);
      await waiting.promise;
    }
    if (this.failConnectWith !== undefined) throw this.failConnectWith;
    const requested = params?.caipNetworkId;
    if (requested !== undefined && requested !== this.caipNetworkId) {
      if (!this.knownNetworks.has(requested) && this.unknownChains === 'add') this.knownNetworks.add(requested);
      if (this.knownNetworks.has(requested)) this.caipNetworkId = requested;
    }
    this.connected = true;
    this.authorized = true;
    return { accounts: [...this.accounts], caipNetworkId: this.caipNetworkId };
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
    if (this.failDisconnectWith !== undefined) throw this.failDisconnectWith;
    this.connected = false;
    this.authorized = false;
  }

  async getAccounts(): Promise<readonly string[]> {
    this.calls.push({ method: 'getAccounts' });
    return this.connected || this.authorized ? [...this.accounts] : [];
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
    if (this.failSwitchWith !== undefined) throw this.failSwitchWith;
    if (!this.knownNetworks.has(network.caipNetworkId)) {
      if (this.unknownChains === 'reject') throw unrecognizedChainError(network.caipNetworkId);
      this.addedNetworks.push(network);
      this.knownNetworks.add(network.caipNetworkId);
    }
    if (network.caipNetworkId === this.caipNetworkId) return;
    this.caipNetworkId = network.caipNetworkId;
    this.#emit({ type: 'chainChanged', caipNetworkId: network.caipNetworkId });
    this.provider.emit('chainChanged', providerChainId(network.caipNetworkId));
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
    this.#emit({ type: 'accountsChanged', accounts: [...accounts] });
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
    this.connected = false;
    this.authorized = false;
    this.#emit({ type: 'disconnect' });
    this.provider.emit('disconnect', { code: 4900, message: 'The Provider is disconnected from all chains.' });
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
