/**
 * Asks the connected wallet to sign in the current account (what the Sign button of the modal's sign-in view
 * does). The modal opens on the sign-in view while the wallet asks, so the person sees what they are signing
 * into, and closes once signed in. A declined signature is not thrown: the view shows the error. Rejects only
 * when sign-in cannot start: no sign-in configured, no account, no network, no wallet client.
 */
import { withCore } from '../client/core-access.js';
import type { WalletportClient } from '../client/walletport-client.js';
import type { CheckSiwxReadyErrorType } from '../domain/entities/siwx/assertSiwxReady.js';
import { walletportError } from '../domain/entities/errors/catalogue.js';

export type SignInSiwxReturnType = void;
export type SignInSiwxErrorType = CheckSiwxReadyErrorType;

export function signInSiwx(client: WalletportClient): Promise<SignInSiwxReturnType> {
  return withCore(client, (core) => {
    if (!core.siwx) throw walletportError('SIWX_NOT_ENABLED');
    return core.siwx.signIn();
  });
}
