/**
 * Changing the email: a code to the current address first, then one to the new address, both by mail; only
 * then does the address change. Wrong, expired and out-of-order codes change nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authWorld, type AuthWorld } from '../testing/auth-world.js';
import { signUp } from '../testing/sign-in.js';

const OLD = 'alice@example.com';
const NEW = 'alice.new@example.com';
let world: AuthWorld;

beforeEach(async () => {
  world = await authWorld();
});
afterEach(() => world.close());

describe('changing the email', () => {
  it('mails the primary code to the old address, the secondary to the new one, then changes it', async () => {
    const { user, token } = await signUp(world, OLD);
    const { changeId } = await world.changes.start(user, 'Alice.New@Example.com');
    const primaryMail = world.sent.at(-1)!;
    expect(primaryMail.to).toBe(OLD);
    expect(primaryMail.subject).toBe(`Your walletport code is ${world.lastCode(OLD)}`);
    expect(primaryMail.text).toContain(NEW);

    await expect(Promise.resolve().then(() => world.changes.confirmSecondary(user, changeId, world.lastCode(OLD)))).rejects.toThrow(
      'Confirm the code sent to your current email first',
    );
    await world.changes.confirmPrimary(user, changeId, world.lastCode(OLD));
    expect(world.sent.at(-1)!.to).toBe(NEW);
    expect(() => world.changes.confirmSecondary(user, changeId, world.lastCode(OLD) === '000000' ? '111111' : '000000')).toThrow('Invalid code');
    expect(world.stores.users.byId(user.id)!.email).toBe(OLD);

    expect(world.changes.confirmSecondary(user, changeId, world.lastCode(NEW))).toEqual({ newEmail: NEW });
    expect(world.sessions.require(token).user.email).toBe(NEW);
    // The change is done: its codes and id are spent.
    expect(() => world.changes.confirmSecondary(user, changeId, world.lastCode(NEW))).toThrow('This email change expired. Start again.');
  });

  it('refuses the current address and one another user has', async () => {
    const alice = await signUp(world, OLD);
    await signUp(world, 'bob@example.com', 'device-two-0123456789');
    await expect(world.changes.start(alice.user, 'ALICE@example.com')).rejects.toThrow('This is already your email');
    await expect(world.changes.start(alice.user, 'bob@example.com')).rejects.toThrow('This email is already in use');
  });

  it('lets the primary code expire after 10 minutes', async () => {
    const { user } = await signUp(world, OLD);
    const { changeId } = await world.changes.start(user, NEW);
    world.advance(10 * 60_000);
    await expect(world.changes.confirmPrimary(user, changeId, world.lastCode(OLD))).rejects.toThrow('Code expired');
  });

  it('belongs to the user who started it', async () => {
    const alice = await signUp(world, OLD);
    const bob = await signUp(world, 'bob@example.com', 'device-two-0123456789');
    const { changeId } = await world.changes.start(alice.user, NEW);
    await expect(world.changes.confirmPrimary(bob.user, changeId, world.lastCode(OLD))).rejects.toThrow('This email change expired. Start again.');
  });
});
