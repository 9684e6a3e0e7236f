/**
 * The older sign-in-with-Ethereum configuration (`siweConfig`), still accepted: the modal drives it through
 * the sign-in port by an adapter (domain/usecases/siwx/siweConfigToSiwx.ts). Chain ids here are numbers and
 * addresses plain, as EIP-4361 libraries take them.
 */

/** What `getMessageParams` may fix for every message. */
export type SiweMessageParams = {
  domain: string;
  uri: string;
  /** The chains the page signs in on (informational). */
  chains?: readonly number[] | undefined;
  statement?: string | undefined;
  /** Seconds a message stays valid (sets `exp`). */
  expiry?: number | undefined;
  iat?: string | undefined;
  exp?: string | undefined;
  nbf?: string | undefined;
  requestId?: string | undefined;
  resources?: readonly string[] | undefined;
};

export type SiweCreateMessageArgs = {
  address: string;
  chainId: number;
  nonce: string;
  domain: string;
  uri: string;
  version: string;
  iat: string;
  statement?: string | undefined;
  exp?: string | undefined;
  nbf?: string | undefined;
  requestId?: string | undefined;
  resources?: readonly string[] | undefined;
};

export type SiweSession = { address: string; chainId: number };

export interface SiweConfig {
  getNonce(address?: string): Promise<string>;
  getMessageParams?(): Promise<SiweMessageParams>;
  /** The message text, EIP-4361 formatted. */
  createMessage(args: SiweCreateMessageArgs): string;
  /** True when the signature is good and the session was opened (usually on the page's server). */
  verifyMessage(args: { message: string; signature: string }): Promise<boolean>;
  getSession(): Promise<SiweSession | null>;
  signOut(): Promise<boolean>;
  onSignIn?(session: SiweSession): void;
  onSignOut?(): void;
  /** Sign-in is required (default true: the older flow disconnected a wallet that would not sign). */
  required?: boolean | undefined;
  /** Default true. */
  signOutOnDisconnect?: boolean | undefined;
}
