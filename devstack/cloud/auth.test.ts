import { decodeJwt } from 'jose';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEV_ACCOUNTS } from '../config.js';
import { ISSUED_AT_SKEW_MS } from './auth/check-message.js';
import { NONCE_TOKEN_LIFETIME_S } from './auth/nonce-token.js';
import { SESSION_MAX_LIFETIME_S } from './auth/session-token.js';
import { startChainWorld, type ChainWorld } from './testing/chain-world.js';
import { admin, startTestCloud, temporaryDataDir, urlOf } from './testing/cloud-client.js';
import { reasonNames } from './testing/error-body.js';
import { authenticate, getSession, requestNonce, signInWithEthereum, signOut, signSignInMessage } from './testing/sign-in.js';

const alice = privateKeyToAccount(DEV_ACCOUNTS[1].privateKey);
const bob = privateKeyToAccount(DEV_ACCOUNTS[2].privateKey);
const DEMO_ORIGIN = 'http://127.0.0.1:5173';
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The cloud's clock: the real one moved by `clockOffsetMs`, so tests can age tokens without waiting. */
let clockOffsetMs = 0;
const cloudNow = () => new Date(Date.now() + clockOffsetMs);

let world: ChainWorld;

beforeAll(async () => {
  world = await startChainWorld({ now: cloudNow });
}, 120_000);
afterAll(() => world.stop());
beforeEach(async () => {
  clockOffsetMs = 0;
  await admin.delete(world.cloud, 'siwx-sessions');
  await admin.delete(world.cloud, 'faults');
});

/** Runs a sign-in expected to fail with 401 and answers its reason names. */
async function refusedWith(result: { status: number; body: unknown }): Promise<string[]> {
  expect(result.status).toBe(401);
  return reasonNames(result.body);
}

