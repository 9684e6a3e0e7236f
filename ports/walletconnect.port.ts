/**
 * The WalletConnect Sign client (the universal provider in production): pairing URIs, sessions, requests and
 * events. Chains are CAIP-2 ids (`eip155:1`), session accounts CAIP-10 ids (`eip155:1:0xab...`). Everything
 * the client hands out was validated at the adapter edge, and every failure is a typed WalletportError.
 *
 * Units: the session's `expiry` is in seconds since the epoch, the protocol's own unit (multiply by 1000 to
 * compare with the Scheduler's clock). Pairing expiry is not the client's business: the WalletConnect use
 * case dates each URI by the Scheduler when it arrives.
 */
import type { SiwxCacao } from '../domain/entities/siwx/siwx-config.js';
import { serviceToken } from './service-token.js';
import type { ConnectResult, Eip1193Provider } from './wallet-connector.port.js';

/** What a proposal asks for in one namespace. `rpcMap` (CAIP-2 id to URL) is where reads on a chain go. */
export type WalletConnectNamespace = {
  chains: string[];
  methods: string[];
  events: string[];
  rpcMap?: Record<string, string>;
};

export type WalletConnectNamespaces = Record<string, WalletConnectNamespace>;

export type WalletConnectSession = {
  topic: string;
  /** CAIP-10 accounts per namespace, with the chains, methods and events the wallet approved. */
  namespaces: Record<string, { accounts: string[]; chains?: string[]; methods: string[]; events: string[] }>;
  /** Seconds since the epoch. */
  expiry: number;
  peer: { name: string; url?: string; icons?: string[] };
  sessionProperties?: Record<string, string>;
};

export type WalletConnectEvent =
  /** A pairing URI (`wc:...`) for the connect in progress: show it as a QR code and in deep links. */
  | { type: 'display_uri'; uri: string }
  /** The wallet changed the session's accounts, chains or methods. */
  | { type: 'session_update'; session: WalletConnectSession }
  /** The session ended: the wallet ended it, it expired, or the page disconnected it. */
  | { type: 'session_delete'; topic: string }
  /** The session's active chain on a namespace changed (the wallet switched, or a switch the page asked for). */
  | { type: 'chainChanged'; caipNetworkId: string }
  /**
   * The accounts the page may use changed: plain addresses, on `caipNetworkId` when the client knows the chain.
   * Follows every chainChanged with the accounts of the new chain.
   */
  | { type: 'accountsChanged'; accounts: string[]; caipNetworkId?: string };

export type WalletConnectConnectParameters = {
  /**
   * Required namespaces. Folded into the optional ones: wallets approve what they support instead of
   * refusing a proposal that requires a chain they lack.
   */
  namespaces?: WalletConnectNamespaces | undefined;
  optionalNamespaces?: WalletConnectNamespaces | undefined;
  /** The chain the session should start on when the wallet approves it. */
  caipNetworkId?: string | undefined;
  /**
   * One-click sign-in (CAIP-222, `wc_sessionAuthenticate`): the wallet connects and signs one sign-in message
   * per chain with a single approval. Used only when every chain here and every proposed namespace is eip155;
   * otherwise the connect is a plain proposal and `signIns` is empty.
   */
  authentication?: WalletConnectAuthentication | undefined;
};

/** What the sign-in message says (CAIP-122 fields); the wallet signs one per chain it approves. */
export type WalletConnectAuthentication = {
  /** CAIP-2 ids, eip155 only. */
  chains: string[];
  domain: string;
  uri: string;
  nonce: string;
  statement?: string | undefined;
  resources?: string[] | undefined;
  /**
   * Accepted for symmetry with the sign-in session, but the Sign client dates the request itself when it
   * sends it: the CACAO's `iat` is the issued-at that was signed.
   */
  issuedAt?: string | undefined;
  expirationTime?: string | undefined;
  notBefore?: string | undefined;
  requestId?: string | undefined;
  /**
   * The session's methods (granted through a ReCap in the message). Default: the methods of the proposed
   * eip155 namespace. Never empty: without one the wallet's answer creates no session.
   */
  methods?: string[] | undefined;
};

/**
 * A CACAO (CAIP-74) as the wallet returned it, validated and copied into plain data: the sign-in port's own
 * type (`p.iss` is `did:pkh:<CAIP-10 account>`; `s.t` is 'eip191' or 'eip1271', `s.s` the signature).
 */
export type WalletConnectCacao = SiwxCacao;

/** One sign-in the wallet made during the connect: what it signed, the signature, and for which account. */
export type WalletConnectSignIn = {
  /** The exact text the wallet signed (the CAIP-122 message built from the CACAO's payload). */
  message: string;
  signature: string;
  /** CAIP-10 (`eip155:1:0xab...`). */
  caipAddress: string;
  cacao: WalletConnectCacao;
};

/**
 * The accounts (plain addresses, the active one first) and the active chain of the session, on the
 * namespace of the requested chain, or else the first proposed namespace the wallet approved.
 */
export type WalletConnectConnectResult = ConnectResult & {
  session: WalletConnectSession;
  /**
   * Present when `authentication` was asked for: one per CACAO the wallet returned. Empty when the wallet does
   * not support one-click sign-in (it answered the fallback proposal), when a live session was reused, or
   * when the chains were not all eip155: the caller then asks for a separate signature.
   */
  signIns?: WalletConnectSignIn[];
};

export interface WalletConnectClient {
  /**
   * Proposes a session; emits display_uri as soon as the pairing URI exists, then waits for the wallet. A
   * live session that is not stale is returned at once, without a new pairing. Rejects with
   * UserRejectedRequestError (4001) when the wallet declines, and with MODAL_CLOSED when `abortPairing` or a
   * newer connect abandoned the pairing.
   */
  connect(params: WalletConnectConnectParameters): Promise<WalletConnectConnectResult>;
  /**
   * Abandons the pending connect, if any: it rejects with MODAL_CLOSED, its pairing is no longer listened
   * to, and a session a wallet still approves for it is disconnected.
   */
  abortPairing(): void;
  /**
   * The session stored from an earlier page, or null. A stale session (see isSessionStale) is disconnected
   * and null returned, so the next connect proposes every configured chain.
   */
  restoreSession(): Promise<WalletConnectSession | null>;
  /**
   * Ends the session. Its listeners then get `session_delete` as when the wallet ends it: every namespace
   * the session served ends with it.
   */
  disconnect(): Promise<void>;
  /** An EIP-1193 view of the session for eip155: requests go to the wallet on the active chain. */
  getProvider(): Promise<Eip1193Provider>;
  /**
   * Sends a request into the session on `caipNetworkId` (any namespace the session holds): wallet methods the
   * session approved reach the wallet, others the chain's RPC. The answer is the wallet's, unchecked; a failure
   * is a typed WalletportError (4001 ...), 4900 without a session, REQUEST_TIMEOUT when nobody answers.
   */
  request(args: { method: string; params?: readonly unknown[] | object | undefined }, caipNetworkId: string): Promise<unknown>;
  subscribe(listener: (event: WalletConnectEvent) => void): () => void;
  /** Releases the relay connection and timers; the stored session stays for the next page. */
  close?(): Promise<void>;
}

export const WalletConnectClientToken = serviceToken<WalletConnectClient | undefined>('WalletConnectClient');
