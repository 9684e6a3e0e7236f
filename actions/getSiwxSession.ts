/**
 * The sign-in (SIWX) state of the current account on its network: its status, its session once signed in,
 * and whether the page requires sign-in. Never waits: before the client's core has loaded the status is
 * 'loading' ('disabled' at once when the page configured no sign-in). Stable until something in it changed.
 */
import { loadedCore, memoized } from '../client/core-access.js';
import type { WalletportClient } from '../client/walletport-client.js';
import type { SiwxSession } from '../domain/entities/siwx/siwx-config.js';
import type { SiwxState, SiwxStatus } from '../domain/usecases/siwx/index.js';

/** The use case's status, or 'loading' (the core has not loaded yet) or 'disabled' (no sign-in configured). */
export type SiwxSessionStatus = 'loading' | 'disabled' | SiwxStatus;

export type SiwxSessionInfo = {
  status: SiwxSessionStatus;
  /** The current account's session on its network; undefined unless signed in. */
  session: SiwxSession | undefined;
  /** The page requires sign-in (canceling disconnects); false until the core has loaded. */
  required: boolean;
  isSignedIn: boolean;
};

export type GetSiwxSessionReturnType = SiwxSessionInfo;
export type GetSiwxSessionErrorType = never;

export function getSiwxSession(client: WalletportClient): GetSiwxSessionReturnType {
  const core = loadedCore(client);
  const state: SiwxState | undefined = core?.siwx?.snapshot;
  const configured = client.options.siwx !== undefined || client.options.siweConfig !== undefined;
  const status: SiwxSessionStatus = state?.status ?? (core === undefined && configured ? 'loading' : 'disabled');
  return memoized(client, 'siwx', [status, state], () => ({
    status,
    session: state?.session,
    required: state?.required ?? false,
    isSignedIn: status === 'signed-in',
  }));
}
