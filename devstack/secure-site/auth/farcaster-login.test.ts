/**
 * Farcaster login on the secure site's side, against the devstack's real relay and Farcaster app: the
 * channel it opens, pending until answered, the FID's user found or created with a key and a session once the
 * answer verifies, and 'Failed to connect to farcaster' for a rejected, unverifiable, expired or spent
 * attempt. Verification itself is farcaster-verifier.test.ts's subject; here it is a stub that records what
 * it was asked.
 */
import { parseSiweMessage } from 'viem/siwe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFarcaster, type RunningFarcaster } from '../../farcaster/start-farcaster.js';
import { FARCASTER_FAILED } from '../shared/farcaster.js';
import { authWorld, SITE_URL, type AuthWorld } from '../testing/auth-world.js';
import { FarcasterLogin, FARCASTER_ATTEMPT_MS } from './farcaster-login.js';
import { farcasterAppClient, type FarcasterVerdict, type SignInToCheck } from './farcaster-verifier.js';

let farcaster: RunningFarcaster;
let world: AuthWorld;
let login: FarcasterLogin;
let checked: SignInToCheck[];
let verdict: ((signIn: SignInToCheck) => FarcasterVerdict) | undefined;
/** How far the secure site's clock moved past the start of the test world's day. */
let elapsed = 0;

beforeAll(async () => {
  farcaster = await startFarcaster({ relayPort: 0, appPort: 0 });
});

afterAll(() => farcaster?.stop());

beforeEach(async () => {
  world = await authWorld();
  checked = [];
  verdict = undefined;
  login = new FarcasterLogin({
    stores: world.stores,
    vault: world.vault,
    sessions: world.sessions,
    // The registry is not read: the verifier is the stub below.
    relay: farcasterAppClient(farcaster.relayUrl, 'http://127.0.0.1:9'),
    verify: async (signIn) => {
      checked.push(signIn);
      return verdict?.(signIn) ?? { ok: true, fid: Number(/farcaster:\/\/fid\/(\d+)/.exec(signIn.message)![1]) };
    },
    siteUrl: () => SITE_URL,
    now: () => Date.UTC(2026, 10, 24, 12) + elapsed,
  });
});

afterEach(() => world.close());

/** Presses a button on the Farcaster app's request page for `url`, as the person would. */
async function press(url: string, decision: 'approve' | 'reject', fid = 1001): Promise<void> {
  const channelToken = new URL(url).searchParams.get('channelToken')!;
  const response = await fetch(`${farcaster.appUrl}/~/siwf`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: farcaster.appUrl },
    body: new URLSearchParams({ channelToken, fid: String(fid), decision }).toString(),
  });
  expect(response.status).toBe(200);
}

const failure = (promise: Promise<unknown>) => expect(promise).rejects.toMatchObject({ status: 400, message: FARCASTER_FAILED });

describe('Farcaster login', () => {
  it('opens a relay channel for this site with a fresh nonce, pending until the Farcaster app answers', async () => {
    const first = await login.start('device-one-0123456789');
    const second = await login.start('device-one-0123456789');
    expect(first.url.startsWith(`${farcaster.appUrl}/~/siwf?channelToken=`)).toBe(true);
    expect(first.farcasterId).not.toBe(second.farcasterId);
    expect(await login.status(first.farcasterId)).toEqual({ state: 'pending' });

    await press(first.url, 'approve');
    const done = await login.status(first.farcasterId);
    expect(done).toEqual({ state: 'completed', token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), userName: 'alice.eth' });
    const [signIn] = checked;
    expect(signIn).toMatchObject({ siweUri: SITE_URL, domain: '127.0.0.1:4300' });
    // The nonce checked is the one this site put in the channel, and the one the app signed.
    expect(parseSiweMessage(signIn!.message)).toMatchObject({ nonce: signIn!.nonce, domain: '127.0.0.1:4300', uri: SITE_URL });
  });

  it('creates the FID’s user with a key on first login, finds them next time, and starts a session each time', async () => {
    const first = await login.start('device-one-0123456789');
    await press(first.url, 'approve');
    const { token } = (await login.status(first.farcasterId)) as { token: string };
    const signedIn = world.sessions.require(token);
    expect(signedIn.user).toMatchObject({ email: undefined, social: { provider: 'farcaster', subject: '1001' }, userName: 'alice.eth', address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) });
    expect(world.stores.keys.sealedFor(signedIn.user.id)).toBeDefined();

    const again = await login.start('device-two-0123456789');
    await press(again.url, 'approve');
    const second = (await login.status(again.farcasterId)) as { token: string };
    expect(second.token).not.toBe(token);
    expect(world.sessions.require(second.token).user.id).toBe(signedIn.user.id);

    const bob = await login.start('device-one-0123456789');
    await press(bob.url, 'approve', 1002);
    const bobUser = world.sessions.require(((await login.status(bob.farcasterId)) as { token: string }).token).user;
    expect(bobUser).toMatchObject({ social: { provider: 'farcaster', subject: '1002' }, userName: 'bob.eth' });
    expect(bobUser.address).not.toBe(signedIn.user.address);
  });

  it('fails a rejected sign-in, and one whose answer does not verify, without creating anyone', async () => {
    const rejected = await login.start('device-one-0123456789');
    await press(rejected.url, 'reject');
    await failure(login.status(rejected.farcasterId));

    verdict = () => ({ ok: false, reason: 'Invalid nonce' });
    const invalid = await login.start('device-one-0123456789');
    await press(invalid.url, 'approve');
    await failure(login.status(invalid.farcasterId));
    expect(world.stores.users.bySocial({ provider: 'farcaster', subject: '1001' })).toBeUndefined();
  });

  it('fails an unknown, spent or expired attempt', async () => {
    await failure(login.status('0123456789abcdef0123456789abcdef'));

    const spent = await login.start('device-one-0123456789');
    await press(spent.url, 'approve');
    expect(await login.status(spent.farcasterId)).toMatchObject({ state: 'completed' });
    await failure(login.status(spent.farcasterId));

    const late = await login.start('device-one-0123456789');
    elapsed += FARCASTER_ATTEMPT_MS;
    await failure(login.status(late.farcasterId));
  });
});
