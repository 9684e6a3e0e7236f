/**
 * The last step of a social login (docs/EMBEDDED-WALLET.md step 4): CONNECT_SOCIAL redeems the result, the
 * AUTH connector connects (GET_USER), the provider and user name are stored, SOCIAL_LOGIN_SUCCESS recorded
 * and the modal closed. CONNECT_SOCIAL refused is 'Failed to initiate social connection'; the connect's own
 * errors are shown as they are.
 */
import { walletportError } from '../../../entities/errors/catalogue.js';
import { parseFrameSuccessPayload } from '../../../entities/frame/parseFramePayload.js';
import { asWalletportError } from '../shared/index.js';
import { failSocialLogin, trackSocialLogin, type SocialAttempt, type SocialLoginContext } from './social-login.context.js';
import { IDLE_SOCIAL_LOGIN } from './social-login.types.js';
import { causeDetails } from './socialRedirectUri.js';

export async function connectSocial(context: SocialLoginContext, attempt: SocialAttempt, resultUri: string): Promise<void> {
  const { deps, state, attempts } = context;
  const { embedded, connection } = deps;
  state.update({ step: 'connecting', error: undefined });
  let userName: string | undefined;
  try {
    await embedded.prepare();
    const chainId = deps.network.snapshot.activeCaipNetworks.eip155?.id;
    const payload = { uri: resultUri, ...(chainId === undefined ? {} : { chainId }) };
    const user = parseFrameSuccessPayload('CONNECT_SOCIAL', await embedded.connector.frame.request('CONNECT_SOCIAL', payload));
    userName = user.userName ?? user.email;
  } catch (cause) {
    if (!attempts.isCurrent(attempt)) return;
    embedded.reportFailure(cause);
    failSocialLogin(context, attempt, walletportError('SOCIAL_CONNECT_INIT_FAILED', [], { cause, details: causeDetails(cause) }));
    return;
  }
  if (!attempts.isCurrent(attempt)) return;
  embedded.rememberSocialLogin({ provider: attempt.provider, userName });
  try {
    await connection.connect({ connectorId: embedded.loginConnectorId(), method: 'social' });
  } catch (error) {
    embedded.forgetSocialLogin();
    failSocialLogin(context, attempt, asWalletportError(error));
    return;
  }
  if (!attempts.isCurrent(attempt)) return;
  trackSocialLogin(context, 'SOCIAL_LOGIN_SUCCESS', attempt.provider);
  attempts.end(attempt);
  state.replace(IDLE_SOCIAL_LOGIN);
  deps.modal.close();
}