describe('sign-in, session, sign-out', () => {
  it('signs an EOA in, answers its claims, and signs it out', async () => {
    const signedIn = await signInWithEthereum(world.cloud, alice, { statement: 'Sign in to the demo' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.token).toEqual(expect.any(String));

    const me = await getSession(world.cloud, signedIn.token);
    expect(me.status).toBe(200);
    expect(Object.keys(me.body as object).sort()).toEqual(
      ['aud', 'iss', 'exp', 'sub', 'address', 'chainId', 'chainNamespace', 'caip2Network', 'uri', 'domain', 'nonce'].sort(),
    );
    expect(me.body).toMatchObject({
      aud: 'devstacktest',
      iss: world.cloud.url,
      sub: `eip155:31337:${alice.address}`,
      address: alice.address,
      chainId: 31337,
      chainNamespace: 'eip155',
      caip2Network: 'eip155:31337',
      uri: 'http://localhost',
      domain: 'localhost',
      nonce: signedIn.nonce.nonce,
    });
    const claims = decodeJwt(signedIn.token ?? '');
    expect(claims.jti).toEqual(expect.any(String));
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(SESSION_MAX_LIFETIME_S);

    const sessions = await admin.get(world.cloud, 'siwx-sessions');
    expect(sessions.body).toEqual({
      sessions: [
        {
          jti: claims.jti,
          address: alice.address,
          chainId: 31337,
          domain: 'localhost',
          issuedAt: expect.any(String),
          expiresAt: new Date((claims.exp ?? 0) * 1000).toISOString(),
          revoked: false,
        },
      ],
    });

    const out = await signOut(world.cloud, signedIn.token);
    expect(out.status).toBe(204);
    expect(await refusedWith(await getSession(world.cloud, signedIn.token))).toEqual(['token']);
    expect(await refusedWith(await signOut(world.cloud, signedIn.token))).toEqual(['token']);
    expect(((await admin.get(world.cloud, 'siwx-sessions')).body as { sessions: { revoked: boolean }[] }).sessions[0]?.revoked).toBe(true);
  });

  it('binds the domain to the Origin header when there is one', async () => {
    const fromDemo = await signInWithEthereum(world.cloud, alice, { origin: DEMO_ORIGIN });
    expect(fromDemo.status).toBe(200);
    expect((await getSession(world.cloud, fromDemo.token)).body).toMatchObject({ domain: '127.0.0.1:5173', uri: DEMO_ORIGIN });

    const phished = await signInWithEthereum(world.cloud, alice, { origin: DEMO_ORIGIN, domain: 'evil.example' });
    expect(await refusedWith(phished)).toEqual(['domain']);
    const otherPort = await signInWithEthereum(world.cloud, alice, { origin: DEMO_ORIGIN, domain: '127.0.0.1:5174' });
    expect(await refusedWith(otherPort)).toEqual(['domain']);
  });

  it('with an Origin, the domain must also be an allowed origin of the project (issue 25)', async () => {
    // A site of its own sends its own Origin and a message naming itself: the header alone proves nothing.
    const evil = await signInWithEthereum(world.cloud, alice, { origin: 'https://evil.example' });
    expect(evil.signed.data.domain).toBe('evil.example');
    expect(await refusedWith(evil)).toEqual(['domain']);

    const settings = (await admin.get(world.cloud, 'settings')).body as { allowedOrigins: string[] };
    try {
      await admin.put(world.cloud, 'settings', { allowedOrigins: [...settings.allowedOrigins, 'https://dapp.example'] });
      expect((await signInWithEthereum(world.cloud, alice, { origin: 'https://dapp.example' })).status).toBe(200);
      // Listed for https only: the same host over http is another origin.
      expect(await refusedWith(await signInWithEthereum(world.cloud, alice, { origin: 'http://dapp.example' }))).toEqual(['domain']);
    } finally {
      await admin.put(world.cloud, 'settings', { allowedOrigins: settings.allowedOrigins });
    }
  });

  it('without Origin accepts only the domains of the signInDomains option', async () => {
    expect(await refusedWith(await signInWithEthereum(world.cloud, alice, { domain: 'evil.example' }))).toEqual(['domain']);
  });

  it('caps the session at the message expirationTime', async () => {
    const expirationTime = new Date(Date.now() + 30 * MINUTE_MS);
    const signedIn = await signInWithEthereum(world.cloud, alice, { expirationTime });
    expect(signedIn.status).toBe(200);
    expect(decodeJwt(signedIn.token ?? '').exp).toBe(Math.floor(expirationTime.getTime() / 1000));
  });
});

describe('authenticate refusals (401)', () => {
  it('refuses a signature by another key, and the nonce is spent by that attempt', async () => {
    const nonce = await requestNonce(world.cloud);
    const forged = await signInWithEthereum(world.cloud, alice, { nonce, signer: bob });
    expect(await refusedWith(forged)).toEqual(['signature']);
    const retried = await signInWithEthereum(world.cloud, alice, { nonce });
    expect(await refusedWith(retried)).toEqual(['nonce']);
  });

  it('refuses a replayed nonce', async () => {
    const first = await signInWithEthereum(world.cloud, alice);
    expect(first.status).toBe(200);
    const replayed = await authenticate(world.cloud, first.nonce.token, first.signed);
    expect(await refusedWith(replayed)).toEqual(['nonce']);
  });

  it('refuses an expired message and one not valid yet', async () => {
    const expired = await signInWithEthereum(world.cloud, alice, {
      issuedAt: new Date(Date.now() - 10 * MINUTE_MS),
      expirationTime: new Date(Date.now() - MINUTE_MS),
    });
    expect(await refusedWith(expired)).toEqual(['expirationTime']);
    const early = await signInWithEthereum(world.cloud, alice, { notBefore: new Date(Date.now() + 5 * MINUTE_MS) });
    expect(await refusedWith(early)).toEqual(['notBefore']);
  });

  it('refuses a message issued in the future beyond the clock skew, and accepts one within it (issue 25)', async () => {
    const later = await signInWithEthereum(world.cloud, alice, { issuedAt: new Date(Date.now() + ISSUED_AT_SKEW_MS + MINUTE_MS) });
    expect(await refusedWith(later)).toEqual(['issuedAt']);
    // A page whose clock runs a little ahead of the server's is still served.
    expect((await signInWithEthereum(world.cloud, alice, { issuedAt: new Date(Date.now() + ISSUED_AT_SKEW_MS / 2) })).status).toBe(200);
  });

  it('refuses an unsupported chain', async () => {
    expect(await refusedWith(await signInWithEthereum(world.cloud, alice, { chainId: 31339 }))).toEqual(['chainId']);
  });

  it('refuses data that disagrees with the signed message, and a message that is not one', async () => {
    const { nonce, token } = await requestNonce(world.cloud);
    const signed = await signSignInMessage(alice, nonce);
    const otherAddress = await authenticate(world.cloud, token, { ...signed, data: { ...signed.data, accountAddress: bob.address } });
    expect(await refusedWith(otherAddress)).toEqual(['accountAddress']);

    const second = await requestNonce(world.cloud);
    const signedTwo = await signSignInMessage(alice, second.nonce);
    const otherUri = await authenticate(world.cloud, second.token, { ...signedTwo, data: { ...signedTwo.data, uri: 'http://localhost/x' } });
    expect(await refusedWith(otherUri)).toEqual(['uri']);

    const third = await requestNonce(world.cloud);
    const signedThree = await signSignInMessage(alice, third.nonce);
    const notSiwe = await authenticate(world.cloud, third.token, { ...signedThree, message: 'hello' });
    expect(await refusedWith(notSiwe)).toEqual(['message']);
  });

  it('refuses a nonce other than the token one', async () => {
    const { token } = await requestNonce(world.cloud);
    const other = await requestNonce(world.cloud);
    const signed = await signSignInMessage(alice, other.nonce);
    expect(await refusedWith(await authenticate(world.cloud, token, signed))).toEqual(['nonce']);
  });

  it('refuses a missing, forged, expired or other-project nonce token', async () => {
    const { nonce, token } = await requestNonce(world.cloud);
    const signed = await signSignInMessage(alice, nonce);
    expect(await refusedWith(await authenticate(world.cloud, undefined, signed))).toEqual(['nonce']);
    expect(await refusedWith(await authenticate(world.cloud, 'not-a-jwt', signed))).toEqual(['nonce']);
    expect(await refusedWith(await authenticate(world.cloud, tamper(token), signed))).toEqual(['nonce']);

    const foreign = await requestNonce(world.cloud, { projectId: 'otherproject' });
    const foreignSigned = await signSignInMessage(alice, foreign.nonce);
    expect(await refusedWith(await authenticate(world.cloud, foreign.token, foreignSigned))).toEqual(['nonce']);

    clockOffsetMs = (NONCE_TOKEN_LIFETIME_S + 1) * 1000;
    expect(await refusedWith(await authenticate(world.cloud, token, signed))).toEqual(['nonce']);
    clockOffsetMs = 0;
    // None of the refusals above got past the token check, so the nonce is still unspent.
    expect((await authenticate(world.cloud, token, signed)).status).toBe(200);
  });
});

describe('session token refusals (401)', () => {
  it('refuses a missing, tampered, unsigned, other-project or expired token', async () => {
    const { token } = await signInWithEthereum(world.cloud, alice);
    expect(token).toBeDefined();
    expect(await refusedWith(await getSession(world.cloud, undefined))).toEqual(['token']);
    expect(await refusedWith(await getSession(world.cloud, 'garbage'))).toEqual(['token']);
    expect(await refusedWith(await getSession(world.cloud, tamper(token ?? '')))).toEqual(['token']);
    expect(await refusedWith(await getSession(world.cloud, unsigned(token ?? '')))).toEqual(['token']);
    expect(await refusedWith(await getSession(world.cloud, token, { projectId: 'otherproject' }))).toEqual(['token']);
    expect((await getSession(world.cloud, token)).status).toBe(200);

    clockOffsetMs = SESSION_MAX_LIFETIME_S * 1000 + DAY_MS;
    expect(await refusedWith(await getSession(world.cloud, token))).toEqual(['token']);
  });

  it('refuses a token whose session the admin cleared (unknown jti)', async () => {
    const { token } = await signInWithEthereum(world.cloud, alice);
    await admin.delete(world.cloud, 'siwx-sessions');
    expect(await refusedWith(await getSession(world.cloud, token))).toEqual(['token']);
  });
});

describe('malformed input (400)', () => {
  it('refuses bodies that are not a sign-in payload, without spending the nonce', async () => {
    const { nonce, token } = await requestNonce(world.cloud);
    const signed = await signSignInMessage(alice, nonce);
    const bad = [
      {},
      { ...signed, data: undefined },
      { ...signed, signature: 'xyz' },
      { ...signed, data: { ...signed.data, accountAddress: '0x1234' } },
      { ...signed, data: { ...signed.data, chainId: 31337 } },
      { ...signed, data: { ...signed.data, version: '2' } },
      { ...signed, data: { ...signed.data, issuedAt: 'yesterday' } },
      { ...signed, walletInfo: { type: 'carrier-pigeon' } },
    ];
    for (const body of bad) {
      const answer = await authenticate(world.cloud, token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(reasonNames(answer.body).every((name) => name.startsWith('body'))).toBe(true);
    }
    const notJson = await fetch(urlOf(world.cloud, '/auth/v1/authenticate'), {
      method: 'POST',
      headers: { 'x-nonce-jwt': `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"data":',
    });
    expect(notJson.status).toBe(400);
    expect((await fetch(urlOf(world.cloud, '/auth/v1/nonce', { projectId: undefined }, false))).status).toBe(400);

    const withWallet = { ...signed, clientId: null, walletInfo: { type: 'extension', name: 'Test Wallet', icon: 'data:,' } };
    expect((await authenticate(world.cloud, token, withWallet)).status).toBe(200);
  });
});

describe('HTTP plumbing', () => {
  it('answers preflights allowing the Authorization and x-nonce-jwt headers', async () => {
    for (const path of ['/auth/v1/authenticate', '/auth/v1/me', '/auth/v1/sign-out']) {
      const response = await fetch(urlOf(world.cloud, path), {
        method: 'OPTIONS',
        headers: {
          origin: DEMO_ORIGIN,
          'access-control-request-method': path.endsWith('me') ? 'GET' : 'POST',
          'access-control-request-headers': 'authorization,content-type,x-nonce-jwt',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(DEMO_ORIGIN);
      const allowed = response.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
      expect(allowed).toContain('authorization');
      expect(allowed).toContain('x-nonce-jwt');
    }
  });

  it('applies fault switches to the sign-in routes', async () => {
    await admin.put(world.cloud, 'faults', { route: '/auth/v1/nonce', status: 503, times: 1 });
    const faulted = await fetch(urlOf(world.cloud, '/auth/v1/nonce'));
    expect(faulted.status).toBe(503);
    expect(reasonNames(await faulted.json())).toEqual(['FAULT_INJECTED']);
    expect((await fetch(urlOf(world.cloud, '/auth/v1/nonce'))).status).toBe(200);
  });

  it('POST /__admin/reset forgets sessions', async () => {
    const { token } = await signInWithEthereum(world.cloud, alice);
    await admin.post(world.cloud, 'reset');
    expect((await admin.get(world.cloud, 'siwx-sessions')).body).toEqual({ sessions: [] });
    expect(await refusedWith(await getSession(world.cloud, token))).toEqual(['token']);
  });

  it('keeps the signing key and sessions across a restart on the same data folder', async () => {
    const dataDir = temporaryDataDir();
    const chains = world.chains.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl }));
    const first = await startTestCloud({ dataDir, chains });
    const { token } = await signInWithEthereum(first, alice);
    await first.stop();
    const second = await startTestCloud({ dataDir, chains });
    try {
      expect((await getSession(second, token)).status).toBe(200);
    } finally {
      await second.dispose();
    }
    const inMemory = await startTestCloud({ dataDir: null, chains });
    try {
      expect(await refusedWith(await getSession(inMemory, token))).toEqual(['token']);
    } finally {
      await inMemory.dispose();
    }
  });
});

/** Flips one character of the payload part: the signature no longer matches. */
function tamper(token: string): string {
  const [header, payload, signature] = token.split('.');
  const last = payload?.at(-2) === 'A' ? 'B' : 'A';
  return `${header}.${payload?.slice(0, -2)}${last}${payload?.at(-1)}.${signature}`;
}

/** The same claims under `alg: none`, which the server must never accept. */
function unsigned(token: string): string {
  const payload = token.split('.')[1] ?? '';
  const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  return `${header}.${payload}.`;
}
