/**
 * WalletConnect as a WalletConnector (id 'walletConnect', type WALLET_CONNECT, chain eip155), so the
 * connection use case connects, reconnects, switches and follows events through it like any wallet:
 *
 * - connect proposes every configured network (buildWalletConnectNamespaces, as optional namespaces) and
 *   resolves once the wallet approved; the pairing URI arrives meanwhile as a `displayUri` event. The
 *   session's accounts in other namespaces come along as `linked` (the solana WalletConnect connector's, read
 *   without a prompt), so one approval connects them too; a session with solana accounts only answers no
 *   account of its own and those as linked;
 * - getAccounts restores the stored session without a prompt (reconnect after a reload) and reads its
 *   accounts on the active chain;
 * - switchNetwork asks through the session (wallet_switchEthereumChain, and wallet_addEthereumChain first
 *   when the wallet answers 4902);
 * - events: displayUri, chainChanged and accountsChanged (eip155 only), accounts from a session_update,
 *   and disconnect when the wallet deletes the session.
 *
 * Accounts come out EIP-55 checksummed and validated; wallet failures are typed errors.
 */
import { WALLET_CONNECT_CONNECTOR_ID, type Connector } from '../../../domain/entities/connector/connector.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { parseWalletError } from '../../../domain/entities/errors/rpc-errors.js';
import {
  buildWalletConnectNamespaces,
  type WalletConnectNetwork,
} from '../../../domain/usecases/walletconnect/index.js';
import type { ConnectorEvent, ConnectResult, Eip1193Provider, WalletConnector } from '../../../ports/wallet-connector.port.js';
import type { OneClickSignIn, OneClickSignInRequest } from '../../../ports/one-click-sign-in.port.js';
import type { WalletConnectAuthentication, WalletConnectClient, WalletConnectEvent } from '../../../ports/walletconnect.port.js';
import { parseWalletAnswer, requestWallet } from '../eip1193/request-wallet.js';
import { disconnectSession } from './disconnect-session.js';
import { readLinkedConnections } from './linked-connectors.js';
import { switchOrAddEthereumChain, type SwitchNetworkParameters } from '../eip1193/switch-ethereum-chain.js';
import { walletAccountsSchema } from '../eip1193/wallet-accounts.schema.js';
import { eip155CaipNetworkId, isEip155CaipNetworkId, walletChainIdSchema } from '../evm/eip155-chain-id.js';
import { sessionCapabilities } from '../evm/account-capabilities.js';

/** How the WalletConnect connector is described in the modal. */
export const WALLET_CONNECT_CONNECTOR_INFO: Connector = Object.freeze({
  id: WALLET_CONNECT_CONNECTOR_ID,
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
});

export type WalletConnectConnectorOptions = {
  client: WalletConnectClient;
  /** The configured networks: a connect proposes all of them. */
  networks: readonly WalletConnectNetwork[];
  /** Overrides of the description (an image, another name). */
  info?: Partial<Pick<Connector, 'name' | 'imageId' | 'imageUrl'>> | undefined;
  /**
   * Sign in with the same approval as the connect (WalletConnect's authenticate request). Given only when
   * sign-in is on and every configured chain is eip155.
   */
  oneClickSignIn?: OneClickSignIn | undefined;
  /** The connectors of the session's other namespaces (the solana WalletConnect connector), read after a connect. */
  linked?: (() => readonly WalletConnector[]) | undefined;
};

function toAuthentication(request: OneClickSignInRequest): WalletConnectAuthentication {
  const { chains, domain, uri, nonce, statement, resources, issuedAt, expirationTime, notBefore, requestId } = request;
  return { chains, domain, uri, nonce, statement, resources, issuedAt, expirationTime, notBefore, requestId };
}

export class WalletConnectConnector implements WalletConnector {
  readonly info: Connector;
  readonly #client: WalletConnectClient;
  readonly #networks: readonly WalletConnectNetwork[];
  readonly #oneClickSignIn: OneClickSignIn | undefined;
  readonly #linked: () => readonly WalletConnector[];
  /** The session's active eip155 chain as last seen (connect, eth_chainId, chainChanged). */
  #caipNetworkId: string | undefined;

  constructor({ client, networks, info, oneClickSignIn, linked }: WalletConnectConnectorOptions) {
    this.info = Object.freeze({ ...WALLET_CONNECT_CONNECTOR_INFO, ...info });
    this.#client = client;
    this.#networks = networks;
    this.#oneClickSignIn = oneClickSignIn;
    this.#linked = linked ?? (() => []);
  }

