/**
 * Social login, the relying party's side (docs/EMBEDDED-WALLET.md, "Social login"):
 * - start: a random `state` (single use, 10 minutes) and a PKCE verifier, stored with the provider and the
 *   host page's origin; the answer is the provider's authorize URL;
 * - callback: the state checked and used up before anything else, the code exchanged with the verifier, the
 *   ID token verified (signature, issuer, audience, expiry), the user found or created for (provider, sub)
 *   with their wallet key, and a one-time result token (5 minutes) handed back in `resultUri`;
 * - redeem: the frame's CONNECT_SOCIAL turns the result token, once and only for the same host origin, into
 *   a session.
 */
import * as client from 'openid-client';
import { z } from 'zod';
import { PublicError } from '../../mail/http-server.js';
import type { KeyVault } from '../custody/key-vault.js';
import type { SecureSiteStores } from '../db/stores.js';
import type { User } from '../db/users.store.js';
import { SOCIAL_LOGIN_LIFETIME_MS, SOCIAL_MESSAGES, SOCIAL_RESULT_LIFETIME_MS } from './social-limits.js';
import type { OidcClients } from './oidc-clients.js';
import { hashSecret, randomId, randomToken } from './secrets.js';
import type { Sessions } from './sessions.js';
import { pageReturnUrl, splitState } from './social-return.js';

export const SOCIAL_RESULT_PATH = '/social/result';
export const SOCIAL_CALLBACK_PATH = '/social/callback';

export type SocialLoginDeps = {
  stores: SecureSiteStores;
  vault: KeyVault;
  sessions: Sessions;
  clients: OidcClients;
  /** The secure site's own URL (known once its server listens). */
  siteUrl: () => string;
  now: () => number;
};

/** What the callback page does: post to the opener, redirect the page (Telegram), or say what went wrong. */
export type CallbackOutcome =
  | { kind: 'post'; provider: string; resultUri: string; hostOrigin: string }
  | { kind: 'redirect'; provider: string; location: string }
  | { kind: 'failed'; status: number; title: string; text: string };

/** The claims a social login reads from the verified ID token. */
const idTokenClaims = z.object({
  sub: z.string().min(1).max(255),
  name: z.string().max(256).optional(),
  preferred_username: z.string().max(256).optional(),
  email: z.string().max(256).optional(),
});

const failed = (status: number, title: string, text: string): CallbackOutcome => ({ kind: 'failed', status, title, text });

export class SocialLogin {
  readonly #deps: SocialLoginDeps;

  constructor(deps: SocialLoginDeps) {
    this.#deps = deps;
  }

  async start(provider: string, hostOrigin: string): Promise<{ uri: string }> {
    const { clients, stores, now } = this.#deps;
    const config = await this.#config(provider);
    const state = randomToken();
    const codeVerifier = client.randomPKCECodeVerifier();
    const started = now();
    stores.socialLogins.insert({ stateHash: hashSecret(state), provider, hostOrigin, codeVerifier, now: started, expiresAt: started + SOCIAL_LOGIN_LIFETIME_MS });
    const uri = client.buildAuthorizationUrl(config, {
      redirect_uri: clients.redirectUri,
      scope: 'openid profile email',
      state,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      // A person may want another account each time; the provider remembers consent per account.
      prompt: 'login',
    });
    return { uri: uri.href };
  }

  /** Handles `/social/callback?…`; never throws for anything the request carries. */
  async callback(query: URLSearchParams): Promise<CallbackOutcome> {
    const { stores, now } = this.#deps;
    const split = splitState(query.get('state') ?? '');
    const stateHash = split && hashSecret(split.state);
    const login = stateHash && stores.socialLogins.byStateHash(stateHash);
    if (!split || !stateHash || !login || login.used) return failed(400, SOCIAL_MESSAGES.badStateTitle, SOCIAL_MESSAGES.badState);
    if (!stores.socialLogins.markUsed(stateHash, now())) return failed(400, SOCIAL_MESSAGES.badStateTitle, SOCIAL_MESSAGES.badState);
    if (now() >= login.expiresAt) return failed(400, SOCIAL_MESSAGES.expiredTitle, SOCIAL_MESSAGES.expired);
    if (split.pageAddress !== undefined && pageReturnUrl(split.pageAddress, login.hostOrigin, 'x') === undefined) {
      return failed(400, SOCIAL_MESSAGES.badReturnTitle, SOCIAL_MESSAGES.badReturn);
    }
    const providerError = query.get('error');
    if (providerError !== null) {
      const description = query.get('error_description');
      return failed(400, SOCIAL_MESSAGES.refusedTitle, `The provider answered “${providerError}”${description ? `: ${description}` : ''}. Start again from the site.`);
    }

    let claims: z.infer<typeof idTokenClaims>;
    try {
      claims = await this.#exchange(login.provider, query, split.state, login.codeVerifier);
    } catch (error) {
      return exchangeFailure(error);
    }
    const user = this.#findOrCreate(login.provider, claims);
    const resultToken = randomToken();
    stores.database.mutate(() => stores.socialLogins.complete(stateHash, user.id, hashSecret(resultToken), now() + SOCIAL_RESULT_LIFETIME_MS));
    const resultUri = `${this.#deps.siteUrl()}${SOCIAL_RESULT_PATH}?token=${encodeURIComponent(resultToken)}`;
    if (split.pageAddress !== undefined) return { kind: 'redirect', provider: login.provider, location: pageReturnUrl(split.pageAddress, login.hostOrigin, resultUri)! };
    return { kind: 'post', provider: login.provider, resultUri, hostOrigin: login.hostOrigin };
  }

