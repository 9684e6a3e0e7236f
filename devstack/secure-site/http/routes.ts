/**
 * Every address the secure site answers: the frame page and its two static files, the device-approval page,
 * the frame's API, and /health.
 */
import type { IncomingMessage } from 'node:http';
import { jsonReply, type Reply } from '../../cloud/http/reply.js';
import { messageReply, textReply } from '../../mail/http-server.js';
import type { EmailLogin } from '../auth/email-login.js';
import type { FramePageConfig } from '../shared/api-types.js';
import { answerApi, apiHandlers, type ApiServices } from './api.js';
import { devicePage } from './device-page.js';
import { FRAME_CSS, FRAME_CSS_PATH, FRAME_SCRIPT_PATH, framePage } from './frame-page.js';
import { PAGE_HEADERS } from './security-headers.js';
import { answerSocialPage, type SocialRouteServices } from './social-routes.js';

export type RouteServices = ApiServices & SocialRouteServices & { login: EmailLogin; frameScript: string; pageConfig: FramePageConfig };

export function secureSiteRoutes(services: RouteServices): (request: IncomingMessage, url: URL) => Promise<Reply> {
  const handlers = apiHandlers(services);
  const page = framePage(services.pageConfig);
  return async (request, url) => {
    const method = request.method ?? 'GET';
    if (method === 'GET' || method === 'HEAD') {
      const social = await answerSocialPage(services, url, method);
      if (social) return social;
      switch (url.pathname) {
        case '/sdk':
          return { status: 200, headers: { ...PAGE_HEADERS }, body: page };
        case FRAME_SCRIPT_PATH:
          return textReply(services.frameScript, 'text/javascript; charset=utf-8');
        case FRAME_CSS_PATH:
          return textReply(FRAME_CSS, 'text/css; charset=utf-8');
        case '/device/approve': {
          const token = url.searchParams.get('token') ?? '';
          const result = token === '' ? ({ status: 'invalid' } as const) : await services.login.approveDevice(token);
          return { status: result.status === 'invalid' ? 404 : 200, headers: { ...PAGE_HEADERS }, body: devicePage(result) };
        }
        case '/health':
          return jsonReply({ status: 'ok', chains: services.chains.chains.map((chain) => chain.chainId) });
      }
    }
    return (await answerApi(services, handlers, request, url)) ?? messageReply(404, `No route for ${method} ${url.pathname}`);
  };
}