  async connect(params?: { caipNetworkId?: string }): Promise<ConnectResult> {
    const target = params?.caipNetworkId !== undefined && isEip155CaipNetworkId(params.caipNetworkId) ? params.caipNetworkId : undefined;
    const signIn = await this.#prepareSignIn(target);
    let result;
    try {
      result = await this.#client.connect({
        optionalNamespaces: buildWalletConnectNamespaces({ networks: this.#networks, caipNetworkId: target }),
        ...(target === undefined ? {} : { caipNetworkId: target }),
        ...(signIn === undefined ? {} : { authentication: toAuthentication(signIn) }),
      });
    } catch (error) {
      throw parseWalletError(error);
    }
    const linked = await readLinkedConnections({ connectors: this.#linked() });
    const withLinked = linked.length > 0 ? { linked } : {};
    if (!isEip155CaipNetworkId(result.caipNetworkId)) {
      if (linked.length > 0) return { accounts: [], caipNetworkId: result.caipNetworkId, linked };
      throw walletportError('CONNECT_FAILED', [], { details: 'The wallet approved no EVM account' });
    }
    const accounts = parseWalletAnswer(walletAccountsSchema, result.accounts, 'WalletConnect session');
    if (accounts.length === 0) throw walletportError('CONNECT_FAILED', [], { details: 'The wallet approved no account' });
    this.#caipNetworkId = result.caipNetworkId;
    // Before the connect resolves: the sign-in flow then finds the session and asks nothing more.
    if (signIn && this.#oneClickSignIn) await this.#oneClickSignIn.complete(signIn, result.signIns ?? []);
    // The wallet page (and Reown-style wallets) announce capabilities per account in the session properties.
    const capabilities = sessionCapabilities({ sessionProperties: result.session.sessionProperties, address: accounts[0]!, caipNetworkId: result.caipNetworkId });
    return { accounts, caipNetworkId: result.caipNetworkId, ...withLinked, ...(capabilities === undefined ? {} : { capabilities }) };
  }

  /** The sign-in message for a one-click connect, the target chain first; undefined for a plain connect. */
  async #prepareSignIn(target: string | undefined): Promise<OneClickSignInRequest | undefined> {
    if (!this.#oneClickSignIn) return undefined;
    const chains = this.#networks.map((network) => network.caipNetworkId as string).filter(isEip155CaipNetworkId);
    const ordered = target === undefined ? chains : [target, ...chains.filter((chain) => chain !== target)];
    return ordered.length === 0 ? undefined : this.#oneClickSignIn.prepare(ordered);
  }

  disconnect(): Promise<void> {
    return disconnectSession({ client: this.#client, forget: () => (this.#caipNetworkId = undefined) });
  }

  /** The restored session's accounts on its active chain; none without a session. Never prompts. */
  async getAccounts(): Promise<readonly string[]> {
    const session = await this.#client.restoreSession();
    if (!session) return [];
    const answer = await requestWallet(await this.#client.getProvider(), 'eth_accounts');
    return parseWalletAnswer(walletAccountsSchema, answer, 'eth_accounts');
  }

  /** The account's capabilities on the chain from the restored session's properties; nothing without a session. */
  async readCapabilities({ address, caipNetworkId }: { address: string; caipNetworkId: string }): Promise<Readonly<Record<string, unknown>> | undefined> {
    const session = await this.#client.restoreSession();
    return session ? sessionCapabilities({ sessionProperties: session.sessionProperties, address, caipNetworkId }) : undefined;
  }

  async getCaipNetworkId(): Promise<string> {
    const answer = await requestWallet(await this.#client.getProvider(), 'eth_chainId');
    this.#caipNetworkId = eip155CaipNetworkId(parseWalletAnswer(walletChainIdSchema, answer, 'eth_chainId'));
    return this.#caipNetworkId;
  }

  async isAuthorized(): Promise<boolean> {
    try {
      return (await this.getAccounts()).length > 0;
    } catch {
      return false;
    }
  }

  async switchNetwork(network: SwitchNetworkParameters): Promise<void> {
    await switchOrAddEthereumChain(await this.#client.getProvider(), network);
  }

  getProvider(): Promise<Eip1193Provider> {
    return this.#client.getProvider();
  }

  subscribe(listener: (event: ConnectorEvent) => void): () => void {
    return this.#client.subscribe((event) => {
      for (const connectorEvent of this.#toConnectorEvents(event)) listener(connectorEvent);
    });
  }

  #toConnectorEvents(event: WalletConnectEvent): ConnectorEvent[] {
    switch (event.type) {
      case 'display_uri':
        return [{ type: 'displayUri', uri: event.uri }];
      case 'chainChanged':
        if (!isEip155CaipNetworkId(event.caipNetworkId)) return [];
        this.#caipNetworkId = event.caipNetworkId;
        return [{ type: 'chainChanged', caipNetworkId: event.caipNetworkId }];
      case 'accountsChanged': {
        if (event.caipNetworkId !== undefined && !isEip155CaipNetworkId(event.caipNetworkId)) return [];
        const accounts = walletAccountsSchema.safeParse(event.accounts);
        return accounts.success ? [{ type: 'accountsChanged', accounts: accounts.data }] : [];
      }
      case 'session_update': {
        const chain = this.#caipNetworkId;
        if (chain === undefined) return [];
        const onChain = (event.session.namespaces.eip155?.accounts ?? [])
          .filter((account) => account.startsWith(`${chain}:`))
          .map((account) => account.split(':')[2] ?? '');
        const accounts = walletAccountsSchema.safeParse(onChain);
        // A session that no longer holds the chain says nothing about the accounts: wait for chainChanged.
        return accounts.success && accounts.data.length > 0 ? [{ type: 'accountsChanged', accounts: accounts.data }] : [];
      }
      case 'session_delete':
        this.#caipNetworkId = undefined;
        return [{ type: 'disconnect' }];
    }
  }
}