  /**
   * CONNECT_SOCIAL: the result URI (this site's `/social/result?token=`) becomes a session, once, for the host
   * origin the login was started for. Throws 'Social login failed…' for anything else.
   */
  redeem(input: { resultUri: string; hostOrigin: string; deviceId: string }): { token: string; user: User } {
    const { stores, sessions, now } = this.#deps;
    const resultToken = this.#resultToken(input.resultUri);
    const resultHash = resultToken && hashSecret(resultToken);
    const login = resultHash && stores.socialLogins.byResultHash(resultHash);
    if (!resultHash || !login || !login.userId || login.redeemed || login.hostOrigin !== input.hostOrigin || now() >= (login.resultExpiresAt ?? 0)) {
      throw new PublicError(400, SOCIAL_MESSAGES.badResult);
    }
    const userId = login.userId;
    const token = stores.database.mutate(() => {
      if (!stores.socialLogins.markRedeemed(resultHash, now())) throw new PublicError(400, SOCIAL_MESSAGES.badResult);
      return sessions.start(userId, hashSecret(input.deviceId));
    });
    return { token, user: stores.users.byId(userId)! };
  }

  async #config(provider: string): Promise<client.Configuration> {
    try {
      return await this.#deps.clients.config(provider);
    } catch (error) {
      console.error(`[secure-site] OIDC discovery failed: ${describe(error)}`);
      throw new PublicError(502, SOCIAL_MESSAGES.providerUnreachable);
    }
  }

  /** The code for tokens, with the PKCE verifier; the ID token's signature and claims verified. */
  async #exchange(provider: string, query: URLSearchParams, state: string, codeVerifier: string): Promise<z.infer<typeof idTokenClaims>> {
    const config = await this.#deps.clients.config(provider);
    // What the provider redirected to, with the state as the site made it (a Telegram suffix was split off).
    const current = new URL(this.#deps.clients.redirectUri);
    for (const [name, value] of query) current.searchParams.append(name, name === 'state' ? state : value);
    const tokens = await client.authorizationCodeGrant(config, current, { pkceCodeVerifier: codeVerifier, expectedState: state, idTokenExpected: true });
    return idTokenClaims.parse(tokens.claims());
  }

  #findOrCreate(provider: string, claims: z.infer<typeof idTokenClaims>): User {
    const { stores, vault, now } = this.#deps;
    const social = { provider, subject: claims.sub };
    const userName = claims.name || claims.preferred_username || claims.email || claims.sub;
    return stores.database.mutate(() => {
      const known = stores.users.bySocial(social);
      if (known) {
        if (known.userName !== userName) stores.users.setUserName(known.id, userName);
        return { ...known, userName };
      }
      const id = randomId();
      const address = vault.createFor(id, now());
      stores.users.insertSocial({ id, social, userName, address, createdAt: now() });
      return stores.users.byId(id)!;
    });
  }

  #resultToken(resultUri: string): string | undefined {
    try {
      const url = new URL(resultUri);
      if (url.origin !== new URL(this.#deps.siteUrl()).origin || url.pathname !== SOCIAL_RESULT_PATH) return undefined;
      return url.searchParams.get('token') ?? undefined;
    } catch {
      return undefined;
    }
  }
}

/** Words for a failed exchange: the provider refused the code, its answer did not verify, or it was away. */
function exchangeFailure(error: unknown): CallbackOutcome {
  if (error instanceof client.ResponseBodyError) {
    return failed(400, SOCIAL_MESSAGES.refusedTitle, `The provider refused the sign-in code (${error.error}): it was used already or expired. Start again from the site.`);
  }
  // fetch's own failures: no connection (TypeError 'fetch failed') or the request's timeout.
  if ((error instanceof TypeError && error.message === 'fetch failed') || (error instanceof DOMException && error.name === 'TimeoutError')) {
    console.error(`[secure-site] the OIDC provider could not be reached: ${describe(error)}`);
    return failed(502, SOCIAL_MESSAGES.providerUnreachableTitle, SOCIAL_MESSAGES.providerUnreachable);
  }
  console.error(`[secure-site] the OIDC provider’s answer did not verify: ${describe(error)}`);
  return failed(400, SOCIAL_MESSAGES.unverifiedTitle, SOCIAL_MESSAGES.unverified);
}

/** One line for the log: the error and what caused it. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}
