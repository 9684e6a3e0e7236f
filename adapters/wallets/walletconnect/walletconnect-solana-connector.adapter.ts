/**
 * WalletConnect's solana namespace as a WalletConnector (id 'walletConnectSolana', type WALLET_CONNECT, chain
 * solana), over the same client and session as the eip155 WalletConnect connector:
 *
 * - connect proposes every configured network (eip155 and solana, buildWalletConnectNamespaces) and resolves
 *   with the session's solana accounts; the session's eip155 accounts come along as `linked` (the eip155
 *   connector's, read without a prompt), so one approval connects both namespaces. A session with only eip155
 *   accounts answers no account of its own and the eip155 ones as linked;
 * - the active solana chain is this connector's (the universal provider's default chain is an eip155
 *   notion): the requested one when the session holds it, else the first configured solana network it holds;
 *   switchNetwork moves between solana chains the session holds, without asking the wallet;
 * - getAccounts restores the session without a prompt (reconnect after a reload);
 * - getProvider: the request provider of ports/solana-wallet.port.ts (walletconnect-solana-provider.ts);
 * - events: the session's end (the wallet's, an expiry, or a disconnect of either namespace: one session
 *   serves both) is `disconnect`; accounts from a session update or the wallet's accountsChanged on the chain.
 *
 * In the wallet list it is the same row as the eip155 connector (its explorerId is that connector's id); on a
 * page with only Solana networks it is the WalletConnect row.
 */
import { isSolanaAddress } from '../../../domain/entities/address/isSolanaAddress.js';
import type { Connector } from '../../../domain/entities/connector/connector.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { parseWalletError, ProviderDisconnectedError, SwitchChainError } from '../../../domain/entities/errors/rpc-errors.js';
import { buildWalletConnectNamespaces, type WalletConnectNetwork } from '../../../domain/usecases/walletconnect/index.js';
import type { ConnectorEvent, ConnectResult, Eip1193Provider, WalletConnector } from '../../../ports/wallet-connector.port.js';
import type { WalletConnectClient, WalletConnectEvent, WalletConnectSession } from '../../../ports/walletconnect.port.js';
import { readLinkedConnections } from './linked-connectors.js';
import { WALLET_CONNECT_SOLANA_CONNECTOR_INFO } from './walletconnect-solana-connector-info.js';
import { WalletConnectSolanaProvider } from './walletconnect-solana-provider.js';
import { sessionAccountsOn, sessionChains } from './walletconnect-session.schema.js';

export type WalletConnectSolanaConnectorOptions = {
  client: WalletConnectClient;
  /** The configured networks: a connect proposes all of them. */
  networks: readonly WalletConnectNetwork[];
  /** The connectors of the session's other namespaces (the eip155 WalletConnect connector), read after a connect. */
  linked?: (() => readonly WalletConnector[]) | undefined;
  info?: Partial<Pick<Connector, 'name' | 'imageId' | 'imageUrl'>> | undefined;
};

const isSolanaChain = (chain: string | undefined): chain is string => chain?.startsWith('solana:') === true;

export class WalletConnectSolanaConnector implements WalletConnector {
  readonly info: Connector;
  readonly #client: WalletConnectClient;
  readonly #networks: readonly WalletConnectNetwork[];
  readonly #linked: () => readonly WalletConnector[];
  readonly #listeners = new Set<(event: ConnectorEvent) => void>();
  readonly #provider: WalletConnectSolanaProvider;
  /** The solana chain in use within the session; undefined without a session. */
  #caipNetworkId: string | undefined;

