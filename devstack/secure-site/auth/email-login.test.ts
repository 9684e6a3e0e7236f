/**
 * Email login on the secure site's server: device approval for a new device, codes for a known one, a live
 * session short-circuiting to CONNECT; codes expire after 10 minutes, die after 5 wrong attempts, and work
 * once; sessions are stored hashed and end on sign-out.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../../domain/entities/constants.js';
import { authWorld, SITE_URL, type AuthWorld } from '../testing/auth-world.js';
import { signUp } from '../testing/sign-in.js';

const EMAIL = 'alice@example.com';
const DEVICE = 'device-one-0123456789';
let world: AuthWorld;

beforeEach(async () => {
  world = await authWorld();
});
afterEach(() => world.close());

/** A new user's whole first login on DEVICE, then half a minute passes (the mail cooldown); returns the session token. */
async function firstLogin(): Promise<string> {
  const { token } = await signUp(world, EMAIL, DEVICE);
  world.advance(EMAIL_LOGIN_COOLDOWN_MS);
  return token;
}

async function rejection(action: () => unknown): Promise<string> {
  try {
    await action();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a failure');
}

describe('a new user on a new device', () => {
  it('is mailed an approval link; opening it approves the device and mails a code; the code starts a session', async () => {
    const started = await world.login.connectEmail({ email: 'Alice@Example.com', deviceId: DEVICE, sessionToken: undefined });
    expect(started).toEqual({ action: 'VERIFY_DEVICE', loginId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const loginId = started.action === 'CONNECT' ? '' : started.loginId;
    expect(world.sent).toHaveLength(1);
    expect(world.sent[0]).toMatchObject({ to: EMAIL, subject: 'Approve this device to sign in to walletport' });
    expect(world.sent[0]!.text).toContain(`${SITE_URL}/device/approve?token=`);
    expect(world.login.deviceStatus(loginId)).toEqual({ approved: false });
    expect(await rejection(() => world.login.verifyCode(loginId, '000000'))).toBe('This device is not approved yet');

    expect(await world.login.approveDevice(world.lastApprovalToken(EMAIL))).toEqual({ status: 'approved', email: EMAIL });
    expect(world.login.deviceStatus(loginId)).toEqual({ approved: true });
    const code = world.lastCode(EMAIL);
    expect(world.sent.at(-1)!.subject).toBe(`Your walletport code is ${code}`);
    // Opening the link again approves nothing new and mails nothing.
    expect(await world.login.approveDevice(world.lastApprovalToken(EMAIL))).toEqual({ status: 'already-approved', email: EMAIL });
    expect(world.sent).toHaveLength(2);

    const { token } = world.login.verifyCode(loginId, code);
    const signedIn = world.sessions.require(token);
    expect(signedIn.user.email).toBe(EMAIL);
    expect(signedIn.user.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    // The login is finished: neither its link nor its id work any more.
    expect(await world.login.approveDevice(world.lastApprovalToken(EMAIL))).toEqual({ status: 'invalid' });
    expect(() => world.login.deviceStatus(loginId)).toThrow('This login expired. Start again.');
  });

  it('refuses an unknown or expired approval link', async () => {
    expect(await world.login.approveDevice('not-a-token')).toEqual({ status: 'invalid' });
    await world.login.connectEmail({ email: EMAIL, deviceId: DEVICE, sessionToken: undefined });
    world.advance(15 * 60_000);
    expect(await world.login.approveDevice(world.lastApprovalToken(EMAIL))).toEqual({ status: 'invalid' });
  });
});

describe('a returning user', () => {
  it('on a device they approved gets a code straight away (VERIFY_OTP), and keeps their address', async () => {
    const first = world.sessions.require(await firstLogin());
    const again = await world.login.connectEmail({ email: EMAIL, deviceId: DEVICE, sessionToken: undefined });
    expect(again).toMatchObject({ action: 'VERIFY_OTP' });
    const { token } = world.login.verifyCode(again.action === 'CONNECT' ? '' : again.loginId, world.lastCode(EMAIL));
    expect(world.sessions.require(token).user).toEqual(first.user);
  });

  it('on another device must approve it first (VERIFY_DEVICE)', async () => {
    await firstLogin();
    expect(await world.login.connectEmail({ email: EMAIL, deviceId: 'device-two-0123456789', sessionToken: undefined })).toMatchObject({
      action: 'VERIFY_DEVICE',
    });
  });

  it('with a live session for that email on this device is told CONNECT, and mailed nothing', async () => {
    const token = await firstLogin();
    const mails = world.sent.length;
    expect(await world.login.connectEmail({ email: EMAIL, deviceId: DEVICE, sessionToken: token })).toEqual({ action: 'CONNECT' });
    expect(world.sent).toHaveLength(mails);
    // Another email with that session is a login like any other.
    expect(await world.login.connectEmail({ email: 'bob@example.com', deviceId: DEVICE, sessionToken: token })).toMatchObject({
      action: 'VERIFY_DEVICE',
    });
  });
});

describe('codes', () => {
  async function pendingLogin(): Promise<{ loginId: string; code: string }> {
    await firstLogin();
    return nextLogin();
  }

  /** Another login of the known user on the known device, half a minute after the last: a code straight away. */
  async function nextLogin(): Promise<{ loginId: string; code: string }> {
    world.advance(EMAIL_LOGIN_COOLDOWN_MS);
    const started = await world.login.connectEmail({ email: EMAIL, deviceId: DEVICE, sessionToken: undefined });
    return { loginId: started.action === 'CONNECT' ? '' : started.loginId, code: world.lastCode(EMAIL) };
  }

  it('are six random digits', async () => {
    const codes = new Set([(await pendingLogin()).code]);
    for (let index = 0; index < 19; index += 1) codes.add((await nextLogin()).code);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(15);
  });

  it('expire after 10 minutes', async () => {
    const { loginId, code } = await pendingLogin();
    world.advance(10 * 60_000);
    expect(await rejection(() => world.login.verifyCode(loginId, code))).toBe('Code expired');
  });

  it('still work just before 10 minutes', async () => {
    const { loginId, code } = await pendingLogin();
    world.advance(10 * 60_000 - 1);
    expect(world.login.verifyCode(loginId, code).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('allow 5 attempts: four wrong ones say Invalid code, the fifth kills the code, even for the right one after', async () => {
    const { loginId, code } = await pendingLogin();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) expect(await rejection(() => world.login.verifyCode(loginId, wrong))).toBe('Invalid code');
    expect(await rejection(() => world.login.verifyCode(loginId, wrong))).toBe('Too many attempts. Request a new code.');
    expect(await rejection(() => world.login.verifyCode(loginId, code))).toBe('Too many attempts. Request a new code.');
  });

  it('work once, and a right code after wrong ones still works', async () => {
    const { loginId, code } = await pendingLogin();
    expect(await rejection(() => world.login.verifyCode(loginId, '99999'))).toBe('Invalid code');
    world.login.verifyCode(loginId, ` ${code} `);
    expect(await rejection(() => world.login.verifyCode(loginId, code))).toBe('This login expired. Start again.');
  });

  it('are stored hashed, never as the digits', async () => {
    const { code } = await pendingLogin();
    const stored = world.stores.database.all('SELECT code_hash FROM codes').map((row) => String(row['code_hash']));
    expect(stored.length).toBeGreaterThan(0);
    for (const hash of stored) {
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(hash).not.toContain(code);
    }
  });
});

describe('sessions', () => {
  it('are random tokens stored only as hashes', async () => {
    const token = await firstLogin();
    const rows = world.stores.database.all('SELECT token_hash FROM sessions');
    expect(rows).toHaveLength(1);
    expect(String(rows[0]!['token_hash'])).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(world.stores.database.all('SELECT * FROM sessions'))).not.toContain(token);
  });

  it('end on sign-out, and after a week', async () => {
    const token = await firstLogin();
    world.sessions.end(token);
    expect(world.sessions.find(token)).toBeUndefined();
    expect(() => world.sessions.require(token)).toThrow('Not signed in');

    const second = await world.login.connectEmail({ email: EMAIL, deviceId: DEVICE, sessionToken: undefined });
    const { token: weekly } = world.login.verifyCode(second.action === 'CONNECT' ? '' : second.loginId, world.lastCode(EMAIL));
    world.advance(7 * 24 * 60 * 60_000 - 1);
    expect(world.sessions.find(weekly)).toBeDefined();
    world.advance(1);
    expect(world.sessions.find(weekly)).toBeUndefined();
  });

  it('do not take a made-up token', () => {
    expect(world.sessions.find('x'.repeat(43))).toBeUndefined();
    expect(world.sessions.find(undefined)).toBeUndefined();
  });
});
