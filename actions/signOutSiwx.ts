/**
 * Signs the current account out: its session on its network is revoked. When the page requires sign-in the
 * wallet is disconnected too (the page cannot be used without a session). Does nothing on a page without
 * sign-in; a sign-in configuration that fails to revoke is logged, not thrown.
 */
import { withCore } from '../client/core-access.js';
import type { WalletportClient } from '../client/walletport-client.js';

export type SignOutSiwxReturnType = void;
export type SignOutSiwxErrorType = never;

export function signOutSiwx(client: WalletportClient): Promise<SignOutSiwxReturnType> {
  return withCore(client, (core) => core.siwx?.signOut());
}
