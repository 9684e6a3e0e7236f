/**
 * Sign-in (SIWX) for the current account: its status and session, whether the page requires it, and the
 * sign-in and sign-out commands (see getSiwxSession, signInSiwx, signOutSiwx). Status 'loading' until the
 * client's core has loaded, 'disabled' on a page without sign-in. Re-renders when it changes. SSR-safe.
 */
import { useCallback, useMemo } from 'react';
import { getSiwxSession, type SiwxSessionInfo } from '../../actions/getSiwxSession.js';
import { signInSiwx } from '../../actions/signInSiwx.js';
import { signOutSiwx } from '../../actions/signOutSiwx.js';
import { siwxStores } from '../../actions/watchSiwxSession.js';
import { useClientValue } from './useClientValue.js';
import { useWalletport } from './useWalletport.js';

export type UseWalletportSiwxReturnType = SiwxSessionInfo & {
  /** Asks the wallet to sign in, with the sign-in view on screen; rejects only when sign-in cannot start (SignInSiwxErrorType). */
  signIn: () => Promise<void>;
  /** Revokes the current account's session (and disconnects when sign-in is required). */
  signOut: () => Promise<void>;
};

export function useWalletportSiwx(): UseWalletportSiwxReturnType {
  const client = useWalletport();
  const info = useClientValue(client, getSiwxSession, siwxStores);
  const signIn = useCallback(() => signInSiwx(client), [client]);
  const signOut = useCallback(() => signOutSiwx(client), [client]);
  return useMemo(() => ({ ...info, signIn, signOut }), [info, signIn, signOut]);
}
