/**
 * One row for a wallet that announces itself both ways (EIP-6963 and Wallet Standard; the rule is
 * eip6963/dedupe-namespaces.ts): a MULTI_CHAIN connector standing for its eip155 side (its id, the EIP-6963 rdns,
 * and every call but connect go there), whose connect connects the namespace of the active network. On
 * solana it connects the Wallet Standard side and hands the result on as a linked connection of that
 * connector (ConnectResult.linked, with no eip155 account), so the connection use case connects the solana
 * namespace with the solana connector, as if that row had been picked.
 *
 * The solana side stays listed under its own id (a stored solana connection must find it after a reload)
 * with the EIP-6963 rdns, so the Connect list shows the pair once; where only one namespace is wanted (adding
 * a Solana wallet) the list keeps the side that serves it.
 */
import type { ChainNamespace, Connector } from '../../../domain/entities/connector/connector.js';
import type { ConnectorEvent, ConnectResult, Eip1193Provider, WalletConnector } from '../../../ports/wallet-connector.port.js';

export type MultiChainWalletConnectorOptions = {
  evm: WalletConnector;
  solana: WalletConnector;
  /** The namespace of the active network, read when the visitor connects. */
  activeNamespace: () => ChainNamespace | undefined;
};

export class MultiChainWalletConnector implements WalletConnector {
  readonly info: Connector;
  readonly #evm: WalletConnector;
  readonly #solana: WalletConnector;
  readonly #activeNamespace: () => ChainNamespace | undefined;

  constructor({ evm, solana, activeNamespace }: MultiChainWalletConnectorOptions) {
    this.#evm = evm;
    this.#solana = solana;
    this.#activeNamespace = activeNamespace;
    this.info = Object.freeze({ ...evm.info, type: 'MULTI_CHAIN' });
  }

  async connect(params?: { caipNetworkId?: string }): Promise<ConnectResult> {
    const requested = params?.caipNetworkId;
    const onSolana = requested === undefined ? this.#activeNamespace() === 'solana' : requested.startsWith('solana:');
    if (!onSolana) return this.#evm.connect(params);
    const result = await this.#solana.connect(requested === undefined ? undefined : { caipNetworkId: requested });
    return {
      accounts: [],
      caipNetworkId: result.caipNetworkId,
      linked: [{ connectorId: this.#solana.info.id, accounts: result.accounts, caipNetworkId: result.caipNetworkId }],
    };
  }

  disconnect(): Promise<void> {
    return this.#evm.disconnect();
  }

  getAccounts(): Promise<readonly string[]> {
    return this.#evm.getAccounts();
  }

  getCaipNetworkId(): Promise<string> {
    return this.#evm.getCaipNetworkId();
  }

  /** The eip155 side's: only its accounts have capabilities. */
  async readCapabilities(parameters: { address: string; caipNetworkId: string }): Promise<Readonly<Record<string, unknown>> | undefined> {
    return this.#evm.readCapabilities?.(parameters);
  }

  isAuthorized(): Promise<boolean> {
    return this.#evm.isAuthorized();
  }

  switchNetwork(network: Parameters<WalletConnector['switchNetwork']>[0]): Promise<void> {
    return this.#evm.switchNetwork(network);
  }

  getProvider(): Promise<Eip1193Provider> {
    return this.#evm.getProvider();
  }

  subscribe(listener: (event: ConnectorEvent) => void): () => void {
    return this.#evm.subscribe(listener);
  }
}

/** A connector as it is, described otherwise (the solana side of a pair carries the EIP-6963 rdns). */
export function describedAs(connector: WalletConnector, info: Connector): WalletConnector {
  const frozen = Object.freeze({ ...info });
  return {
    info: frozen,
    connect: (params) => connector.connect(params),
    disconnect: () => connector.disconnect(),
    getAccounts: () => connector.getAccounts(),
    getCaipNetworkId: () => connector.getCaipNetworkId(),
    readCapabilities: async (parameters) => connector.readCapabilities?.(parameters),
    isAuthorized: () => connector.isAuthorized(),
    switchNetwork: (network) => connector.switchNetwork(network),
    getProvider: () => connector.getProvider(),
    subscribe: (listener) => connector.subscribe(listener),
  };
}
