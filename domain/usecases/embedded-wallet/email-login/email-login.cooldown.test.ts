/**
 * The email cooldown (SPEC.md sections 4, 8 and 9): a new email request within 30 s of the last is refused
 * with 'Please try again after {n} seconds', n the whole seconds left, in virtual time; the time of the last
 * request is stored, so the cooldown outlives the use case (a reload). Resending a code or a device link
 * goes through the same rule.
 */
import { describe, expect, it } from 'vitest';
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../../entities/constants.js';
import { flushMicrotasks, VirtualScheduler } from '../../../../tests/fakes/virtual-scheduler.fake.js';
import { FakeStorage } from '../../../../tests/fakes/memory-storage.fake.js';
import { deferred } from '../../shared/deferred.js';
import { EMAIL, emailFlowWorld, NEW_EMAIL, stored, trackedEvents, type EmailFlowWorld } from '../shared/testing/emailFlowWorld.js';

/** A world whose first request went out (VERIFY_OTP: the code step is on screen). */
async function afterFirstRequest(world: EmailFlowWorld = emailFlowWorld()): Promise<EmailFlowWorld> {
  world.core.modal.open({ view: 'Connect' });
  world.frame.respond('CONNECT_EMAIL', { action: 'VERIFY_OTP' });
  await world.emailLogin.submitEmail(EMAIL);
  expect(world.frame.requestsOf('CONNECT_EMAIL')).toHaveLength(1);
  return world;
}

const cooldownMessage = ({ emailLogin }: EmailFlowWorld) =>
  emailLogin.snapshot.error?.code === 'EMAIL_COOLDOWN' ? emailLogin.snapshot.error.shortMessage : undefined;

describe('EmailLoginUseCase: the 30 s cooldown', () => {
  it('is 30 s (SPEC.md section 9)', () => {
    expect(EMAIL_LOGIN_COOLDOWN_MS).toBe(30_000);
  });

  it('stores the time of the request (virtual now)', async () => {
    const world = await afterFirstRequest();
    expect(stored(world, 'W3M_LAST_EMAIL_LOGIN_TIME')).toBe(String(world.scheduler.now()));
  });

  it("refuses a second request with 'Please try again after {n} seconds', n counting down with the clock", async () => {
    const world = await afterFirstRequest();
    const { emailLogin, frame, scheduler } = world;
    await emailLogin.submitEmail(EMAIL);
    expect(cooldownMessage(world)).toBe('Please try again after 30 seconds');
    expect(emailLogin.snapshot).toMatchObject({ step: 'failed', email: EMAIL, failedStep: 'sending' });

    scheduler.advance(10_000);
    await emailLogin.submitEmail(EMAIL);
    expect(cooldownMessage(world)).toBe('Please try again after 20 seconds');

    scheduler.advance(19_500);
    await emailLogin.submitEmail(EMAIL);
    expect(cooldownMessage(world)).toBe('Please try again after 1 seconds');
    expect(frame.requestsOf('CONNECT_EMAIL')).toHaveLength(1);
    expect(trackedEvents(world, ['EMAIL_SUBMITTED'])).toHaveLength(1);
  });

  it('applies to any address, not only the one asked for', async () => {
    const world = await afterFirstRequest();
    world.scheduler.advance(5_000);
    await world.emailLogin.submitEmail(NEW_EMAIL);
    expect(cooldownMessage(world)).toBe('Please try again after 25 seconds');
    expect(world.frame.requestsOf('CONNECT_EMAIL')).toHaveLength(1);
  });

  it('lets a request go at 30 s exactly, and that request starts a new cooldown', async () => {
    const world = await afterFirstRequest();
    const { emailLogin, frame, scheduler } = world;
    scheduler.advance(29_999);
    await emailLogin.submitEmail(EMAIL);
    expect(cooldownMessage(world)).toBe('Please try again after 1 seconds');

    scheduler.advance(1);
    await emailLogin.submitEmail(EMAIL);
    expect(emailLogin.snapshot).toMatchObject({ step: 'verify-otp', error: undefined });
    expect(frame.requestsOf('CONNECT_EMAIL')).toHaveLength(2);
    expect(stored(world, 'W3M_LAST_EMAIL_LOGIN_TIME')).toBe(String(scheduler.now()));

    scheduler.advance(12_000);
    await emailLogin.submitEmail(EMAIL);
    expect(cooldownMessage(world)).toBe('Please try again after 18 seconds');
  });

  it('survives a new use case over the same storage (a reload)', async () => {
    const storage = new FakeStorage();
    const scheduler = new VirtualScheduler();
    await afterFirstRequest(emailFlowWorld({ storage, scheduler }));

    scheduler.advance(10_000);
    const reloaded = emailFlowWorld({ storage, scheduler });
    reloaded.core.modal.open({ view: 'Connect' });
    reloaded.frame.respond('CONNECT_EMAIL', { action: 'VERIFY_OTP' });
    await reloaded.emailLogin.submitEmail(EMAIL);
    expect(cooldownMessage(reloaded)).toBe('Please try again after 20 seconds');
    expect(reloaded.frame.requestsOf('CONNECT_EMAIL')).toEqual([]);

    scheduler.advance(20_000);
    await reloaded.emailLogin.submitEmail(EMAIL);
    expect(reloaded.emailLogin.snapshot.step).toBe('verify-otp');
    expect(reloaded.frame.requestsOf('CONNECT_EMAIL')).toHaveLength(1);
  });

  it('ignores a stored time in the future (a clock set back) rather than locking the login', async () => {
    const world = emailFlowWorld();
    world.ports.storage.plant('@appkit-wallet/LAST_EMAIL_LOGIN_TIME', String(world.scheduler.now() + 3_600_000));
    world.frame.respond('CONNECT_EMAIL', { action: 'VERIFY_OTP' });
    await world.emailLogin.submitEmail(EMAIL);
    expect(world.emailLogin.snapshot.step).toBe('verify-otp');
  });
});

