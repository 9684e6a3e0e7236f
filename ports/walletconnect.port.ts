/**
 * The WalletConnect Sign client (universal provider): pairing URI, sessions, requests and events.
 */
import type { ConnectResult, Eip1193Provider } from './wallet-connector.port.js';

export type WalletConnectNamespaces = Record<
  string,
  { chains: string[]; methods: string[]; events: string[]; rpcMap?: Record<string, string> }
>;

export type WalletConnectSession = {
  topic: string;
  /** CAIP-10 accounts per namespace. */
  namespaces: Record<string, { accounts: string[]; chains?: string[]; methods: string[]; events: string[] }>;
  expiry: number;
  peer: { name: string; url?: string; icons?: string[] };
  sessionProperties?: Record<string, string>;
};

export type WalletConnectEvent =
  | { type: 'display_uri'; uri: string }
  | { type: 'session_update'; session: WalletConnectSession }
  | { type: 'session_delete'; topic: string }
  | { type: 'chainChanged'; caipNetworkId: string }
  | { type: 'accountsChanged'; accounts: string[] };

export interface WalletConnectClient {
  /** Proposes a session; emits display_uri as soon as the pairing URI exists. */
  connect(params: { namespaces: WalletConnectNamespaces; optionalNamespaces?: WalletConnectNamespaces }): Promise<ConnectResult & { session: WalletConnectSession }>;
  /** The session stored from an earlier page, or null. */
  restoreSession(): Promise<WalletConnectSession | null>;
  disconnect(): Promise<void>;
  getProvider(): Promise<Eip1193Provider>;
  subscribe(listener: (event: WalletConnectEvent) => void): () => void;
}

export const WalletConnectClientToken = Symbol.for('walletport.WalletConnectClient');
