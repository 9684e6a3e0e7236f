/**
 * Social login's relying party against the devstack's real OIDC provider: the flow from the authorize URL
 * to a session, and every refusal the contract asks for (docs/EMBEDDED-WALLET.md, "Social login").
 */
import { generateKeyPairSync } from 'node:crypto';
import type * as client from 'openid-client';
import { afterEach, describe, expect, it } from 'vitest';
import { subjectFor } from '../../oidc/accounts.js';
import { OidcAgent } from '../../oidc/testing/oidc-agent.js';
import { SITE_URL } from '../testing/auth-world.js';
import { socialWorld, type SocialWorld } from '../testing/social-world.js';
import { SOCIAL_MESSAGES } from './social-limits.js';
import type { CallbackOutcome } from './social-login.js';

const HOST = 'http://127.0.0.1:5173';
const DEVICE = 'device-social-0123456789';
const ALICE = { create: { username: 'alice', email: 'alice@example.com' } };

let world: SocialWorld | undefined;

afterEach(async () => {
  await world?.close();
  world = undefined;
});

async function open(options: Parameters<typeof socialWorld>[0] = {}): Promise<SocialWorld> {
  world = await socialWorld(options);
  return world;
}

/** Runs the provider's pages for a fresh login; the query of the callback address it ends at. */
async function signInAt(w: SocialWorld, uri: string, choice: Parameters<OidcAgent['signIn']>[1] = ALICE, consent: 'allow' | 'cancel' = 'allow'): Promise<URLSearchParams> {
  const callback = new URL(await new OidcAgent(w.oidc.url).signIn(uri, choice, consent));
  expect(callback.origin + callback.pathname).toBe(`${SITE_URL}/social/callback`);
  return callback.searchParams;
}

function posted(outcome: CallbackOutcome): Extract<CallbackOutcome, { kind: 'post' }> {
  if (outcome.kind !== 'post') throw new Error(`expected a result, got ${JSON.stringify(outcome)}`);
  return outcome;
}

const userCount = (w: SocialWorld) => Number(w.stores.database.one('SELECT COUNT(*) AS n FROM users')!['n']);

