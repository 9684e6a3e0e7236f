/**
 * The mailbox over HTTP (docs/EMBEDDED-WALLET.md, "Mail"): the page at `/` (optionally `?to=<address>`),
 * `GET /api/messages?to=<address>` -> `[{id, from, to, subject, text, date}]` newest first,
 * `DELETE /api/messages` (and the page's "Empty the mailbox" form, POST /clear), and `GET /health`.
 */
import { emptyReply, jsonReply, type Reply } from '../cloud/http/reply.js';
import { MAILBOX_CSS, MAILBOX_CSS_PATH, mailboxPage } from './mailbox-page.js';
import type { MailStore } from './mail-store.js';
import { messageReply, startHttpServer, textReply, type RunningHttpServer } from './http-server.js';

/** The page loads only its own stylesheet; it runs no script at all. */
const PAGE_CSP = "default-src 'none'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export function startMailboxHttp(port: number, store: MailStore, smtpAddress: string): Promise<RunningHttpServer> {
  return startHttpServer(port, 'mail', (request, url): Reply => {
    const route = `${request.method ?? 'GET'} ${url.pathname}`;
    const to = url.searchParams.get('to') ?? undefined;
    switch (route) {
      case 'GET /':
        return textReply(mailboxPage(store.list(to), smtpAddress, to), 'text/html; charset=utf-8', 200, {
          'content-security-policy': PAGE_CSP,
        });
      case `GET ${MAILBOX_CSS_PATH}`:
        return textReply(MAILBOX_CSS, 'text/css; charset=utf-8');
      case 'GET /api/messages':
        return jsonReply(store.list(to));
      case 'DELETE /api/messages':
        store.clear();
        return emptyReply(204);
      case 'POST /clear':
        store.clear();
        return emptyReply(303, { location: '/' });
      case 'GET /health':
        return jsonReply({ status: 'ok', messages: store.list().length });
      default:
        return messageReply(404, `No route for ${route}`);
    }
  });
}
