/**
 * The sign-in port: what a host page hands to the `siwx` option. The
 * modal asks it for a message to sign, hands it the signed session, and asks it which sessions exist; where
 * the sessions live (browser storage, a server) and how they are verified is the implementation's business.
 * walletport ships two implementations (`walletport/siwx`): one over browser storage verified on the client,
 * and one over the sign-in server (`createCloudSiwx`).
 *
 * Chain ids are CAIP-2 (`eip155:1`); addresses are the plain account address (`0xab...`).
 */

/** The fields of a sign-in message (EIP-4361 for eip155); times are ISO 8601 strings. */
export type SiwxMessageData = {
  accountAddress: string;
  /** CAIP-2 id of the chain the account signs for. */
  chainId: string;
  domain: string;
  uri: string;
  version: string;
  nonce: string;
  statement?: string | undefined;
  resources?: readonly string[] | undefined;
  requestId?: string | undefined;
  issuedAt?: string | undefined;
  expirationTime?: string | undefined;
  notBefore?: string | undefined;
};

/** A message ready to sign: its data, and its text as the wallet will show and sign it. */
export type SiwxMessage = SiwxMessageData & {
  toString(): string;
};

/** What the modal knows when it asks for a message: the account and its chain. */
export type SiwxMessageInput = {
  accountAddress: string;
  chainId: string;
  notBefore?: string | undefined;
};

/**
 * A CACAO (chain-agnostic object capability, CAIP-74) as a WalletConnect one-click sign-in returns it: the
 * payload the wallet signed and the signature.
 */
export type SiwxCacao = {
  h: { t: string };
  p: {
    domain: string;
    aud: string;
    version: string;
    nonce: string;
    iat: string;
    iss: string;
    exp?: string | undefined;
    nbf?: string | undefined;
    statement?: string | undefined;
    requestId?: string | undefined;
    resources?: readonly string[] | undefined;
  };
  s: { t: string; s: string; m?: string | undefined };
};

/** A signed sign-in: the message data, the exact text signed, the signature and, after a one-click sign-in, the CACAO. */
export type SiwxSession = {
  data: SiwxMessageData;
  message: string;
  signature: string;
  cacao?: SiwxCacao | undefined;
};

/**
 * The `siwx` option. Every method may be called at any time after the client starts; a rejected promise is a
 * failed step (the modal shows the sign-in error and never stores half a session).
 */
export interface SiwxConfig {
  /** Builds the message for an account on a chain (a fresh nonce each time). */
  createMessage(input: SiwxMessageInput): Promise<SiwxMessage>;
  /** Verifies and keeps a signed session; rejects when the signature or the message is not acceptable. */
  addSession(session: SiwxSession): Promise<void>;
  /** Forgets the sessions of one account on one chain. */
  revokeSession(chainId: string, address: string): Promise<void>;
  /** Replaces every session (an empty list signs out everywhere). */
  setSessions(sessions: readonly SiwxSession[]): Promise<void>;
  /**
   * The valid sessions of an account on a chain (none: the person must sign in). Rejects when it cannot tell
   * (a server that failed to answer): the session is then asked about again, never taken as gone.
   */
  getSessions(chainId: string, address: string): Promise<readonly SiwxSession[]>;
  /**
   * True when the page cannot be used without signing in: cancelling disconnects (or goes back to the last
   * signed-in network) and the sign-in view cannot be dismissed. Absent: optional.
   */
  getRequired?(): boolean;
  /** Sign out (setSessions([])) when the wallet disconnects. Default true. */
  signOutOnDisconnect?: boolean | undefined;
  /**
   * The namespaces this configuration signs in on (`['eip155']` for one that only knows EIP-4361, as the older
   * `siweConfig`). Absent: every namespace walletport signs in on (eip155, solana, polkadot, cosmos, bip122); an account of another
   * namespace is never asked.
   */
  namespaces?: readonly string[] | undefined;
}
