/**
 * The Sign button, or the host page's signInSiwx (which opens the view, so the person sees what the wallet
 * asks): the preconditions in the spec's order, a message, the signature, then
 * addSession. Success closes the modal and records the network as the last signed-in one. A failed signature
 * reopens the view with 'Signature declined' ('This application might not support Smart Accounts' for a smart
 * account); a message that cannot be made is 'A problem occurred while trying initialize authentication': the
 * wallet is disconnected, the view reset.
 */
import type { CheckSiwxReadyErrorType } from '../../entities/siwx/assertSiwxReady.js';
import { assertSiwxReady } from '../../entities/siwx/assertSiwxReady.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import type { SiwxMessage, SiwxSession } from '../../entities/siwx/siwx-config.js';
import { currentSiwxTarget, isSmartAccount, markSignedIn, showSignView, trackSiwx, whileLeaving, type SiwxContext } from './siwx.context.js';
import { messageData } from './signedSession.js';
import type { SiwxTarget } from './siwxTarget.js';
import type { SiwxSignInError } from './siwx.types.js';

export type SignInReturnType = void;

/**
 * The first missing precondition ('SIWX is not enabled', 'No ActiveCaipAddress found', 'No ActiveCaipNetwork
 * or client found', 'No ConnectionController client found'); every later failure is shown, not thrown.
 */
export type SignInErrorType = CheckSiwxReadyErrorType;

export async function signIn(context: SiwxContext): Promise<SignInReturnType> {
  const { deps, state, question } = context;
  const target = currentSiwxTarget(context);
  const { siwx, chainAdapters } = deps;
  const ready = assertSiwxReady({
    siwx,
    activeCaipAddress: target?.caipAddress,
    activeCaipNetwork: target?.network,
    connectionClient: target ? chainAdapters.get(target.namespace) : undefined,
  });
  if (!target || state.read().status === 'signing') return;
  // The question on screen: cancelled, signed out or moved on while the wallet asks, the answer changes nothing.
  const ticket = question.current();
  state.update({ status: 'signing', error: undefined });
  // Started from the host page (signInSiwx), the person sees what the wallet is asking about.
  showSignView(context);

  let message: SiwxMessage;
  try {
    message = await siwx.createMessage({ accountAddress: target.address, chainId: target.network.caipNetworkId });
  } catch (error) {
    if (ticket.isCurrent()) await initFailed(context, error);
    return;
  }
  if (!ticket.isCurrent()) return;

  let session: SiwxSession;
  try {
    const provider = await deps.connection.getProvider(target.namespace);
    if (!provider) throw walletportError('NO_CONNECTION_CLIENT');
    const text = message.toString();
    const signature = await ready.connectionClient.signMessage({ provider, address: target.address, message: text });
    // Cancelled (or the account moved on) while the wallet asked: that signature opens no session.
    if (!ticket.isCurrent()) return;
    session = { data: messageData(message), message: text, signature };
    await siwx.addSession(session);
  } catch (error) {
    if (ticket.isCurrent()) signFailed(context, target, error);
    return;
  }
  if (!ticket.isCurrent()) return;
  trackSiwx(context, 'SIWX_AUTH_SUCCESS', target);
  markSignedIn(context, target, session);
  deps.modal.close();
}

function signFailed(context: SiwxContext, target: SiwxTarget, cause: unknown): void {
  const { deps, state } = context;
  trackSiwx(context, 'SIWX_AUTH_ERROR', target);
  deps.logger.warn('Sign-in failed', cause);
  const error: SiwxSignInError = isSmartAccount(deps.connection.snapshot, target)
    ? walletportError('SMART_ACCOUNT_NOT_SUPPORTED', [], { cause })
    : walletportError('SIGNATURE_DECLINED', [], { cause });
  state.update({ status: 'prompting', error });
  // The view opens (or stays) with the error in its alert: no toast on top of it.
  showSignView(context);
}

async function initFailed(context: SiwxContext, cause: unknown): Promise<void> {
  const { deps } = context;
  const error = walletportError('AUTH_INIT_FAILED', [], { cause });
  deps.logger.warn('The sign-in message could not be made', cause);
  deps.toasts.showError(error);
  await whileLeaving(context, async () => {
    await deps.connection.disconnect().catch((failure: unknown) => deps.logger.warn('Disconnecting failed', failure));
    if (deps.modal.snapshot.open) deps.router.reset('Connect');
  });
}
