/**
 * A wallet connector for tests, in the manner of wagmi's mock connector: a wallet that holds some accounts on
 * one network, with public switches to reject a connect, a switch, a signature or a disconnect, to hang a
 * connect until the test releases it, and to be already authorised (reconnect after reload). `emit*`
 * methods play the wallet's own events. Hand it to walletport with `createWalletport({ connectors: [...] })`.
 *
 * It passes the same contract suite as walletport's real connectors (tests/contracts in the repository):
 * failures come out typed as the real connectors type them, accounts EIP-55 checksummed, and a connect never
 * adds a network. Its `provider` is a MockEip1193Provider over the connector's own accounts and chain, so
 * `getProvider(client)` reaches the same wallet.
 */
import { getAddress, isAddress } from 'viem';
import { CHAIN_NAMESPACES } from '../domain/entities/constants.js';
import type { ChainNamespace, Connector } from '../domain/entities/connector/connector.js';
import type { CaipNetwork } from '../domain/entities/network/caipNetwork.js';
import { parseWalletError } from '../domain/entities/errors/rpc-errors.js';
import type { ConnectorEvent, ConnectResult, Eip1193Provider, WalletConnector } from '../ports/wallet-connector.port.js';
import { MockEip1193Provider, providerChainId, type MockWalletState } from './mock-eip1193-provider.js';
import { providerDisconnectedError, unrecognizedChainError } from './wallet-errors.js';

/** What the MockConnector constructor takes: the full connector description and CAIP-2 ids. */
export type MockConnectorOptions = {
  info: Connector;
  /** The wallet's accounts, the active one first. */
  accounts: readonly string[];
  /** The CAIP-2 id of the network the wallet is on. */
  caipNetworkId: string;
  /** Networks the wallet knows without adding them; the starting network is always known. */
  knownNetworks?: readonly string[];
};

/** A network the page asks the wallet to switch to (the parameter of `WalletConnector.switchNetwork`). */
export type MockSwitchTarget = Parameters<WalletConnector['switchNetwork']>[0];

/** One call the page made on the connector, as recorded in `calls`. */
export type MockConnectorCall =
  | { method: 'connect'; params: { caipNetworkId?: string } | undefined }
  | { method: 'switchNetwork'; params: MockSwitchTarget }
  | { method: 'readCapabilities'; params: { address: string; caipNetworkId: string } }
  | { method: 'disconnect' | 'getAccounts' | 'getCaipNetworkId' | 'isAuthorized' | 'getProvider' };

export class MockConnector implements WalletConnector, MockWalletState {
  readonly info: Connector;
  /** The wallet's accounts, the active one first. */
  accounts: string[];
  /** The network the wallet is on (CAIP-2). */
  caipNetworkId: string;
  /** Networks the wallet can switch to without adding them. */
  readonly knownNetworks: Set<string>;
  /** Networks the wallet added on a switch to a network it did not know (wallet_addEthereumChain). */
  readonly addedNetworks: MockSwitchTarget[] = [];
  /** Every call the page made, in order. */
  readonly calls: MockConnectorCall[] = [];
  /** The wallet's EIP-1193 provider, over the same accounts and chain as the connector. */
  readonly provider: MockEip1193Provider;
  /** The page is connected (a connect succeeded and no disconnect followed). */
  connected = false;

  /**
   * When set, `connect` rejects with this, typed as the real connectors type a wallet's error:
   * `userRejectedError()` makes walletport's connect reject with CONNECTION_REJECTED. Set it back to
   * `undefined` to let connects through again.
   */
  failConnectWith: unknown;
  /**
   * When set, `switchNetwork` rejects with this, typed (`userRejectedError()`: the user declined the switch;
   * `unrecognizedChainError(id)`: the wallet cannot reach the chain).
   */
  failSwitchWith: unknown;
  /** When set, `disconnect` rejects with this, typed; the page keeps its permission. */
  failDisconnectWith: unknown;
  /** What the wallet says it can do for the account at connect (EIP-5792 capabilities on its chain); none by default. */
  capabilities: Readonly<Record<string, unknown>> | undefined;
  /**
   * While true, every `connect` waits, as a wallet whose prompt nobody answers, until `release()`. It stays
   * true until set back to false: later connects hang as well.
   */
  hangConnect = false;
  /**
   * The page is already authorised, as after a reload following a connect: `isAuthorized` answers true and
   * `getAccounts` hands out the accounts without a prompt, so a started client reconnects by itself. Set it
   * before `client.start()`.
   */
  authorized = false;
  /** What a switch to a network the wallet does not know does: add it first (the default), or reject with 4902. */
  unknownChains: 'add' | 'reject' = 'add';

  readonly #listeners = new Set<(event: ConnectorEvent) => void>();
  #hung: (() => void)[] = [];

  constructor(options: MockConnectorOptions) {
    this.info = options.info;
    this.accounts = [...options.accounts];
    this.caipNetworkId = options.caipNetworkId;
    this.knownNetworks = new Set([options.caipNetworkId, ...(options.knownNetworks ?? [])]);
    this.provider = new MockEip1193Provider({ wallet: this });
  }

