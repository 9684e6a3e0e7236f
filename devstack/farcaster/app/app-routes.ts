/**
 * The Farcaster app's addresses:
 *   GET  /                        the accounts it holds
 *   GET  /~/siwf?channelToken=…   a sign-in request (read from the relay), with Approve and Reject
 *   POST /~/siwf                  the form's answer: Approve signs and authenticates, Reject rejects
 *   GET  /pfp/<fid>.svg, /app.css, /health
 * The pages may not be framed (a hidden Approve button under another site's page would sign for the person),
 * and the form is taken only from the app's own pages (Origin check).
 */
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { readBody } from '../../cloud/http/read-body.js';
import { jsonReply, type Reply } from '../../cloud/http/reply.js';
import { messageReply, PublicError, textReply } from '../../mail/http-server.js';
import { devFarcasterAccount, type DevFarcasterAccount } from '../dev-accounts.js';
import { SIWF_PATH } from '../relay/start-farcaster-relay.js';
import { APP_CSS, APP_CSS_PATH, homePage, outcomePage, pfpPath, pfpSvg, requestPage, type Outcome } from './pages.js';
import type { RelayClient } from './relay-client.js';
import { signedAnswer } from './sign-in.js';

export type AppServices = {
  /** The app's own origin (known once it listens). */
  appUrl: () => string;
  relay: RelayClient;
  accounts: readonly DevFarcasterAccount[];
  now: () => number;
};

const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
  // Not no-referrer: with it, Chromium sends `Origin: null` on the form's POST and the Origin check fails.
  // same-origin still keeps the channel token in the address from every other site.
  'referrer-policy': 'same-origin',
};

const channelTokenSchema = z.string().regex(/^[A-Za-z0-9-]{1,128}$/);
const answerSchema = z.object({
  channelToken: channelTokenSchema,
  fid: z.coerce.number().int().positive(),
  decision: z.enum(['approve', 'reject']),
});

function html(body: string, status = 200): Reply {
  return textReply(body, 'text/html; charset=utf-8', status, PAGE_HEADERS);
}

export function appRoutes(services: AppServices): (request: IncomingMessage, url: URL) => Promise<Reply> {
  const held = (fid: number) => services.accounts.find((account) => account.fid === fid);
  return async (request, url) => {
    const method = request.method ?? 'GET';
    if (method === 'GET' || method === 'HEAD') {
      if (url.pathname === '/') return html(homePage(services.accounts));
      if (url.pathname === SIWF_PATH) {
        const token = channelTokenSchema.safeParse(url.searchParams.get('channelToken'));
        const channel = token.success ? await services.relay.read(token.data) : undefined;
        if (!token.success || !channel) return html(outcomePage('unknown'), 404);
        if (channel.state !== 'pending') return html(outcomePage('answered', { domain: channel.signatureParams.domain }), 409);
        return html(requestPage(token.data, channel, services.accounts));
      }
      if (url.pathname === APP_CSS_PATH) return textReply(APP_CSS, 'text/css; charset=utf-8');
      const pfp = /^\/pfp\/(\d+)\.svg$/.exec(url.pathname);
      const account = pfp && devFarcasterAccount(Number(pfp[1]));
      if (account) return textReply(pfpSvg(account), 'image/svg+xml');
      if (url.pathname === '/health') return jsonReply({ status: 'ok' });
    }
    if (method === 'POST' && url.pathname === SIWF_PATH) {
      if (request.headers.origin !== services.appUrl()) throw new PublicError(403, 'Only the Farcaster app’s own page may answer a request');
      const parsed = answerSchema.safeParse(Object.fromEntries(new URLSearchParams(await readBody(request, 16 * 1024))));
      if (!parsed.success) throw new PublicError(400, 'Invalid answer');
      const { channelToken, fid, decision } = parsed.data;
      const account = held(fid);
      if (!account) throw new PublicError(400, `This app holds no account with FID ${fid}`);
      const channel = await services.relay.read(channelToken);
      if (!channel) return html(outcomePage('unknown'), 404);
      const { domain } = channel.signatureParams;
      let outcome: Outcome;
      if (channel.state !== 'pending') outcome = 'answered';
      else if (decision === 'reject') outcome = (await services.relay.reject(channelToken)) ? 'rejected' : 'answered';
      else {
        const answer = await signedAnswer(account, channel, `${services.appUrl()}${pfpPath(fid)}`, new Date(services.now()));
        outcome = (await services.relay.authenticate(channelToken, answer)) ? 'approved' : 'answered';
      }
      return html(outcomePage(outcome, { domain, account }), outcome === 'answered' ? 409 : 200);
    }
    return messageReply(404, `No route for ${method} ${url.pathname}`);
  };
}
