/**
 * The Cancel button. When sign-in is required: back to the last signed-in network if it still has a session
 * (the modal closes once that session is confirmed), else disconnect. When optional: just close (the
 * connection stays, signed out).
 */
import type { CaipNetwork } from '../../entities/network/caipNetwork.js';
import { readSession } from './sessionCheck.js';
import { currentSiwxTarget, disconnectAndClose, trackSiwx, type SiwxContext } from './siwx.context.js';

export type CancelSignInReturnType = void;
/** Never rejects: a failed switch back disconnects, a failed disconnect is logged. */
export type CancelSignInErrorType = never;

export async function cancelSignIn(context: SiwxContext): Promise<CancelSignInReturnType> {
  const { deps, state, question, memory } = context;
  const target = currentSiwxTarget(context);
  trackSiwx(context, 'CLICK_CANCEL_SIWX', target);
  if (!state.read().required) {
    question.invalidate();
    if (target) state.update({ status: 'signed-out', error: undefined });
    deps.modal.close();
    return;
  }
  const last = memory.lastSigned;
  if (target && last && last.caipNetworkId !== target.network.caipNetworkId && (await hasSession(context, last, target.address))) {
    memory.closeWhenSignedIn = true;
    try {
      await deps.network.switchNetwork(last, { ignoreConfirmation: true });
      return;
    } catch (error) {
      memory.closeWhenSignedIn = false;
      deps.logger.warn('Switching back to the last signed-in network failed; disconnecting', error);
    }
  }
  await disconnectAndClose(context);
}

/** Cancel's question (go back to that network?): one try, and no answer counts as no session. */
async function hasSession({ deps }: SiwxContext, network: CaipNetwork, address: string): Promise<boolean> {
  const session = await readSession({ ...deps, network, address }).catch((error: unknown) => deps.logger.warn('Reading the sign-in sessions failed', error));
  return session !== undefined;
}
