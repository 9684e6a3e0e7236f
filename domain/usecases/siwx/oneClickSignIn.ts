/**
 * One-click sign-in (ports/one-click-sign-in.port.ts): a connect that signs while it connects. Step 1 makes the
 * message, step 2 keeps the sessions the wallet signed; what fails is asked for again by the sign-in view
 * after the connect, so neither step throws.
 */
import type { OneClickSignedIn, OneClickSignInRequest } from '../../../ports/one-click-sign-in.port.js';
import { oneClickSession } from './signedSession.js';
import { trackSiwx, type SiwxContext } from './siwx.context.js';

/** The account line of a one-click message before the wallet fills it in (never signed as such). */
const ONE_CLICK_ACCOUNT = '0x0000000000000000000000000000000000000000';

export type PrepareOneClickReturnType = OneClickSignInRequest | undefined;
/** Never rejects: a message the configuration cannot make is undefined (the connect goes on without). */
export type PrepareOneClickErrorType = never;

export async function prepareOneClick({ deps }: Pick<SiwxContext, 'deps'>, chains: readonly string[]): Promise<PrepareOneClickReturnType> {
  const [first] = chains;
  if (first === undefined) return undefined;
  try {
    // The account is not known before the connect: the wallet signs with its own in the address line.
    const message = await deps.siwx.createMessage({ accountAddress: ONE_CLICK_ACCOUNT, chainId: first });
    const { domain, uri, version, nonce, statement, resources, requestId, issuedAt, expirationTime, notBefore } = message;
    return { chains: [...chains], domain, uri, version, nonce, statement, resources: resources ? [...resources] : undefined, requestId, issuedAt, expirationTime, notBefore };
  } catch (error) {
    deps.logger.warn('No sign-in message for a one-click sign-in; connecting without', error);
    return undefined;
  }
}

export type CompleteOneClickReturnType = void;
/** Never rejects: a refused session is logged and asked for again by the sign-in view. */
export type CompleteOneClickErrorType = never;

/** Keeps the sessions the wallet signed while connecting, the active chain's first. */
export async function completeOneClick(
  context: Pick<SiwxContext, 'deps'>,
  request: OneClickSignInRequest,
  signedIn: readonly OneClickSignedIn[],
): Promise<CompleteOneClickReturnType> {
  const { deps } = context;
  const sessions = signedIn.map((entry) => oneClickSession(request, entry)).filter((session) => session !== undefined);
  if (sessions.length === 0) return;
  const active = deps.network.snapshot.activeCaipNetwork.caipNetworkId;
  sessions.sort((a, b) => Number(b.data.chainId === active) - Number(a.data.chainId === active));
  try {
    await deps.siwx.setSessions(sessions);
    trackSiwx(context, 'SIWX_AUTH_SUCCESS', undefined);
  } catch (error) {
    deps.logger.warn('The one-click sign-in was refused; the sign-in view will ask', error);
    trackSiwx(context, 'SIWX_AUTH_ERROR', undefined);
  }
}
