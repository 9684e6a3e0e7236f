/**
 * The secure site's social login over HTTP, with the devstack's OIDC provider and no browser (OidcAgent
 * plays the person): the loading page, the callback page (the result in a JSON data block for the opener,
 * the host origin as the exact target, CSP without inline script), the Telegram redirect, pages in words for
 * a bad state or a provider error, and the API's own origin check before a login starts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../chains/index.js';
import { startOidc, type RunningOidc } from '../../oidc/index.js';
import { OidcAgent } from '../../oidc/testing/oidc-agent.js';
import { API } from '../shared/api-types.js';
import { SOCIAL_RESULT_ELEMENT_ID } from '../shared/social-page.js';
import { startSecureSite, type RunningSecureSite } from '../index.js';

// Nothing answers here: the site finds no project origins (127.0.0.1 stays allowed) and sends no mail.
const NOWHERE = 'http://127.0.0.1:9';
const HOST = 'http://127.0.0.1:5173';
const ALICE = { create: { username: 'alice', email: 'alice@example.com' } };

let oidc: RunningOidc;
let site: RunningSecureSite;

beforeAll(async () => {
  const sitePort = await freePort();
  oidc = await startOidc({ port: 0, secureSiteUrl: `http://127.0.0.1:${sitePort}` });
  site = await startSecureSite({
    port: sitePort,
    cloudUrl: NOWHERE,
    chains: [{ chainId: 31337, name: 'Walletport Devnet A', rpcUrl: NOWHERE }],
    smtp: { host: '127.0.0.1', port: 9 },
    oidcIssuerUrl: oidc.url,
  });
}, 30_000);

afterAll(async () => {
  await site?.stop();
  await oidc?.stop();
});

/** The frame's own API call (same origin). */
async function api<T>(path: string, body: object): Promise<{ status: number; body: T }> {
  const response = await fetch(`${site.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: site.url }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

async function authorizeUri(hostOrigin = HOST): Promise<string> {
  const answer = await api<{ uri: string }>(API.socialRedirect, { provider: 'github', hostOrigin, projectId: 'social-test' });
  expect(answer.status).toBe(200);
  return answer.body.uri;
}

describe('the secure site’s social login pages', () => {
  it('serves the popup’s Loading… page under its CSP', async () => {
    const response = await fetch(`${site.url}/social/loading`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect(await response.text()).toContain('<p role="status">Loading…</p>');
  });

  it('answers the callback with a page that posts the result to the stored host origin, from a script file', async () => {
    const callback = await new OidcAgent(oidc.url).signIn(await authorizeUri(), ALICE);
    expect((await fetch(callback, { method: 'HEAD' })).status).toBe(405);
    const response = await fetch(callback);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await response.text();
    expect(html).toContain('<h1>Signed in with GitHub</h1>');
    expect(html).toContain('<script type="module" src="/social/callback.js"></script>');
    const block = new RegExp(`<script type="application/json" id="${SOCIAL_RESULT_ELEMENT_ID}">(.*?)</script>`).exec(html)!;
    const data = JSON.parse(block[1]!) as { resultUri: string; targetOrigin: string };
    expect(data).toEqual({ resultUri: expect.stringMatching(new RegExp(`^${site.url}/social/result\\?token=[A-Za-z0-9_-]{43}$`)), targetOrigin: HOST });
    // Every script on the page is the file or the data block: nothing inline for the CSP to refuse.
    expect(html.match(/<script\b[^>]*>/g)).toEqual([`<script type="application/json" id="${SOCIAL_RESULT_ELEMENT_ID}">`, '<script type="module" src="/social/callback.js">']);
    const script = await fetch(`${site.url}/social/callback.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain('postMessage');

    // Opening the same callback again: the state is used up; the page says so, in words.
    const again = await fetch(callback);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('<h1>This sign-in link does not work</h1>');

    const connected = await api<{ token: string; user: { userName: string; socialProvider: string } }>(API.socialConnect, {
      resultUri: data.resultUri,
      hostOrigin: HOST,
      deviceId: 'device-social-0123456789',
    });
    expect(connected.body.user).toMatchObject({ userName: 'alice', socialProvider: 'github', chainId: 31337 });
    expect((await api(API.socialConnect, { resultUri: data.resultUri, hostOrigin: HOST, deviceId: 'device-social-0123456789' })).status).toBe(400);
  });

  it('sends a Telegram page back to its own address with wp_social_result, and only on its origin', async () => {
    const withAddress = async (address: string) => {
      const uri = new URL(await authorizeUri());
      uri.searchParams.set('state', `${uri.searchParams.get('state')}.${Buffer.from(address).toString('base64url')}`);
      return fetch(await new OidcAgent(oidc.url).signIn(uri.href, ALICE), { redirect: 'manual' });
    };
    const back = await withAddress(`${HOST}/wallet?x=1`);
    expect(back.status).toBe(200);
    // The page's script goes there (a 303 would meet the provider's form-action); the link is for no script.
    const page = await back.text();
    const data = JSON.parse(/<script type="application\/json" id="social-result">(.*?)<\/script>/.exec(page)![1]!) as { returnTo: string };
    expect(page).toContain(`<a href="${data.returnTo.replace(/&/g, '&amp;')}">Continue to the site</a>`);
    const location = new URL(data.returnTo);
    expect(location.origin + location.pathname).toBe(`${HOST}/wallet`);
    expect(location.searchParams.get('wp_social_result')).toMatch(new RegExp(`^${site.url}/social/result\\?token=`));

    const elsewhere = await withAddress('http://127.0.0.1:6666/wallet');
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.headers.get('location')).toBeNull();
    expect(await elsewhere.text()).toContain('<h1>This sign-in cannot go back to that page</h1>');
  });

  it('shows the provider’s refusal and a missing state as pages, not crashes', async () => {
    const cancelled = await fetch(await new OidcAgent(oidc.url).signIn(await authorizeUri(), ALICE, 'cancel'));
    expect(cancelled.status).toBe(400);
    expect(await cancelled.text()).toContain('The provider answered “access_denied”: The person cancelled the sign-in.');
    const bare = await fetch(`${site.url}/social/callback`);
    expect(bare.status).toBe(400);
    expect(await bare.text()).toContain('<h1>This sign-in link does not work</h1>');
  });

  it('starts a login only for a host origin the project allows, and only one of the six providers', async () => {
    expect(await api(API.socialRedirect, { provider: 'github', hostOrigin: 'https://evil.example', projectId: 'social-test' })).toEqual({
      status: 403,
      body: { message: 'unverified_domain' },
    });
    for (const body of [
      { provider: 'myspace', hostOrigin: HOST, projectId: 'p' },
      { provider: 'github', hostOrigin: `${HOST}/path`, projectId: 'p' },
      { provider: 'github', hostOrigin: HOST },
    ]) {
      expect(await api(API.socialRedirect, body)).toEqual({ status: 400, body: { message: 'Invalid payload' } });
    }
  });
});
