/**
 * The host page's sign-out: the current account's session on this network is revoked (every session when no
 * account is connected). A required sign-in then disconnects the wallet too, since the page cannot be used
 * without one.
 */
import { currentSiwxTarget, disconnectAndClose, type SiwxContext } from './siwx.context.js';

export type SignOutReturnType = void;
/** Never rejects: a configuration that fails to revoke is logged, and the account still shows signed out. */
export type SignOutErrorType = never;

export async function signOut(context: SiwxContext): Promise<SignOutReturnType> {
  const { deps, state, question } = context;
  const target = currentSiwxTarget(context);
  try {
    if (target) await deps.siwx.revokeSession(target.network.caipNetworkId, target.address);
    else await deps.siwx.setSessions([]);
  } catch (error) {
    deps.logger.warn('Signing out failed', error);
  }
  if (!target) return;
  question.invalidate();
  state.update({ status: 'signed-out', session: undefined, error: undefined });
  if (state.read().required) await disconnectAndClose(context);
}
