/**
 * The provider's interaction pages (oidc-provider hands the browser to `/interaction/<uid>` whenever it needs
 * a login or a consent): GET shows the page the prompt calls for; the forms post back here and each ends the
 * interaction with its result, which oidc-provider turns into a redirect to the authorization endpoint and on
 * to the relying party.
 *
 * A POST must carry this provider's own Origin: the session cookies ignore ports, so without the check a
 * page on any other 127.0.0.1 port could press Allow for the person.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { InteractionDetails } from 'oidc-provider';
import { z } from 'zod';
import { readBody } from '../cloud/http/read-body.js';
import { newAccountSchema, type AccountBook, type OidcAccount } from './accounts.js';
import { providerLabel } from './clients.js';
import { consentPage, errorPage, loginPage } from './pages.js';

/** Who asks for the person's account: every client is the walletport secure site. */
const APP_NAME = 'walletport';

const ACTIONS = ['login', 'create', 'confirm', 'abort'] as const;
const pathSchema = z.union([
  z.tuple([z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)]),
  z.tuple([z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), z.enum(ACTIONS)]),
]);

type Answer = { status: number; html: string };

export type InteractionDeps = {
  provider: Provider;
  accounts: AccountBook;
  /** The provider's own origin, the only one its forms may come from. */
  origin: string;
  headers: Readonly<Record<string, string>>;
};

/** Answers a request under /interaction/; false when the path is not one of its pages. */
export async function handleInteraction(deps: InteractionDeps, request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
  const parsed = pathSchema.safeParse(url.pathname.split('/').slice(2));
  if (!url.pathname.startsWith('/interaction/') || !parsed.success) return false;
  const [uid, action] = parsed.data;
  const method = request.method ?? 'GET';
  if (action === undefined ? method !== 'GET' && method !== 'HEAD' : method !== 'POST') {
    send(deps, response, { status: 405, html: errorPage('Not allowed', `${method} is not used here.`) });
    return true;
  }
  if (action !== undefined && request.headers.origin !== deps.origin) {
    send(deps, response, { status: 403, html: errorPage('Refused', 'This form can only be sent from its own page.') });
    return true;
  }
  let details: InteractionDetails;
  try {
    details = await deps.provider.interactionDetails(request, response);
    if (details.uid !== uid) throw new Error('The interaction cookie names another interaction');
  } catch {
    send(deps, response, {
      status: 400,
      html: errorPage('This sign-in is over', 'It expired, finished, or was opened in another browser. Start again from the site.'),
    });
    return true;
  }
  const answer = action === undefined ? show(deps, details) : await act(deps, details, action, request, response);
  if (answer) send(deps, response, answer);
  return true;
}

function show(deps: InteractionDeps, details: InteractionDetails): Answer {
  const provider = providerLabel(details.params.client_id);
  const account = details.session && deps.accounts.get(details.session.accountId);
  if (details.prompt.name === 'consent' && account) {
    return { status: 200, html: consentPage({ uid: details.uid, provider, account, app: APP_NAME }) };
  }
  return { status: 200, html: loginPage({ uid: details.uid, provider, accounts: deps.accounts.list() }) };
}

/** Runs a form's action; an Answer when it shows a page instead of finishing the interaction. */
async function act(
  deps: InteractionDeps,
  details: InteractionDetails,
  action: (typeof ACTIONS)[number],
  request: IncomingMessage,
  response: ServerResponse,
): Promise<Answer | undefined> {
  const form = new URLSearchParams(await readBody(request, 16 * 1024));
  const { provider } = deps;
  switch (action) {
    case 'login': {
      const account = deps.accounts.get(form.get('subject') ?? '');
      if (!account) return { status: 400, html: loginPage({ ...pageBasics(deps, details), problem: 'That account does not exist. Pick another one.' }) };
      return finishLogin(deps, request, response, account);
    }
    case 'create': {
      const typed = { username: form.get('username') ?? '', email: form.get('email') ?? '' };
      const checked = newAccountSchema.safeParse(typed);
      if (!checked.success) return { status: 400, html: loginPage({ ...pageBasics(deps, details), typed, problem: checked.error.issues[0]!.message }) };
      return finishLogin(deps, request, response, deps.accounts.save(checked.data));
    }
    case 'confirm': {
      const accountId = details.session?.accountId;
      const clientId = details.params.client_id;
      if (details.prompt.name !== 'consent' || !accountId || typeof clientId !== 'string') return show(deps, details);
      const grant = (details.grantId && (await provider.Grant.find(details.grantId))) || new provider.Grant({ accountId, clientId });
      const { missingOIDCScope, missingOIDCClaims } = details.prompt.details;
      if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
      if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
      const grantId = await grant.save();
      await provider.interactionFinished(request, response, { consent: details.grantId ? {} : { grantId } }, { mergeWithLastSubmission: true });
      return undefined;
    }
    case 'abort':
      await provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'The person cancelled the sign-in' },
        { mergeWithLastSubmission: false },
      );
      return undefined;
  }
}

function pageBasics(deps: InteractionDeps, details: InteractionDetails) {
  return { uid: details.uid, provider: providerLabel(details.params.client_id), accounts: deps.accounts.list() };
}

async function finishLogin(deps: InteractionDeps, request: IncomingMessage, response: ServerResponse, account: OidcAccount): Promise<undefined> {
  await deps.provider.interactionFinished(request, response, { login: { accountId: account.subject } }, { mergeWithLastSubmission: false });
  return undefined;
}

function send(deps: InteractionDeps, response: ServerResponse, answer: Answer): void {
  response.writeHead(answer.status, { ...deps.headers, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(answer.html);
}
