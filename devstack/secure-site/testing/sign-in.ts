/** A user signed in through the real email-login steps of an AuthWorld (approval link, then code). */
import type { SignedIn } from '../auth/sessions.js';
import type { AuthWorld } from './auth-world.js';

export async function signUp(world: AuthWorld, email: string, deviceId = 'device-one-0123456789'): Promise<SignedIn & { token: string }> {
  const started = await world.login.connectEmail({ email, deviceId, sessionToken: undefined });
  if (started.action === 'CONNECT') throw new Error('expected a login to start');
  if (started.action === 'VERIFY_DEVICE') await world.login.approveDevice(world.lastApprovalToken(email));
  const { token } = world.login.verifyCode(started.loginId, world.lastCode(email));
  return { ...world.sessions.require(token), token };
}