  /** The page holds the wallet's permission: connected now, or authorised on an earlier visit. */
  get permitted(): boolean {
    return this.connected || this.authorized;
  }

  set permitted(permitted: boolean) {
    this.connected = permitted;
    this.authorized = permitted;
  }

  /**
   * When set, `personal_sign` on the wallet's provider (`getProvider(client)`) rejects with this, as the
   * wallet sent it (e.g. `userRejectedError()`). Other requests are not affected.
   */
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
    if (this.hangConnect) await new Promise<void>((resume) => this.#hung.push(resume));
    if (this.failConnectWith !== undefined) throw parseWalletError(this.failConnectWith);
    const requested = params?.caipNetworkId;
    if (requested !== undefined && this.knownNetworks.has(requested)) this.caipNetworkId = requested;
    this.permitted = true;
    const capabilities = this.capabilities;
    return { accounts: checksummed(this.accounts), caipNetworkId: this.caipNetworkId, ...(capabilities === undefined ? {} : { capabilities }) };
  }

  /** What the wallet says about an account without a prompt: `capabilities`, whatever the account and chain. */
  async readCapabilities(parameters: { address: string; caipNetworkId: string }): Promise<Readonly<Record<string, unknown>> | undefined> {
    this.calls.push({ method: 'readCapabilities', params: parameters });
    return this.capabilities;
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

  async switchNetwork(network: MockSwitchTarget): Promise<void> {
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

  /** How many listeners are subscribed (a subscription that leaks shows up here). */
  get listenerCount(): number {
    return this.#listeners.size;
  }

  /** The user switched or locked accounts in the wallet (`[]`: locked). */
  emitAccountsChanged(accounts: readonly string[]): void {
    this.accounts = [...accounts];
    this.#emit({ type: 'accountsChanged', accounts: checksummed(accounts) });
    this.provider.emit('accountsChanged', [...accounts]);
  }

  /** The user switched network in the wallet (CAIP-2 id; the wallet knows it from then on). */
  emitChainChanged(caipNetworkId: string): void {
    this.caipNetworkId = caipNetworkId;
    this.knownNetworks.add(caipNetworkId);
    this.#emit({ type: 'chainChanged', caipNetworkId });
    this.provider.emit('chainChanged', providerChainId(caipNetworkId));
  }

  /** The wallet ended the connection; the page loses its permission. */
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
 * it is, so a test can still feed walletport a malformed account and watch it refuse.
 */
function checksummed(accounts: readonly string[]): string[] {
  return accounts.map((account) => (isAddress(account, { strict: false }) ? getAddress(account) : account));
}

/** A network as a test has it: a walletport network (walletport/networks), any object with a CAIP-2 id, or the id. */
export type MockNetwork = Pick<CaipNetwork, 'caipNetworkId'> | string;

export type MockConnectorParameters = {
  /** The wallet's accounts, the active one first (in any case: they are handed out checksummed). */
  accounts: readonly string[];
  /** The network the wallet is on: `mainnet` from walletport/networks, or `'eip155:1'`. */
  network: MockNetwork;
  /** Other networks the wallet can switch to without adding them. */
  knownNetworks?: readonly MockNetwork[] | undefined;
  /** The connector id, for `connect(client, { connectorId })`; 'mock' by default. */
  id?: string | undefined;
  /** The wallet's name in the modal; 'Mock Wallet' by default. */
  name?: string | undefined;
  /** The wallet's icon in the modal (an image URL or a data: URL). */
  icon?: string | undefined;
};

export type MockConnectorReturnType = MockConnector;

/**
 * A mock wallet for a host page's tests, to hand to `createWalletport({ connectors: [...] })`. It is a host
 * connector (type 'EXTERNAL') on the network's namespace; flip its switches (`failConnectWith`,
 * `failSwitchWith`, `failSignWith`, `failDisconnectWith`, `hangConnect` with `release()`, `authorized`) and
 * play the wallet's acts (`emitAccountsChanged`, `emitChainChanged`, `emitDisconnect`).
 *
 * @throws TypeError when a network id is not `namespace:reference` on a namespace walletport knows.
 */
export function mockConnector(parameters: MockConnectorParameters): MockConnectorReturnType {
  const caipNetworkId = caipNetworkIdOf(parameters.network);
  const chain = caipNetworkId.split(':')[0] as ChainNamespace;
  return new MockConnector({
    info: {
      id: parameters.id ?? 'mock',
      name: parameters.name ?? 'Mock Wallet',
      type: 'EXTERNAL',
      chain,
      ...(parameters.icon === undefined ? {} : { imageUrl: parameters.icon }),
    },
    accounts: parameters.accounts,
    caipNetworkId,
    knownNetworks: (parameters.knownNetworks ?? []).map(caipNetworkIdOf),
  });
}

function caipNetworkIdOf(network: MockNetwork): string {
  const id = typeof network === 'string' ? network : network.caipNetworkId;
  const [namespace, reference, ...rest] = id.split(':');
  if (!(CHAIN_NAMESPACES as readonly string[]).includes(namespace ?? '') || !reference || rest.length > 0) {
    throw new TypeError(`mockConnector: "${id}" is not a CAIP-2 network id on ${CHAIN_NAMESPACES.join(', ')}`);
  }
  return id;
}
