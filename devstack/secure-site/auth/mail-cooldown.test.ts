/**
 * The server's own login-mail cooldown: whatever the page does, one login mail per address every 30 s; a
 * request within it is refused with 429 and the product's words 'Please try again after {n} seconds', and
 * mails nothing. The clock is the world's, moved by the test.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../../domain/entities/constants.js';
import { PublicError } from '../../mail/http-server.js';
import { authWorld, type AuthWorld } from '../testing/auth-world.js';
import { signUp } from '../testing/sign-in.js';

const EMAIL = 'alice@example.com';
const DEVICE = 'device-one-0123456789';
let world: AuthWorld;

beforeEach(async () => {
  world = await authWorld();
});
afterEach(() => world.close());

const ask = (email = EMAIL, deviceId = DEVICE, sessionToken?: string) => world.login.connectEmail({ email, deviceId, sessionToken });

async function refusal(action: () => Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await action();
  } catch (error) {
    if (error instanceof PublicError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the login-mail cooldown', () => {
  it('refuses a second login mail to one address within 30 s, n counting down, and lets it go at 30 s', async () => {
    await ask();
    expect(world.sent).toHaveLength(1);
    expect(await refusal(() => ask())).toEqual({ status: 429, message: 'Please try again after 30 seconds' });
    world.advance(10_500);
    expect(await refusal(() => ask())).toEqual({ status: 429, message: 'Please try again after 20 seconds' });
    world.advance(EMAIL_LOGIN_COOLDOWN_MS - 10_500 - 1);
    expect(await refusal(() => ask())).toEqual({ status: 429, message: 'Please try again after 1 seconds' });
    expect(world.sent).toHaveLength(1);

    world.advance(1);
    expect(await ask()).toMatchObject({ action: 'VERIFY_DEVICE' });
    expect(world.sent).toHaveLength(2);
    // That request starts a cooldown of its own.
    expect((await refusal(() => ask())).status).toBe(429);
  });

  it('is per address (compared as the login compares them), from any device', async () => {
    await ask();
    expect((await refusal(() => ask(' ALICE@example.com ', 'device-two-0123456789'))).message).toBe('Please try again after 30 seconds');
    expect(await ask('bob@example.com')).toMatchObject({ action: 'VERIFY_DEVICE' });
    expect(world.sent.map((mail) => mail.to)).toEqual([EMAIL, 'bob@example.com']);
  });

  it('covers the code a known device gets too, and a flood of requests mails once', async () => {
    await signUp(world, EMAIL, DEVICE);
    world.advance(EMAIL_LOGIN_COOLDOWN_MS);
    const before = world.sent.length;
    const answers = await Promise.allSettled(Array.from({ length: 20 }, () => ask()));
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    expect(world.sent.length - before).toBe(1);
  });

  it('leaves alone what mails no login: the device link’s code, CONNECT with a live session, an email change', async () => {
    // The approval link mails the code right after the link's own mail: both arrive.
    const { user, token } = await signUp(world, EMAIL, DEVICE);
    expect(world.sent).toHaveLength(2);
    expect(await ask(EMAIL, DEVICE, token)).toEqual({ action: 'CONNECT' });
    await world.changes.start(user, 'alice.new@example.com');
    expect(world.sent.map((mail) => mail.to)).toEqual([EMAIL, EMAIL, EMAIL]);
  });

  it('does not count a request whose mail failed: a retry goes at once', async () => {
    world.mailDown(true);
    expect(await refusal(() => ask())).toEqual({ status: 502, message: 'The email could not be sent' });
    world.mailDown(false);
    expect(await ask()).toMatchObject({ action: 'VERIFY_DEVICE' });
  });
});
