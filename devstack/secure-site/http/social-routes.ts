/**
 * The secure site's social login addresses (docs/EMBEDDED-WALLET.md, "Social login"):
 * - `/social/loading`: the popup's first page;
 * - `/social/callback`: where the provider sends the browser back: the page that posts the result to the
 *   opener, the way back to a Telegram page, or a page saying what went wrong;
 * - `/social/callback.js`: that page's script (CSP allows no inline script);
 * - `/social/result`: the result URI's address, redeemed by the frame, never loaded for anything.
 */
import type { Reply } from '../../cloud/http/reply.js';
import { messageReply, textReply } from '../../mail/http-server.js';
import { providerLabel } from '../../oidc/clients.js';
import { SOCIAL_MESSAGES } from '../auth/social-limits.js';
import { SOCIAL_CALLBACK_PATH, SOCIAL_RESULT_PATH, type SocialLogin } from '../auth/social-login.js';
import { SOCIAL_CALLBACK_SCRIPT_PATH } from '../shared/social-page.js';
import { PAGE_HEADERS } from './security-headers.js';
import { callbackPage, loadingPage, resultPage, socialProblemPage } from './social-pages.js';

export const SOCIAL_LOADING_PATH = '/social/loading';

export type SocialRouteServices = {
  social: SocialLogin | undefined;
  socialCallbackScript: string;
};

const html = (status: number, body: string): Reply => ({ status, headers: { ...PAGE_HEADERS }, body });

/** The answer for a GET (or HEAD) of a social login address; undefined for any other path. */
export async function answerSocialPage(services: SocialRouteServices, url: URL, method: string): Promise<Reply | undefined> {
  switch (url.pathname) {
    case SOCIAL_LOADING_PATH:
      return html(200, loadingPage());
    case SOCIAL_CALLBACK_SCRIPT_PATH:
      return textReply(services.socialCallbackScript, 'text/javascript; charset=utf-8');
    case SOCIAL_RESULT_PATH:
      return html(200, resultPage());
    case SOCIAL_CALLBACK_PATH:
      // Only a real visit may use the state up: a HEAD (a link checker, a prefetch) gets nothing.
      if (method !== 'GET') return messageReply(405, `${SOCIAL_CALLBACK_PATH} answers GET only`);
      return services.social ? callbackReply(await services.social.callback(url.searchParams)) : html(404, socialProblemPage('Social login is off', SOCIAL_MESSAGES.unavailable));
    default:
      return undefined;
  }
}

function callbackReply(outcome: Awaited<ReturnType<SocialLogin['callback']>>): Reply {
  switch (outcome.kind) {
    case 'post':
      return html(200, callbackPage(providerLabel(outcome.provider), { resultUri: outcome.resultUri, targetOrigin: outcome.hostOrigin }));
    case 'redirect':
      // The page's own address on the host origin (checked), reached by the page's script (SocialReturnData
      // says why not a 303); no-referrer keeps the code out of the host page's logs.
      return {
        status: 200,
        headers: { ...PAGE_HEADERS, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
        body: callbackPage(providerLabel(outcome.provider), { returnTo: outcome.location }),
      };
    case 'failed':
      return html(outcome.status, socialProblemPage(outcome.title, outcome.text));
  }
}
