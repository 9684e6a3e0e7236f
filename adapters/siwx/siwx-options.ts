/** The options of walletport's two sign-in implementations (`walletport/siwx`). */
import type { SiwxStorage } from './session-store.js';

/** A network as far as sign-in needs it: its id and RPC (to check contract-account signatures). */
export type SiwxNetwork = {
  caipNetworkId: string;
  rpcUrls?: { default: { http: readonly string[] } } | undefined;
};

export type SiwxCommonOptions = {
  /** The page cannot be used without signing in (cancel disconnects). Default false. */
  required?: boolean | undefined;
  /** Sign out when the wallet disconnects. Default true. */
  signOutOnDisconnect?: boolean | undefined;
  /** The sentence the wallet shows above the message. */
  statement?: string | undefined;
  /** How long a sign-in stays valid, in ms. Default a day. */
  expiresInMs?: number | undefined;
  /** The message's domain and URI; default the page's host and origin. */
  domain?: string | undefined;
  uri?: string | undefined;
  /** Where sessions are kept; default the page's localStorage. */
  storage?: SiwxStorage | undefined;
};

export type LocalSiwxOptions = SiwxCommonOptions & {
  /**
   * The networks whose RPC checks signatures against the chain (pass the same list as createWalletport's).
   * Without a network's RPC only plain-key (EOA) signatures verify on it.
   */
  networks?: readonly SiwxNetwork[] | undefined;
};

export type CloudSiwxOptions = SiwxCommonOptions & {
  /** The project id (the same as createWalletport's). */
  projectId: string;
  /** The sign-in server's base: the catalogue API base (`apiUrl`); `/auth/v1` is appended. */
  apiUrl?: string | undefined;
  /** `st` and `sv` sent with every call (default walletport's). */
  sdkType?: string | undefined;
  sdkVersion?: string | undefined;
  /** Injectable for tests. */
  fetch?: typeof fetch | undefined;
};
