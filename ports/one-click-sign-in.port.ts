/**
 * Sign in while connecting (only when every chain is eip155; `siwxMessage` with CONNECT_SOCIAL and GET_USER). A connector that can
 * have the wallet sign the sign-in message as part of the connect (WalletConnect's authenticate request, the
 * embedded wallet's frame) asks `prepare` for the message before it connects and hands what the wallet
 * signed to `complete` before its connect resolves, so the sign-in flow finds the session and asks nothing.
 * The sign-in use case implements it; connectors get it late-bound from the composition root.
 */
import type { SiwxCacao } from '../domain/entities/siwx/siwx-config.js';

/** The message every chain signs, without the account (the wallet fills in its own). Times are ISO 8601. */
export type OneClickSignInRequest = {
  /** CAIP-2 ids of the chains to sign for (eip155 only), the active one first. */
  chains: string[];
  domain: string;
  uri: string;
  version: string;
  nonce: string;
  statement?: string | undefined;
  resources?: string[] | undefined;
  requestId?: string | undefined;
  issuedAt?: string | undefined;
  expirationTime?: string | undefined;
  notBefore?: string | undefined;
};

/** What the wallet signed for one chain: the exact text, its signature, and the account (CAIP-10). */
export type OneClickSignedIn = {
  message: string;
  signature: string;
  /** `eip155:1:0xab...` */
  caipAddress: string;
  cacao?: SiwxCacao | undefined;
};

export interface OneClickSignIn {
  /** The message to sign while connecting on `chains`, or undefined for a plain connect (sign-in off). */
  prepare(chains: readonly string[]): Promise<OneClickSignInRequest | undefined>;
  /**
   * Keeps what the wallet signed (none: the wallet could not sign while connecting; the sign-in view will
   * ask). Never rejects: a session refused here is asked for again by the sign-in view.
   */
  complete(request: OneClickSignInRequest, signedIn: readonly OneClickSignedIn[]): Promise<void>;
}
