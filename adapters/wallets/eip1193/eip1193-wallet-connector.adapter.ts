/**
 * A WalletConnector over any EIP-1193 provider: the one behind an EIP-6963 announcement (ANNOUNCED) and a
 * legacy `window.ethereum` (INJECTED) alike. Every wallet rejection becomes a typed error (4001 is
 * UserRejectedRequestError), every answer is validated, addresses come out checksummed and chains as CAIP-2.
 */
import { walletportError, type ErrorCode } from '../../../domain/entities/errors/catalogue.js';
import { isWalletportError } from '../../../domain/entities/errors/base.error.js';
import type { Connector } from '../../../domain/entities/connector/connector.js';
import type {
  ConnectorEvent,
  ConnectResult,
  Eip1193Provider,
  WalletConnector,
} from '../../../ports/wallet-connector.port.js';
import { eip155CaipNetworkId, isEip155CaipNetworkId, walletChainIdSchema } from '../evm/eip155-chain-id.js';
import { ProviderEventBridge } from './provider-event-bridge.js';
import { readAccountCapabilities } from './read-account-capabilities.js';
import { parseWalletAnswer, requestWallet } from './request-wallet.js';
import { switchEthereumChain, switchOrAddEthereumChain, type SwitchNetworkParameters } from './switch-ethereum-chain.js';
import { walletAccountsSchema } from './wallet-accounts.schema.js';

export type Eip1193WalletConnectorOptions = {
  /** What the modal shows; built by discovery from validated wallet data. */
  info: Connector;
  provider: Eip1193Provider;
};

/** Answers to wallet_revokePermissions that mean "nothing to revoke here", not a failure. */
const IGNORED_REVOKE_CODES: readonly ErrorCode[] = [
  'UNSUPPORTED_PROVIDER_METHOD', // 4200
  'RPC_METHOD_NOT_FOUND', // -32601
  'RPC_METHOD_NOT_SUPPORTED', // -32004
  'UNAUTHORIZED_PROVIDER', // 4100: the page holds no permission any more
];

export class Eip1193WalletConnector implements WalletConnector {
  readonly info: Connector;
  readonly #provider: Eip1193Provider;
  readonly #events: ProviderEventBridge;
  /** Set by disconnect(): the page forgets the wallet's accounts until the next connect(). */
  #forgotten = false;

  constructor(options: Eip1193WalletConnectorOptions) {
    this.info = Object.freeze({ ...options.info });
    this.#provider = options.provider;
    this.#events = new ProviderEventBridge(options.provider);
  }

  /**
   * eth_requestAccounts (may prompt), then eth_chainId. With a requested network the wallet is asked to
   * switch; if it declines or cannot, the connection stands and the result names the chain it is on. Then the
   * account's capabilities there, when the wallet gives them (they decide the account's type).
   */
  async connect(params?: { caipNetworkId?: string }): Promise<ConnectResult> {
    const accounts = await this.#accounts('eth_requestAccounts');
    if (accounts.length === 0) {
      throw walletportError('CONNECT_FAILED', [], { details: 'The wallet returned no accounts' });
    }
    this.#forgotten = false;
    let caipNetworkId = await this.getCaipNetworkId();
    const target = params?.caipNetworkId;
    if (target !== undefined && target !== caipNetworkId && isEip155CaipNetworkId(target)) {
      try {
        await switchEthereumChain(this.#provider, target);
        caipNetworkId = await this.getCaipNetworkId();
      } catch {
        // Connected on another chain is still connected; the connection use case decides what follows.
      }
    }
    const capabilities = await this.readCapabilities({ address: accounts[0]!, caipNetworkId });
    return { accounts, caipNetworkId, ...(capabilities === undefined ? {} : { capabilities }) };
  }

  /** wallet_getCapabilities for the account on the chain: a silent read, nothing said on any failure. */
  readCapabilities({ address, caipNetworkId }: { address: string; caipNetworkId: string }): Promise<Readonly<Record<string, unknown>> | undefined> {
    return readAccountCapabilities({ provider: this.#provider, address, caipNetworkId });
  }

  /** Revokes the page's permission where the wallet supports it, then forgets the accounts locally. */
  async disconnect(): Promise<void> {
    try {
      await requestWallet(this.#provider, 'wallet_revokePermissions', [{ eth_accounts: {} }]);
    } catch (error) {
      if (!(isWalletportError(error) && IGNORED_REVOKE_CODES.includes(error.code))) {
        this.#forgotten = true;
        throw error;
      }
    }
    this.#forgotten = true;
  }

  async getAccounts(): Promise<readonly string[]> {
    if (this.#forgotten) return [];
    return this.#accounts('eth_accounts');
  }

  async getCaipNetworkId(): Promise<string> {
    const answer = await requestWallet(this.#provider, 'eth_chainId');
    return eip155CaipNetworkId(parseWalletAnswer(walletChainIdSchema, answer, 'eth_chainId'));
  }

  /** True when eth_accounts (no prompt) hands out at least one account; false on any wallet error. */
  async isAuthorized(): Promise<boolean> {
    try {
      return (await this.getAccounts()).length > 0;
    } catch {
      return false;
    }
  }

  async switchNetwork(network: SwitchNetworkParameters): Promise<void> {
    await switchOrAddEthereumChain(this.#provider, network);
  }

  async getProvider(): Promise<Eip1193Provider> {
    return this.#provider;
  }

  subscribe(listener: (event: ConnectorEvent) => void): () => void {
    return this.#events.subscribe(listener);
  }

  async #accounts(method: 'eth_accounts' | 'eth_requestAccounts'): Promise<readonly string[]> {
    const answer = await requestWallet(this.#provider, method);
    return parseWalletAnswer(walletAccountsSchema, answer, method);
  }
}
