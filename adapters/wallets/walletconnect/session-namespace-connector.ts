/**
 * A WalletConnector for one namespace of the WalletConnect session other than eip155 (solana, bip122, polkadot,
 * cosmos), over the same client and session as the eip155 connector. What a namespace's connector adds is its
 * rules (which chains are its own, which addresses are its accounts, its name in messages) and its request
 * provider; the connection logic is this one:
 *
 * - connect proposes every configured network (buildWalletConnectNamespaces) and resolves with the session's
 *   accounts of this namespace; the other namespaces' accounts come along as `linked` (their connectors', read
 *   without a prompt), so one approval connects every namespace. A session with none of this namespace's
 *   accounts answers no account of its own and the linked ones;
 * - the active chain is the connector's (the universal provider's default chain is an eip155 notion): the
 *   requested one when the session holds accounts on it, else the first configured one it does;
 *   switchNetwork moves between chains the session holds, without asking the wallet;
 * - getAccounts restores the session without a prompt (reconnect after a reload);
 * - events: the session's end (the wallet's, an expiry, or a disconnect of any namespace: one session serves
 *   them all) is `disconnect`; accounts from a session update or the wallet's accountsChanged on the chain.
 */
import type { Connector } from '../../../domain/entities/connector/connector.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { parseWalletError, ProviderDisconnectedError, SwitchChainError } from '../../../domain/entities/errors/rpc-errors.js';
import { buildWalletConnectNamespaces, type WalletConnectNetwork } from '../../../domain/usecases/walletconnect/index.js';
import type { ConnectorEvent, ConnectResult, Eip1193Provider, WalletConnector } from '../../../ports/wallet-connector.port.js';
import type { WalletConnectClient, WalletConnectEvent, WalletConnectSession } from '../../../ports/walletconnect.port.js';
import { disconnectSession } from './disconnect-session.js';
import { readLinkedConnections } from './linked-connectors.js';
import { sessionAccountsOn, sessionChains } from './walletconnect-session.schema.js';

/** What a namespace's request provider reads: the session, the connector's chain, the client's request. */
export type SessionNamespaceProviderAccess = {
  session: () => Promise<WalletConnectSession | null>;
  chain: () => string | undefined;
  request: (args: { method: string; params: object }, caipNetworkId: string) => Promise<unknown>;
};

/** A namespace's own rules. */
export type SessionNamespaceRules = {
  /** The namespace's name in messages ('Solana', 'Bitcoin'). */
  name: string;
  /** Whether the CAIP-2 chain is one of the namespace's. */
  isOwnChain: (chain: string | undefined) => chain is string;
  /** Whether `address` can be an account of the namespace on `chain`; the session's other addresses are left out. */
  isAccount: (chain: string, address: string) => boolean;
  /** The request provider getProvider hands out. */
  provider: (access: SessionNamespaceProviderAccess) => Eip1193Provider;
};

export type SessionNamespaceConnectorOptions = {
  info: Connector;
  client: WalletConnectClient;
  /** The configured networks: a connect proposes all of them. */
  networks: readonly WalletConnectNetwork[];
  /** The connectors of the session's other namespaces, read after a connect. */
  linked?: (() => readonly WalletConnector[]) | undefined;
  rules: SessionNamespaceRules;
};

export class SessionNamespaceConnector implements WalletConnector {
  readonly info: Connector;
  readonly #client: WalletConnectClient;
  readonly #networks: readonly WalletConnectNetwork[];
  readonly #linked: () => readonly WalletConnector[];
  readonly #rules: SessionNamespaceRules;
  readonly #listeners = new Set<(event: ConnectorEvent) => void>();
  readonly #provider: Eip1193Provider;
  /** The chain in use within the session; undefined without a session. */
  #caipNetworkId: string | undefined;

  constructor({ info, client, networks, linked, rules }: SessionNamespaceConnectorOptions) {
    this.info = info;
    this.#client = client;
    this.#networks = networks;
    this.#linked = linked ?? (() => []);
    this.#rules = rules;
    this.#provider = rules.provider({
      session: () => client.restoreSession(),
      chain: () => this.#caipNetworkId,
      request: (args, chain) => client.request(args, chain),
    });
  }

  async connect(params?: { caipNetworkId?: string }): Promise<ConnectResult> {
    const target = this.#rules.isOwnChain(params?.caipNetworkId) ? params.caipNetworkId : undefined;
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
      // No account of its own: the connection takes the linked ones (the chain here is then not read).
      const configured = target ?? this.#configuredChains()[0];
      if (linked.length > 0 && configured !== undefined) return { accounts: [], caipNetworkId: configured, linked };
      throw walletportError('CONNECT_FAILED', [], { details: `The wallet approved no ${this.#rules.name} account` });
    }
    this.#caipNetworkId = chain;
    return { accounts: this.#accountsOn(session, chain), caipNetworkId: chain, ...(linked.length > 0 ? { linked } : {}) };
  }

  disconnect(): Promise<void> {
    return disconnectSession({ client: this.#client, forget: () => (this.#caipNetworkId = undefined) });
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
    if (chain === undefined) throw walletportError('CONNECT_FAILED', [], { details: `The session holds no ${this.#rules.name} account` });
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
    if (!this.#rules.isOwnChain(caipNetworkId) || this.#accountsOn(session, caipNetworkId).length === 0) {
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
        // A session that no longer holds the chain says nothing about the accounts.
        return accounts.length > 0 ? [{ type: 'accountsChanged', accounts }] : [];
      }
      case 'accountsChanged': {
        if (chain === undefined || event.caipNetworkId !== chain) return [];
        const accounts = event.accounts.filter((account) => this.#rules.isAccount(chain, account));
        return accounts.length > 0 ? [{ type: 'accountsChanged', accounts }] : [];
      }
      default:
        // chainChanged is the universal provider's default chain (eip155); this namespace's chain is the connector's.
        return [];
    }
  }

  /** `preferred` when the session holds accounts on it, else the first configured one it does, else any. */
  #chainOf(session: WalletConnectSession, preferred: string | undefined): string | undefined {
    const candidates = [preferred, ...this.#configuredChains(), ...sessionChains(session)].filter((chain) => this.#rules.isOwnChain(chain));
    return candidates.find((chain) => this.#accountsOn(session, chain).length > 0);
  }

  #configuredChains(): string[] {
    return this.#networks.map((network) => network.caipNetworkId).filter((chain) => this.#rules.isOwnChain(chain));
  }

  #accountsOn(session: WalletConnectSession, chain: string): string[] {
    return sessionAccountsOn(session, chain).filter((account) => this.#rules.isAccount(chain, account));
  }
}
