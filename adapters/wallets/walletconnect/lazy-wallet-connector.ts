/**
 * A WalletConnector whose code loads on first use (a dynamic import behind `load`), so a page pays for a
 * connector only when it is used: the WalletConnect solana connector is listed on a page with a Solana
 * network, but an EVM-only page never downloads it, and a Solana page downloads it with the first connect,
 * reconnect or request. Its description is known at once (the wallet list shows it before it loads).
 *
 * A failed load is not kept: the next call tries again. Listeners subscribed before the load are attached once
 * it is done; the connector emits nothing before anyone called it, so nothing is missed.
 */
import type { Connector } from '../../../domain/entities/connector/connector.js';
import type { ConnectorEvent, ConnectResult, Eip1193Provider, WalletConnector } from '../../../ports/wallet-connector.port.js';

export type LazyWalletConnectorOptions = {
  info: Connector;
  load: () => Promise<WalletConnector>;
};

export class LazyWalletConnector implements WalletConnector {
  readonly info: Connector;
  readonly #load: () => Promise<WalletConnector>;
  #loading: Promise<WalletConnector> | undefined;

  constructor({ info, load }: LazyWalletConnectorOptions) {
    this.info = info;
    this.#load = load;
  }

  /** The loaded connector (loading it on the first call). */
  connector(): Promise<WalletConnector> {
    if (!this.#loading) {
      const loading = this.#load();
      this.#loading = loading;
      loading.catch(() => {
        if (this.#loading === loading) this.#loading = undefined;
      });
    }
    return this.#loading;
  }

  async connect(params?: { caipNetworkId?: string }): Promise<ConnectResult> {
    return (await this.connector()).connect(params);
  }

  async disconnect(): Promise<void> {
    return (await this.connector()).disconnect();
  }

  async getAccounts(): Promise<readonly string[]> {
    return (await this.connector()).getAccounts();
  }

  async getCaipNetworkId(): Promise<string> {
    return (await this.connector()).getCaipNetworkId();
  }

  async readCapabilities(parameters: { address: string; caipNetworkId: string }): Promise<Readonly<Record<string, unknown>> | undefined> {
    return (await this.connector()).readCapabilities?.(parameters);
  }

  async isAuthorized(): Promise<boolean> {
    return (await this.connector()).isAuthorized();
  }

  async switchNetwork(network: Parameters<WalletConnector['switchNetwork']>[0]): Promise<void> {
    return (await this.connector()).switchNetwork(network);
  }

  async getProvider(): Promise<Eip1193Provider> {
    return (await this.connector()).getProvider();
  }

  subscribe(listener: (event: ConnectorEvent) => void): () => void {
    let stopped = false;
    let stop: (() => void) | undefined;
    this.connector().then(
      (connector) => {
        if (!stopped) stop = connector.subscribe(listener);
      },
      () => undefined, // the call that needs the connector reports the failed load
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }
}
