/**
 * WalletConnect's bip122, polkadot or cosmos namespace as a WalletConnector (type WALLET_CONNECT, ids
 * 'walletConnectBip122', 'walletConnectPolkadot', 'walletConnectCosmos'), over the same client and session as
 * the eip155 and solana WalletConnect connectors (walletconnect-solana-connector.adapter.ts is the model):
 *
 * - connect proposes every configured network (buildWalletConnectNamespaces) and resolves with the session's
 *   accounts of this namespace; the other namespaces' accounts come along as `linked`, so one approval connects
 *   every namespace. A session with none of this namespace's accounts answers the linked ones only;
 * - the active chain is this connector's: the requested one when the session holds accounts on it, else the
 *   first configured one it does; switchNetwork moves between chains the session holds, without asking;
 * - an account must be an address of the namespace (a Bitcoin address of the chain's network, an SS58
 *   address, a bech32 Cosmos address). A Polkadot address of another SS58 network is kept: which network's
 *   addresses a chain takes is the sign-in server's question (it refuses a Kusama address on Polkadot);
 * - getAccounts restores the session without a prompt; events as the solana connector's.
 */
import { isBitcoinAddress } from '../../../domain/entities/address/bitcoinAddress.js';
import { chainAddressFormat } from '../../../domain/entities/address/chainAddressFormat.js';
import { decodeCosmosAddress } from '../../../domain/entities/address/cosmosAddress.js';
import { isAddressForNamespace } from '../../../domain/entities/address/isAddressForNamespace.js';
import { isPolkadotAddress } from '../../../domain/entities/address/ss58.js';
import type { Connector } from '../../../domain/entities/connector/connector.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { parseWalletError, ProviderDisconnectedError, SwitchChainError } from '../../../domain/entities/errors/rpc-errors.js';
import { buildWalletConnectNamespaces, type WalletConnectNetwork } from '../../../domain/usecases/walletconnect/index.js';
import type { ConnectorEvent, ConnectResult, Eip1193Provider, WalletConnector } from '../../../ports/wallet-connector.port.js';
import type { WalletConnectClient, WalletConnectEvent, WalletConnectSession } from '../../../ports/walletconnect.port.js';
import { readLinkedConnections } from './linked-connectors.js';
import { walletConnectNamespaceConnectorInfo, type WalletConnectOtherNamespace } from './walletconnect-namespace-connector-info.js';
import { WalletConnectNamespaceProvider } from './walletconnect-namespace-provider.js';
import { sessionAccountsOn, sessionChains } from './walletconnect-session.schema.js';

export type WalletConnectNamespaceConnectorOptions = {
  namespace: WalletConnectOtherNamespace;
  client: WalletConnectClient;
  /** The configured networks: a connect proposes all of them. */
  networks: readonly WalletConnectNetwork[];
  /** The connectors of the session's other namespaces, read after a connect. */
  linked?: (() => readonly WalletConnector[]) | undefined;
};

const NAMES: Readonly<Record<WalletConnectOtherNamespace, string>> = { bip122: 'Bitcoin', polkadot: 'Polkadot', cosmos: 'Cosmos' };

export class WalletConnectNamespaceConnector implements WalletConnector {
  readonly info: Connector;
  readonly #namespace: WalletConnectOtherNamespace;
  readonly #client: WalletConnectClient;
  readonly #networks: readonly WalletConnectNetwork[];
  readonly #linked: () => readonly WalletConnector[];
  readonly #listeners = new Set<(event: ConnectorEvent) => void>();
  readonly #provider: WalletConnectNamespaceProvider;
  /** The chain in use within the session; undefined without a session. */
  #caipNetworkId: string | undefined;

