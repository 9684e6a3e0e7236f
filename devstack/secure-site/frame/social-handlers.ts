/**
 * GET_SOCIAL_REDIRECT_URI and CONNECT_SOCIAL (docs/EMBEDDED-WALLET.md, "Social login"). The first asks the
 * server for the provider's authorize URL, passing the parent origin this frame verified (the callback page
 * will post the result to exactly that origin); the second hands the server the result URI the page got
 * from the popup, starts the session the server made (SESSION_UPDATE, as after an email login) and answers
 * the user.
 */
import type { FrameRequestPayload } from '../../../domain/entities/frame/index.js';
import { API, type SocialConnectAnswer, type UserAnswer } from '../shared/api-types.js';
import type { FrameContext } from './frame-context.js';
import { withSignIn } from './sign-in.js';

/** `signedIn` keeps the session token and tells the page (handlers.ts's, shared by every login). */
export function socialHandlers(signedIn: (context: FrameContext, token: string) => void) {
  return {
    async GET_SOCIAL_REDIRECT_URI(context: FrameContext, { provider }: FrameRequestPayload<'GET_SOCIAL_REDIRECT_URI'>): Promise<{ uri: string }> {
      const { uri } = await context.api.call<{ uri: string }>(API.socialRedirect, { provider, hostOrigin: context.parentOrigin, projectId: context.projectId });
      return { uri };
    },
    async CONNECT_SOCIAL(context: FrameContext, { uri, chainId, siwxMessage }: FrameRequestPayload<'CONNECT_SOCIAL'>): Promise<UserAnswer> {
      const { token, user } = await context.api.call<SocialConnectAnswer>(API.socialConnect, {
        resultUri: uri,
        hostOrigin: context.parentOrigin,
        deviceId: context.storage.deviceId,
        ...(chainId === undefined ? {} : { chainId }),
      });
      signedIn(context, token);
      context.state.chainId = user.chainId;
      // Signed with the session that just started (the stored token is the new one by now).
      return withSignIn(context, user, siwxMessage);
    },
  };
}