describe('social login (relying party)', () => {
  it('signs a new user in: authorize URL with PKCE, provider login, callback, one-time result, session', async () => {
    const w = await open();
    const { uri } = await w.social.start('google', HOST);
    const authorize = new URL(uri);
    expect(authorize.origin).toBe(w.oidc.url);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'google',
      response_type: 'code',
      redirect_uri: `${SITE_URL}/social/callback`,
      scope: 'openid profile email',
      code_challenge_method: 'S256',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });

    const outcome = posted(await w.social.callback(await signInAt(w, uri)));
    expect(outcome).toEqual({ kind: 'post', provider: 'google', hostOrigin: HOST, resultUri: expect.stringMatching(new RegExp(`^${SITE_URL}/social/result\\?token=[A-Za-z0-9_-]{43}$`)) });

    const { token, user } = w.social.redeem({ resultUri: outcome.resultUri, hostOrigin: HOST, deviceId: DEVICE });
    expect(user).toMatchObject({ email: undefined, userName: 'alice', social: { provider: 'google', subject: subjectFor('alice') }, address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) });
    expect(w.sessions.require(token).user.id).toBe(user.id);
    expect(w.stores.keys.sealedFor(user.id)).toBeDefined();

    // The same account again is the same user; the same person at another provider is another one.
    const again = posted(await w.social.callback(await signInAt(w, (await w.social.start('google', HOST)).uri, { subject: subjectFor('alice') })));
    expect(w.social.redeem({ resultUri: again.resultUri, hostOrigin: HOST, deviceId: DEVICE }).user).toMatchObject({ id: user.id, address: user.address });
    const github = posted(await w.social.callback(await signInAt(w, (await w.social.start('github', HOST)).uri, { subject: subjectFor('alice') })));
    expect(w.social.redeem({ resultUri: github.resultUri, hostOrigin: HOST, deviceId: DEVICE }).user.id).not.toBe(user.id);
  });

  it('uses a state once: the same callback again is refused before any exchange, and a replayed code is refused by the provider', async () => {
    const w = await open();
    const query = await signInAt(w, (await w.social.start('google', HOST)).uri);
    posted(await w.social.callback(query));
    expect(await w.social.callback(query)).toEqual({ kind: 'failed', status: 400, title: SOCIAL_MESSAGES.badStateTitle, text: SOCIAL_MESSAGES.badState });

    // A fresh state carrying the old code: the provider refuses the code (used already).
    const fresh = new URL((await w.social.start('google', HOST)).uri).searchParams.get('state')!;
    const replay = new URLSearchParams(query);
    replay.set('state', fresh);
    expect(await w.social.callback(replay)).toMatchObject({ kind: 'failed', status: 400, title: SOCIAL_MESSAGES.refusedTitle, text: expect.stringContaining('invalid_grant') });
    expect(userCount(w)).toBe(1);
  });

  it('refuses an unknown, missing or expired state, and shows the provider’s refusal in words', async () => {
    const w = await open();
    for (const state of ['', 'not-a-state', 'A'.repeat(43), `${'A'.repeat(43)}.%%%`]) {
      expect(await w.social.callback(new URLSearchParams({ code: 'x', state }))).toMatchObject({ kind: 'failed', title: SOCIAL_MESSAGES.badStateTitle });
    }
    const late = await w.social.start('google', HOST);
    const query = await signInAt(w, late.uri);
    w.advance(10 * 60_000);
    expect(await w.social.callback(query)).toMatchObject({ kind: 'failed', title: SOCIAL_MESSAGES.expiredTitle });

    const cancelled = await signInAt(w, (await w.social.start('discord', HOST)).uri, ALICE, 'cancel');
    expect(await w.social.callback(cancelled)).toMatchObject({
      kind: 'failed',
      title: SOCIAL_MESSAGES.refusedTitle,
      text: 'The provider answered “access_denied”: The person cancelled the sign-in. Start again from the site.',
    });
    expect(userCount(w)).toBe(0);
  });

  it('verifies the ID token’s signature: a token with changed claims, or signed by another key, signs nobody in', async () => {
    const foreignKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    let tamper: ((idToken: string) => string) | undefined;
    const fetchThatTampers: client.CustomFetch = async (url, options) => {
      const response = await fetch(url, options as RequestInit);
      if (!tamper || !url.endsWith('/token') || !response.ok) return response;
      const body = (await response.json()) as { id_token: string };
      return Response.json({ ...body, id_token: tamper(body.id_token) }, { status: response.status });
    };
    const w = await open({ fetch: fetchThatTampers });
    const { createSign } = await import('node:crypto');
    const reSigned = (idToken: string) => {
      const [header, payload] = idToken.split('.');
      const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(foreignKey).toString('base64url');
      return `${header}.${payload}.${signature}`;
    };
    const otherSubject = (idToken: string) => {
      const [header, payload, signature] = idToken.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
      return `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'mallory' })).toString('base64url')}.${signature}`;
    };
    for (const change of [otherSubject, reSigned]) {
      tamper = change;
      const outcome = await w.social.callback(await signInAt(w, (await w.social.start('google', HOST)).uri));
      expect(outcome).toEqual({ kind: 'failed', status: 400, title: SOCIAL_MESSAGES.unverifiedTitle, text: SOCIAL_MESSAGES.unverified });
    }
    expect(userCount(w)).toBe(0);
    tamper = undefined;
    posted(await w.social.callback(await signInAt(w, (await w.social.start('google', HOST)).uri)));
    expect(userCount(w)).toBe(1);
  });

  it('redeems a result once, only for the host origin it was made for, within 5 minutes', async () => {
    const w = await open();
    const result = async () => posted(await w.social.callback(await signInAt(w, (await w.social.start('x', HOST)).uri))).resultUri;
    const refused = (resultUri: string, hostOrigin = HOST) => () => w.social.redeem({ resultUri, hostOrigin, deviceId: DEVICE });

    const first = await result();
    expect(refused(first, 'http://127.0.0.1:6666')).toThrow(SOCIAL_MESSAGES.badResult);
    expect(refused(first.replace(SITE_URL, 'http://127.0.0.1:6666'))).toThrow(SOCIAL_MESSAGES.badResult);
    expect(refused(first.replace('/social/result', '/social/other'))).toThrow(SOCIAL_MESSAGES.badResult);
    expect(refused('not a uri')).toThrow(SOCIAL_MESSAGES.badResult);
    w.social.redeem({ resultUri: first, hostOrigin: HOST, deviceId: DEVICE });
    expect(refused(first)).toThrow(SOCIAL_MESSAGES.badResult);

    const late = await result();
    w.advance(5 * 60_000);
    expect(refused(late)).toThrow(SOCIAL_MESSAGES.badResult);
  });

  it('sends a Telegram page back to its own address with the result, and refuses an address on another origin', async () => {
    const w = await open();
    const withPage = async (address: string) => {
      const uri = new URL((await w.social.start('apple', HOST)).uri);
      uri.searchParams.set('state', `${uri.searchParams.get('state')}.${Buffer.from(address).toString('base64url')}`);
      return w.social.callback(await signInAt(w, uri.href));
    };

    const outcome = await withPage(`${HOST}/app?tab=wallet#top`);
    if (outcome.kind !== 'redirect') throw new Error(JSON.stringify(outcome));
    const back = new URL(outcome.location);
    expect(back.origin + back.pathname + back.hash).toBe(`${HOST}/app#top`);
    expect(back.searchParams.get('tab')).toBe('wallet');
    const resultUri = back.searchParams.get('wp_social_result')!;
    expect(w.social.redeem({ resultUri, hostOrigin: HOST, deviceId: DEVICE }).user.userName).toBe('alice');

    for (const address of ['http://127.0.0.1:6666/app', 'javascript:alert(1)', `${HOST.replace('http:', 'https:')}/app`, 'not an address']) {
      expect(await withPage(address)).toMatchObject({ kind: 'failed', title: SOCIAL_MESSAGES.badReturnTitle });
    }
    expect(userCount(w)).toBe(1);
  });
});
