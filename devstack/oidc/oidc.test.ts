/**
 * The devstack's OIDC provider, spoken to as the secure site speaks to it (openid-client@6) and driven as a
 * person would through its pages (OidcAgent, a cookie-keeping fetch): discovery, the code flow with PKCE,
 * the claims in the ID token, and the refusals: no PKCE, a replayed code, a foreign redirect URI, a form
 * posted from another origin.
 */
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_COOKIE_NAMES, socialCallbackUrl, startOidc, type RunningOidc } from './index.js';
import { subjectFor } from './accounts.js';
import { OidcAgent } from './testing/oidc-agent.js';

const SECURE_SITE = 'http://127.0.0.1:4399';
const CALLBACK = socialCallbackUrl(SECURE_SITE);

let oidc: RunningOidc;
let google: client.Configuration;

beforeAll(async () => {
  oidc = await startOidc({ port: 0, secureSiteUrl: SECURE_SITE, accounts: [{ username: 'alice', email: 'alice@example.com' }] });
  google = await configFor('google');
});

afterAll(async () => {
  await oidc?.stop();
});

async function configFor(clientId: string): Promise<client.Configuration> {
  const config = await client.discovery(new URL(oidc.url), clientId, { redirect_uris: [CALLBACK] }, client.None(), { execute: [client.allowInsecureRequests] });
  client.enableNonRepudiationChecks(config);
  return config;
}

async function authorization(config = google, extra: Record<string, string> = {}) {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: CALLBACK,
    scope: 'openid profile email',
    state,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...extra,
  });
  return { url: url.href, verifier, state };
}

describe('the devstack OIDC provider', () => {
  it('publishes the code flow with PKCE (S256) for its issuer, on 127.0.0.1', () => {
    expect(oidc.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const metadata = google.serverMetadata();
    expect(metadata.issuer).toBe(oidc.url);
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.authorization_response_iss_parameter_supported).toBe(true);
  });

  it('runs the code flow for each of the six clients: a new account, consent, a signed ID token with sub, name and email', async () => {
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord']) {
      const config = provider === 'google' ? google : await configFor(provider);
      const agent = new OidcAgent(oidc.url);
      const { url, verifier, state } = await authorization(config);
      const callback = await agent.signIn(url, { create: { username: `Bob ${provider}`, email: `bob.${provider}@example.com` } });
      expect(callback.startsWith(`${CALLBACK}?`)).toBe(true);
      const tokens = await client.authorizationCodeGrant(config, new URL(callback), { pkceCodeVerifier: verifier, expectedState: state, idTokenExpected: true });
      expect(tokens.claims()).toMatchObject({
        iss: oidc.url,
        aud: provider,
        sub: subjectFor(`Bob ${provider}`),
        name: `Bob ${provider}`,
        preferred_username: `Bob ${provider}`,
        email: `bob.${provider}@example.com`,
      });
    }
  });

  it('lets a person continue as an existing account, and refuses a replayed code', async () => {
    const agent = new OidcAgent(oidc.url);
    const { url, verifier, state } = await authorization();
    const callback = await agent.signIn(url, { subject: subjectFor('alice') });
    const tokens = await client.authorizationCodeGrant(google, new URL(callback), { pkceCodeVerifier: verifier, expectedState: state });
    expect(tokens.claims()).toMatchObject({ sub: subjectFor('alice'), email: 'alice@example.com' });
    await expect(client.authorizationCodeGrant(google, new URL(callback), { pkceCodeVerifier: verifier, expectedState: state })).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('refuses a code exchanged with the wrong PKCE verifier', async () => {
    const agent = new OidcAgent(oidc.url);
    const { url, state } = await authorization();
    const callback = await agent.signIn(url, { subject: subjectFor('alice') });
    await expect(
      client.authorizationCodeGrant(google, new URL(callback), { pkceCodeVerifier: client.randomPKCECodeVerifier(), expectedState: state }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('requires PKCE: an authorization request without a code challenge comes back as an error', async () => {
    const plain = client.buildAuthorizationUrl(google, { redirect_uri: CALLBACK, scope: 'openid', state: 'abc' });
    const page = await new OidcAgent(oidc.url).open(plain.href);
    const answer = new URL(page.url);
    expect(answer.origin + answer.pathname).toBe(CALLBACK);
    expect(answer.searchParams.get('error')).toBe('invalid_request');
    expect(answer.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('shows a readable error page, not a redirect, for a redirect URI it does not know', async () => {
    const { url } = await authorization();
    const foreign = new URL(url);
    foreign.searchParams.set('redirect_uri', 'http://127.0.0.1:9/elsewhere');
    const page = await new OidcAgent(oidc.url).open(foreign.href);
    expect(page.status).toBe(400);
    expect(page.html).toContain('<h1>Sign-in failed</h1>');
    expect(page.html).toMatch(/redirect_uri/);
  });

  it('serves accessible pages under a strict CSP, with cookies of its own names, and cancels on request', async () => {
    const agent = new OidcAgent(oidc.url);
    const { url } = await authorization();
    const first = await fetch(url, { redirect: 'manual' });
    const cookieNames = first.headers.getSetCookie().map((line) => line.split('=')[0]);
    expect(cookieNames.length).toBeGreaterThan(0);
    // Each cookie comes with its signature cookie (`<name>.sig`).
    expect(cookieNames.every((name) => (Object.values(OIDC_COOKIE_NAMES) as string[]).includes(name!.replace(/\.sig$/, '')))).toBe(true);

    const login = await agent.open(url);
    expect(login.html).toContain('<h1>Sign in with Google</h1>');
    expect(login.html).toContain('<button type="submit">Continue as alice</button>');
    expect(login.html).toContain('<label for="username">Username</label>');
    expect(login.html).toContain('<label for="email">Email</label>');
    expect(login.html).toContain('<button type="submit">Create account</button>');
    expect(login.html).not.toMatch(/<script/);
    const headers = (await fetch(login.url)).headers;
    expect(headers.get('content-security-policy')).toBe(
      `default-src 'none'; style-src 'self'; script-src 'self'; form-action 'self' ${SECURE_SITE}; frame-ancestors 'none'; base-uri 'none'`,
    );

    const refused = await agent.submit(login.url, '/create', { username: 'x', email: 'not an address' });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('<p role="alert" class="problem">Enter an email address like name@example.com</p>');
    expect(refused.html).toContain('value="not an address"');

    const forged = await agent.submit(login.url, '/login', { subject: subjectFor('alice') }, 'http://127.0.0.1:9');
    expect(forged.status).toBe(403);

    const cancelled = new URL(await agent.signIn(url, { subject: subjectFor('alice') }, 'cancel'));
    expect(cancelled.searchParams.get('error')).toBe('access_denied');
  });

  it('gives a username the same subject in every run, so the secure site finds the same user', async () => {
    const again = await startOidc({ port: 0, secureSiteUrl: SECURE_SITE });
    try {
      const config = await client.discovery(new URL(again.url), 'x', { redirect_uris: [CALLBACK] }, client.None(), { execute: [client.allowInsecureRequests] });
      const verifier = client.randomPKCECodeVerifier();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: CALLBACK,
        scope: 'openid profile email',
        state: 's',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      });
      const callback = await new OidcAgent(again.url).signIn(url.href, { create: { username: 'ALICE', email: 'alice@example.com' } });
      const tokens = await client.authorizationCodeGrant(config, new URL(callback), { pkceCodeVerifier: verifier, expectedState: 's' });
      expect(tokens.claims()?.sub).toBe(subjectFor('alice'));
    } finally {
      await again.stop();
    }
  });
});