  constructor({ client, networks, linked, info }: WalletConnectSolanaConnectorOptions) {
    this.info = Object.freeze({ ...WALLET_CONNECT_SOLANA_CONNECTOR_INFO, ...info });
    this.#client = client;
    this.#networks = networks;
    this.#linked = linked ?? (() => []);
    this.#provider = new WalletConnectSolanaProvider({
      session: () => client.restoreSession(),
      chain: () => this.#caipNetworkId,
      request: (args, chain) => client.request(args, chain),
    });
  }

  async connect(params?: { caipNetworkId?: string }): Promise<ConnectResult> {
    const target = isSolanaChain(params?.caipNetworkId) ? params.caipNetworkId : undefined;
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
      const configured = target ?? this.#firstConfiguredChain();
      if (linked.length > 0 && configured !== undefined) return { accounts: [], caipNetworkId: configured, linked };
      throw walletportError('CONNECT_FAILED', [], { details: 'The wallet approved no Solana account' });
    }
    this.#caipNetworkId = chain;
    return { accounts: solanaAccountsOn(session, chain), caipNetworkId: chain, ...(linked.length > 0 ? { linked } : {}) };
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

  /** The restored session's solana accounts on the chain in use; none without a session. Never prompts. */
  async getAccounts(): Promise<readonly string[]> {
    const session = await this.#client.restoreSession();
    const chain = session ? this.#chainOf(session, this.#caipNetworkId) : undefined;
    this.#caipNetworkId = chain;
    return session && chain ? solanaAccountsOn(session, chain) : [];
  }

  async getCaipNetworkId(): Promise<string> {
    const session = await this.#client.restoreSession();
    if (!session) throw new ProviderDisconnectedError({ details: 'No WalletConnect session' });
    const chain = this.#chainOf(session, this.#caipNetworkId);
    if (chain === undefined) throw walletportError('CONNECT_FAILED', [], { details: 'The session holds no Solana account' });
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

  /** Moves to another solana chain the session holds accounts on; the wallet approved those already. */
  async switchNetwork({ caipNetworkId }: Parameters<WalletConnector['switchNetwork']>[0]): Promise<void> {
    const session = await this.#client.restoreSession();
    if (!session) throw new ProviderDisconnectedError({ details: 'No WalletConnect session' });
    if (!isSolanaChain(caipNetworkId) || solanaAccountsOn(session, caipNetworkId).length === 0) {
      throw new SwitchChainError({ details: `The WalletConnect session holds no account on ${caipNetworkId}` });
    }
    if (caipNetworkId === this.#caipNetworkId) return;
    this.#caipNetworkId = caipNetworkId;
    this.#emit({ type: 'chainChanged', caipNetworkId });
    this.#emit({ type: 'accountsChanged', accounts: solanaAccountsOn(session, caipNetworkId) });
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
        const accounts = solanaAccountsOn(event.session, chain);
        // A session that no longer holds the chain says nothing about the accounts.
        return accounts.length > 0 ? [{ type: 'accountsChanged', accounts }] : [];
      }
      case 'accountsChanged': {
        if (chain === undefined || event.caipNetworkId !== chain) return [];
        const accounts = event.accounts.filter((account) => isSolanaAddress(account));
        return accounts.length > 0 ? [{ type: 'accountsChanged', accounts }] : [];
      }
      default:
        // chainChanged is the universal provider's default chain (eip155); the solana chain is this connector's.
        return [];
    }
  }

  /** `preferred` when the session holds solana accounts on it, else the first configured one it does, else any. */
  #chainOf(session: WalletConnectSession, preferred: string | undefined): string | undefined {
    const configured = this.#networks.map((network) => network.caipNetworkId);
    const candidates = [preferred, ...configured, ...sessionChains(session)].filter(isSolanaChain);
    return candidates.find((chain) => solanaAccountsOn(session, chain).length > 0);
  }

  #firstConfiguredChain(): string | undefined {
    return this.#networks.map((network) => network.caipNetworkId).find(isSolanaChain);
  }
}

/** The session's Solana addresses on `chain` (an address that is not a 32-byte base58 key is left out). */
function solanaAccountsOn(session: WalletConnectSession, chain: string): string[] {
  return sessionAccountsOn(session, chain).filter((account) => isSolanaAddress(account));
}