  constructor({ namespace, client, networks, linked }: WalletConnectNamespaceConnectorOptions) {
    this.info = walletConnectNamespaceConnectorInfo(namespace);
    this.#namespace = namespace;
    this.#client = client;
    this.#networks = networks;
    this.#linked = linked ?? (() => []);
    this.#provider = new WalletConnectNamespaceProvider({
      namespace,
      session: () => client.restoreSession(),
      chain: () => this.#caipNetworkId,
      request: (args, chain) => client.request(args, chain),
    });
  }

  async connect(params?: { caipNetworkId?: string }): Promise<ConnectResult> {
    const target = this.#isOwnChain(params?.caipNetworkId) ? params.caipNetworkId : undefined;
    let session: WalletConnectSession;
    try {
      ({ session } = await this.#client.connect({
        optionalNamespaces: buildWalletConnectNamespaces({ networks: this.#networks, caipNetworkId: target }),
        ...(target === undefined ? {} : { caipNetworkId: target }),
      }));
    } catch (error) {
      throw parseWalletError(error);
    }
    const linked = await readLinkedConnections({ connectors: this.#linked() });
    const chain = this.#chainOf(session, target);
    if (chain === undefined) {
      const configured = target ?? this.#configuredChains()[0];
      if (linked.length > 0 && configured !== undefined) return { accounts: [], caipNetworkId: configured, linked };
      throw walletportError('CONNECT_FAILED', [], { details: `The wallet approved no ${NAMES[this.#namespace]} account` });
    }
    this.#caipNetworkId = chain;
    return { accounts: this.#accountsOn(session, chain), caipNetworkId: chain, ...(linked.length > 0 ? { linked } : {}) };
  }

  async disconnect(): Promise<void> {
    try {
      await this.#client.disconnect();
    } catch (error) {
      throw parseWalletError(error);
    } finally {
      this.#caipNetworkId = undefined;
    }
  }

  /** The restored session's accounts on the chain in use; none without a session. Never prompts. */
  async getAccounts(): Promise<readonly string[]> {
    const session = await this.#client.restoreSession();
    const chain = session ? this.#chainOf(session, this.#caipNetworkId) : undefined;
    this.#caipNetworkId = chain;
    return session && chain ? this.#accountsOn(session, chain) : [];
  }

  async getCaipNetworkId(): Promise<string> {
    const session = await this.#client.restoreSession();
    if (!session) throw new ProviderDisconnectedError({ details: 'No WalletConnect session' });
    const chain = this.#chainOf(session, this.#caipNetworkId);
    if (chain === undefined) throw walletportError('CONNECT_FAILED', [], { details: `The session holds no ${NAMES[this.#namespace]} account` });
    this.#caipNetworkId = chain;
    return chain;
  }

  async isAuthorized(): Promise<boolean> {
    try {
      return (await this.getAccounts()).length > 0;
    } catch {
      return false;
    }
  }

  /** Moves to another chain of the namespace the session holds accounts on; the wallet approved those already. */
  async switchNetwork({ caipNetworkId }: Parameters<WalletConnector['switchNetwork']>[0]): Promise<void> {
    const session = await this.#client.restoreSession();
    if (!session) throw new ProviderDisconnectedError({ details: 'No WalletConnect session' });
    if (!this.#isOwnChain(caipNetworkId) || this.#accountsOn(session, caipNetworkId).length === 0) {
      throw new SwitchChainError({ details: `The WalletConnect session holds no account on ${caipNetworkId}` });
    }
    if (caipNetworkId === this.#caipNetworkId) return;
    this.#caipNetworkId = caipNetworkId;
    this.#emit({ type: 'chainChanged', caipNetworkId });
    this.#emit({ type: 'accountsChanged', accounts: this.#accountsOn(session, caipNetworkId) });
  }

  async getProvider(): Promise<Eip1193Provider> {
    return this.#provider;
  }

  subscribe(listener: (event: ConnectorEvent) => void): () => void {
    this.#listeners.add(listener);
    const stop = this.#client.subscribe((event) => {
      for (const connectorEvent of this.#toConnectorEvents(event)) listener(connectorEvent);
    });
    return () => {
      this.#listeners.delete(listener);
      stop();
    };
  }

  #emit(event: ConnectorEvent): void {
    for (const listener of [...this.#listeners]) listener(event);
  }

  #toConnectorEvents(event: WalletConnectEvent): ConnectorEvent[] {
    const chain = this.#caipNetworkId;
    switch (event.type) {
      case 'session_delete':
        this.#caipNetworkId = undefined;
        return [{ type: 'disconnect' }];
      case 'session_update': {
        if (chain === undefined) return [];
        const accounts = this.#accountsOn(event.session, chain);
        return accounts.length > 0 ? [{ type: 'accountsChanged', accounts }] : [];
      }
      case 'accountsChanged': {
        if (chain === undefined || event.caipNetworkId !== chain) return [];
        const accounts = event.accounts.filter((account) => isAccountOf(this.#namespace, chain, account));
        return accounts.length > 0 ? [{ type: 'accountsChanged', accounts }] : [];
      }
      default:
        // chainChanged is the universal provider's default chain (eip155); this namespace's chain is the connector's.
        return [];
    }
  }

  #isOwnChain(chain: string | undefined): chain is string {
    return chain?.startsWith(`${this.#namespace}:`) === true;
  }

  /** `preferred` when the session holds accounts on it, else the first configured one it does, else any. */
  #chainOf(session: WalletConnectSession, preferred: string | undefined): string | undefined {
    const candidates = [preferred, ...this.#configuredChains(), ...sessionChains(session)].filter((chain) => this.#isOwnChain(chain));
    return candidates.find((chain) => this.#accountsOn(session, chain).length > 0);
  }

  #configuredChains(): string[] {
    return this.#networks.map((network) => network.caipNetworkId).filter((chain) => this.#isOwnChain(chain));
  }

  #accountsOn(session: WalletConnectSession, chain: string): string[] {
    return sessionAccountsOn(session, chain).filter((account) => isAccountOf(this.#namespace, chain, account));
  }
}

/** Whether `address` can be an account of the namespace on `chain` (see the top of this file). */
function isAccountOf(namespace: WalletConnectOtherNamespace, chain: string, address: string): boolean {
  const format = chainAddressFormat(chain);
  switch (namespace) {
    case 'bip122':
      return format?.namespace === 'bip122' ? isBitcoinAddress(address, format.bitcoinNetwork) : isAddressForNamespace('bip122', address);
    case 'polkadot':
      return isPolkadotAddress(address);
    case 'cosmos':
      return decodeCosmosAddress(address) !== undefined;
  }
}