describe('EmailLoginUseCase.resendCode', () => {
  it('does nothing before an address was given', async () => {
    const world = emailFlowWorld();
    await world.emailLogin.resendCode();
    expect(world.emailLogin.snapshot.step).toBe('idle');
    expect(world.frame.requestsOf('CONNECT_EMAIL')).toEqual([]);
  });

  it('is refused within the cooldown, and after it asks the frame again for the same address, staying on the code step', async () => {
    const world = await afterFirstRequest();
    const { core, emailLogin, frame, scheduler } = world;
    scheduler.advance(8_000);
    await emailLogin.resendCode();
    expect(cooldownMessage(world)).toBe('Please try again after 22 seconds');
    expect(core.router.snapshot.view).toBe('EmailVerifyOtp');

    scheduler.advance(22_000);
    const answer = deferred<unknown>();
    frame.respond('CONNECT_EMAIL', () => answer.promise);
    const historyBefore = core.router.snapshot.history;
    void emailLogin.resendCode();
    await flushMicrotasks();
    expect(frame.requestsOf('CONNECT_EMAIL').map((request) => request.payload)).toEqual([{ email: EMAIL }, { email: EMAIL }]);
    // Still on the code step while the new code is asked for (the view does not flip to 'Sending').
    expect(emailLogin.snapshot).toMatchObject({ step: 'failed', error: undefined });
    expect(core.router.snapshot.view).toBe('EmailVerifyOtp');

    answer.resolve({ action: 'VERIFY_OTP' });
    await flushMicrotasks();
    expect(emailLogin.snapshot).toMatchObject({ step: 'verify-otp', email: EMAIL, error: undefined });
    expect(core.router.snapshot.history).toBe(historyBefore);
    expect(trackedEvents(world, ['EMAIL_SUBMITTED', 'EMAIL_VERIFICATION_CODE_SENT'])).toEqual([
      'EMAIL_SUBMITTED',
      'EMAIL_VERIFICATION_CODE_SENT',
      'EMAIL_SUBMITTED',
      'EMAIL_VERIFICATION_CODE_SENT',
    ]);
  });

  it('a code typed after a refused resend still connects', async () => {
    const world = await afterFirstRequest();
    world.scheduler.advance(5_000);
    await world.emailLogin.resendCode();
    expect(world.emailLogin.snapshot.step).toBe('failed');
    await world.emailLogin.submitOtp('123456');
    expect(world.core.connection.snapshot.namespaces.eip155).toMatchObject({ status: 'connected', connectorId: 'ID_AUTH' });
  });

  it('a refused resend while a code is being checked does not drop the answer: the right code still connects', async () => {
    const world = await afterFirstRequest();
    const checked = deferred<unknown>();
    world.frame.respond('CONNECT_OTP', () => checked.promise);
    void world.emailLogin.submitOtp('123456');
    world.scheduler.advance(5_000);
    await world.emailLogin.resendCode();
    expect(cooldownMessage(world)).toBe('Please try again after 25 seconds');
    checked.resolve(undefined);
    await flushMicrotasks();
    expect(world.core.connection.snapshot.namespaces.eip155).toMatchObject({ status: 'connected', connectorId: 'ID_AUTH' });
    expect(world.core.modal.snapshot.open).toBe(false);
  });

  it('a refused "new link" keeps waiting for the link already sent: opening it goes on to the code step', async () => {
    const world = emailFlowWorld();
    const approved = deferred<unknown>();
    world.core.modal.open({ view: 'Connect' });
    world.frame.respond('CONNECT_EMAIL', { action: 'VERIFY_DEVICE' });
    world.frame.respond('CONNECT_DEVICE', () => approved.promise);
    world.core.router.push('EmailLogin', { email: EMAIL });
    await flushMicrotasks();
    expect(world.core.router.snapshot.view).toBe('EmailVerifyDevice');

    world.scheduler.advance(10_000);
    await world.emailLogin.resendCode();
    expect(cooldownMessage(world)).toBe('Please try again after 20 seconds');

    approved.resolve(undefined);
    await flushMicrotasks();
    expect(world.emailLogin.snapshot).toMatchObject({ step: 'verify-otp', error: undefined });
    expect(world.core.router.snapshot).toMatchObject({ view: 'EmailVerifyOtp', data: { email: EMAIL } });
    expect(trackedEvents(world, ['DEVICE_REGISTERED_FOR_EMAIL'])).toEqual(['DEVICE_REGISTERED_FOR_EMAIL']);
  });
});
