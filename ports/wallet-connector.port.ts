/**
 * A wallet connector (wagmi's shape): one object per way to reach a wallet, with connect, disconnect,
 * accounts, chain, provider and typed events. EIP-6963, injected, WalletConnect and the embedded wallet each
 * implement it in adapters/wallets. Discovery yields connectors as they appear (wallets may announce late).
 */
import { serviceToken } from './service-token.js';
import type { Observable } from 'rxjs';
import type { Connector } from '../domain/entities/connector/connector.js';

/** The minimal EIP-1193 provider surface the library relies on. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): void;
  removeListener?(event: string, listener: (...args: unknown[]) => void): void;
}

export type ConnectorEvent =
  | { type: 'accountsChanged'; accounts: readonly string[] }
  | { type: 'chainChanged'; caipNetworkId: string }
  | { type: 'disconnect' }
  | { type: 'displayUri'; uri: string };

export type ConnectResult = {
  /**
   * Addresses in the wallet's order; the first is the active one. Empty only beside `linked`: the wallet
   * approved none in the connector's namespace, only in others.
   */
  accounts: readonly string[];
  /** The CAIP-2 id of the chain the wallet is on. */
  caipNetworkId: string;
  /**
   * Other connectors the same approval connected (one WalletConnect session with accounts in several
   * namespaces): the connection connects each one's namespace too, without another prompt.
   */
  linked?: readonly LinkedConnectResult[] | undefined;
  /**
   * What the wallet said it can do for the first account on that chain (EIP-5792 capabilities, validated at the
   * edge), when it said anything: the account's type follows from it (walletAccountType).
   */
  capabilities?: Readonly<Record<string, unknown>> | undefined;
};

/** A connection another connector's approval made: that connector's accounts and chain in its own namespace. */
export type LinkedConnectResult = {
  connectorId: string;
  accounts: readonly string[];
  caipNetworkId: string;
  /** What the wallet said the first account can do on that chain, as ConnectResult.capabilities. */
  capabilities?: Readonly<Record<string, unknown>> | undefined;
};

export interface WalletConnector {
  readonly info: Connector;
  /** Asks the wallet for access; may prompt the user. Rejects with typed wallet errors (4001, ...). */
  connect(params?: { caipNetworkId?: string }): Promise<ConnectResult>;
  disconnect(): Promise<void>;
  /** Accounts the page is already authorised for, without a prompt (reconnect after reload). */
  getAccounts(): Promise<readonly string[]>;
  getCaipNetworkId(): Promise<string>;
  /**
   * What the wallet says it can do for `address` on the chain (EIP-5792 capabilities, validated), without a
   * prompt; undefined when it says nothing. For a restored connection, whose account type follows from it as at
   * connect (ConnectResult.capabilities). Optional: a connector without it lists its EVM accounts as EOAs.
   */
  readCapabilities?(parameters: { address: string; caipNetworkId: string }): Promise<Readonly<Record<string, unknown>> | undefined>;
  /** True when the wallet will hand out accounts without a prompt. */
  isAuthorized(): Promise<boolean>;
  /** Asks the wallet to switch; adds the chain first when the wallet does not know it. */
  switchNetwork(network: {
    caipNetworkId: string;
    name: string;
    rpcUrl: string;
    nativeCurrency: { name: string; symbol: string; decimals: number };
    blockExplorerUrl?: string;
  }): Promise<void>;
  getProvider(): Promise<Eip1193Provider>;
  /** Subscribes to the wallet's events; returns the unsubscribe function. */
  subscribe(listener: (event: ConnectorEvent) => void): () => void;
}

export interface ConnectorDiscovery {
  /** Every connector known so far; emits again when a wallet announces itself. */
  readonly connectors$: Observable<readonly WalletConnector[]>;
  /** Starts listening (EIP-6963 request, legacy injected lookup). Idempotent; never called at import time. */
  start(): void;
  stop(): void;
}

export const ConnectorDiscoveryToken = serviceToken<ConnectorDiscovery | undefined>('ConnectorDiscovery');
