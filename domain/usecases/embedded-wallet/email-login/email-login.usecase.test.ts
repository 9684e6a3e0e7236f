/**
 * The email login (SPEC.md section 4) at the use-case level, over the real router, modal, connection and
 * events built from the fakes: the frame's three answers to CONNECT_EMAIL (VERIFY_DEVICE, VERIFY_OTP,
 * CONNECT), the code step, the flow following the router, and the events it records. The cooldown and the
 * failures have their own files (email-login.cooldown.test.ts, email-login.failures.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../entities/errors/catalogue.js';
import { EMBEDDED_TEST_USER } from '../../../../tests/fakes/embedded-wallet-connector.fake.js';
import { flushMicrotasks } from '../../../../tests/fakes/virtual-scheduler.fake.js';
import { deferred } from '../../shared/deferred.js';
import { EMAIL, emailFlowWorld, sentEvents, stored, trackedEvents, type EmailFlowWorld } from '../shared/testing/emailFlowWorld.js';

const EMAIL_EVENTS = [
  'EMAIL_SUBMITTED',
  'EMAIL_VERIFICATION_CODE_SENT',
  'EMAIL_VERIFICATION_CODE_PASS',
  'EMAIL_VERIFICATION_CODE_FAIL',
  'DEVICE_REGISTERED_FOR_EMAIL',
  'EMAIL_LOGIN_ERROR',
];

/** The modal open on Connect, whose email form pushes EmailLogin with the address (as the view does). */
function onConnect(world: EmailFlowWorld = emailFlowWorld()): EmailFlowWorld {
  world.core.modal.open({ view: 'Connect' });
  return world;
}

function expectConnectedWithEmail(world: EmailFlowWorld): void {
  const { core, emailLogin, embeddedWallet } = world;
  expect(core.connection.snapshot.namespaces.eip155).toMatchObject({ status: 'connected', connectorId: 'ID_AUTH' });
  expect(core.modal.snapshot.open).toBe(false);
  expect(emailLogin.snapshot).toEqual({ step: 'idle', email: undefined, error: undefined, failedStep: undefined });
  expect(embeddedWallet.snapshot.email).toBe(EMAIL);
  expect(stored(world, 'W3M_EMAIL')).toBe(JSON.stringify(EMAIL));
}

describe('EmailLoginUseCase: the address', () => {
  it.each(['not-an-email', 'ada@', '@example.com', 'ada example@example.com', ''])(
    "refuses '%s' with the catalogue's INVALID_EMAIL message and asks the frame nothing",
    async (input) => {
      const world = onConnect();
      await world.emailLogin.submitEmail(input);
      expect(world.emailLogin.snapshot).toMatchObject({ step: 'failed', email: input, failedStep: 'sending' });
      expect(world.emailLogin.snapshot.error?.code).toBe('INVALID_EMAIL');
      expect(world.emailLogin.snapshot.error?.shortMessage).toBe('Enter a valid email address');
      expect(errorMessage('INVALID_EMAIL')).toBe('Enter a valid email address');
      expect(world.frame.requests.filter((request) => request.type !== 'SYNC_THEME')).toEqual([]);
      expect(world.frame.readyCount).toBe(0);
      expect(stored(world, 'W3M_LAST_EMAIL_LOGIN_TIME')).toBeUndefined();
      expect(await sentEvents(world, EMAIL_EVENTS)).toEqual([]);
    },
  );

  it('trims the address and sends it in CONNECT_EMAIL once the frame is ready', async () => {
    const world = onConnect();
    world.frame.respond('CONNECT_EMAIL', { action: 'VERIFY_OTP' });
    await world.emailLogin.submitEmail(`  ${EMAIL} `);
    expect(world.frame.readyCount).toBe(1);
    expect(world.frame.requestsOf('CONNECT_EMAIL').map((request) => request.payload)).toEqual([{ email: EMAIL }]);
    expect(world.emailLogin.snapshot.email).toBe(EMAIL);
  });

  it("is 'sending' with no error while the frame has not answered", async () => {
    const world = onConnect();
    world.frame.hang('CONNECT_EMAIL');
    void world.emailLogin.submitEmail(EMAIL);
    await flushMicrotasks();
    expect(world.emailLogin.snapshot).toEqual({ step: 'sending', email: EMAIL, error: undefined, failedStep: undefined });
    expect(world.frame.requestsOf('CONNECT_EMAIL')).toHaveLength(1);
  });
});

describe("EmailLoginUseCase: the frame's answer to CONNECT_EMAIL", () => {
  it('VERIFY_DEVICE: waits on EmailVerifyDevice (CONNECT_DEVICE), then the code step (EmailVerifyOtp), then connects', async () => {
    const world = onConnect();
    const { core, frame, emailLogin } = world;
    const approved = deferred<unknown>();
    frame.respond('CONNECT_EMAIL', { action: 'VERIFY_DEVICE' });
    frame.respond('CONNECT_DEVICE', () => approved.promise);
    core.router.push('EmailLogin', { email: EMAIL });
    await flushMicrotasks();
    expect(emailLogin.snapshot).toMatchObject({ step: 'verify-device', email: EMAIL, error: undefined });
    expect(core.router.snapshot).toMatchObject({ view: 'EmailVerifyDevice', data: { email: EMAIL } });
    expect(core.router.snapshot.history.map((entry) => entry.view)).toEqual(['Connect', 'EmailVerifyDevice']);
    expect(frame.requestsOf('CONNECT_DEVICE')).toHaveLength(1);
    expect(frame.requestsOf('CONNECT_OTP')).toEqual([]);
    expect(trackedEvents(world, EMAIL_EVENTS)).toEqual(['EMAIL_SUBMITTED']);

    approved.resolve(undefined);
    await flushMicrotasks();
    expect(emailLogin.snapshot.step).toBe('verify-otp');
    expect(core.router.snapshot).toMatchObject({ view: 'EmailVerifyOtp', data: { email: EMAIL } });
    expect(trackedEvents(world, EMAIL_EVENTS)).toEqual(['EMAIL_SUBMITTED', 'DEVICE_REGISTERED_FOR_EMAIL', 'EMAIL_VERIFICATION_CODE_SENT']);

    await emailLogin.submitOtp('123456');
    expect(frame.requestsOf('CONNECT_OTP').map((request) => request.payload)).toEqual([{ otp: '123456' }]);
    expectConnectedWithEmail(world);
    expect(await sentEvents(world, EMAIL_EVENTS)).toEqual([
      'EMAIL_SUBMITTED',
      'DEVICE_REGISTERED_FOR_EMAIL',
      'EMAIL_VERIFICATION_CODE_SENT',
      'EMAIL_VERIFICATION_CODE_PASS',
    ]);
  });

  it('VERIFY_OTP: goes straight to EmailVerifyOtp, with no device step', async () => {
    const world = onConnect();
    world.frame.respond('CONNECT_EMAIL', { action: 'VERIFY_OTP' });
    world.core.router.push('EmailLogin', { email: EMAIL });
    await flushMicrotasks();
    expect(world.emailLogin.snapshot).toMatchObject({ step: 'verify-otp', email: EMAIL, error: undefined });
    expect(world.core.router.snapshot.history.map((entry) => entry.view)).toEqual(['Connect', 'EmailVerifyOtp']);
    expect(world.frame.requestsOf('CONNECT_DEVICE')).toEqual([]);
    expect(trackedEvents(world, EMAIL_EVENTS)).toEqual(['EMAIL_SUBMITTED', 'EMAIL_VERIFICATION_CODE_SENT']);
  });

  it('CONNECT: connects at once, without a code, through ConnectingEmbedded', async () => {
    const world = onConnect();
    const { core, frame, emailLogin } = world;
    const user = deferred<void>();
    frame.respond('CONNECT_EMAIL', { action: 'CONNECT' });
    frame.respond('GET_USER', async (payload: unknown) => {
      await user.promise;
      return { email: EMAIL, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: (payload as { chainId: number }).chainId };
    });
    void emailLogin.submitEmail(EMAIL);
    await flushMicrotasks();
    expect(emailLogin.snapshot.step).toBe('connecting');
    expect(core.router.snapshot).toMatchObject({ view: 'ConnectingEmbedded', data: { email: EMAIL } });

    user.resolve();
    await flushMicrotasks();
    expectConnectedWithEmail(world);
    expect(frame.requestsOf('CONNECT_DEVICE')).toEqual([]);
    expect(frame.requestsOf('CONNECT_OTP')).toEqual([]);
    expect(trackedEvents(world, EMAIL_EVENTS)).toEqual(['EMAIL_SUBMITTED']);
  });
});

describe('EmailLoginUseCase: the code', () => {
  async function onCodeStep() {
    const world = onConnect();
    world.frame.respond('CONNECT_EMAIL', { action: 'VERIFY_OTP' });
    await world.emailLogin.submitEmail(EMAIL);
    return world;
  }

  it("shows the frame's 'Invalid code' and stays on the code step; the right code then connects", async () => {
    const world = await onCodeStep();
    const { core, frame, emailLogin } = world;
    frame.fail('CONNECT_OTP', 'Invalid code');
    await emailLogin.submitOtp('000000');
    expect(emailLogin.snapshot).toMatchObject({ step: 'verify-otp', email: EMAIL, failedStep: undefined });
    expect(emailLogin.snapshot.error?.shortMessage).toBe('Invalid code');
    expect(core.router.snapshot.view).toBe('EmailVerifyOtp');
    expect(core.connection.snapshot.namespaces.eip155?.status).not.toBe('connected');
    // A wrong code is the view's business: no alert.
    expect(core.events.snapshot.alert).toBeUndefined();

    frame.respond('CONNECT_OTP', undefined);
    await emailLogin.submitOtp('123456');
    expect(frame.requestsOf('CONNECT_OTP').map((request) => request.payload)).toEqual([{ otp: '000000' }, { otp: '123456' }]);
    expectConnectedWithEmail(world);
    expect(await sentEvents(world, EMAIL_EVENTS)).toEqual([
      'EMAIL_SUBMITTED',
      'EMAIL_VERIFICATION_CODE_SENT',
      'EMAIL_VERIFICATION_CODE_FAIL',
      'EMAIL_VERIFICATION_CODE_PASS',
    ]);
  });

  it("keeps the address typed as the wallet's email when the frame's user carries none", async () => {
    const world = await onCodeStep();
    world.frame.respond('GET_USER', (payload: unknown) => {
      const { email: _email, ...user } = EMBEDDED_TEST_USER;
      return { ...user, chainId: (payload as { chainId?: number }).chainId ?? user.chainId };
    });
    await world.emailLogin.submitOtp('123456');
    expect(world.core.connection.snapshot.namespaces.eip155?.status).toBe('connected');
    expect(world.embeddedWallet.snapshot.email).toBe(EMAIL);
    expect(stored(world, 'W3M_EMAIL')).toBe(JSON.stringify(EMAIL));
  });

  it("clears the last error while a code is checked ('checking-otp'), and a second submit meanwhile sends nothing", async () => {
    const world = await onCodeStep();
    world.frame.fail('CONNECT_OTP', 'Invalid code');
    await world.emailLogin.submitOtp('000000');
    world.frame.hang('CONNECT_OTP');
    void world.emailLogin.submitOtp('123456');
    expect(world.emailLogin.snapshot).toMatchObject({ step: 'checking-otp', error: undefined });
    await world.emailLogin.submitOtp('123456');
    expect(world.frame.requestsOf('CONNECT_OTP')).toHaveLength(2);
  });

  it('takes no code before the frame asked for one', async () => {
    const world = onConnect();
    await world.emailLogin.submitOtp('123456');
    world.frame.hang('CONNECT_EMAIL');
    void world.emailLogin.submitEmail(EMAIL);
    await flushMicrotasks();
    await world.emailLogin.submitOtp('123456');
    expect(world.frame.requestsOf('CONNECT_OTP')).toEqual([]);
    expect(world.emailLogin.snapshot.step).toBe('sending');
  });
});

describe('EmailLoginUseCase: following the router', () => {
  it('starts once per EmailLogin entry: another router change on the same entry sends no second request', async () => {
    const world = onConnect();
    world.frame.hang('CONNECT_EMAIL');
    world.core.router.push('EmailLogin', { email: EMAIL });
    await flushMicrotasks();
    world.core.router.pushTransactionStack({});
    world.emailLogin.start();
    await flushMicrotasks();
    expect(world.frame.requestsOf('CONNECT_EMAIL')).toHaveLength(1);
    expect(world.emailLogin.snapshot.step).toBe('sending');
  });

  it('is just the field when EmailLogin is opened without an address', async () => {
    const world = onConnect();
    world.core.router.push('EmailLogin');
    await flushMicrotasks();
    expect(world.emailLogin.snapshot.step).toBe('idle');
    expect(world.frame.requests.filter((request) => request.type === 'CONNECT_EMAIL')).toEqual([]);
  });

  it('leaving the email views abandons the flow: a late answer changes nothing', async () => {
    const world = onConnect();
    const answer = deferred<unknown>();
    world.frame.respond('CONNECT_EMAIL', () => answer.promise);
    world.core.router.push('EmailLogin', { email: EMAIL });
    await flushMicrotasks();
    world.core.router.goBack();
    expect(world.emailLogin.snapshot).toEqual({ step: 'idle', email: undefined, error: undefined, failedStep: undefined });

    answer.resolve({ action: 'VERIFY_OTP' });
    await flushMicrotasks();
    expect(world.core.router.snapshot.history.map((entry) => entry.view)).toEqual(['Connect']);
    expect(world.emailLogin.snapshot.step).toBe('idle');
    expect(trackedEvents(world, EMAIL_EVENTS)).toEqual(['EMAIL_SUBMITTED']);
  });

  it('reset() abandons the flow too: the code step is gone and a late device approval is ignored', async () => {
    const world = onConnect();
    const approved = deferred<unknown>();
    world.frame.respond('CONNECT_EMAIL', { action: 'VERIFY_DEVICE' });
    world.frame.respond('CONNECT_DEVICE', () => approved.promise);
    void world.emailLogin.submitEmail(EMAIL);
    await flushMicrotasks();
    expect(world.emailLogin.snapshot.step).toBe('verify-device');
    world.emailLogin.reset();
    expect(world.emailLogin.snapshot).toEqual({ step: 'idle', email: undefined, error: undefined, failedStep: undefined });

    approved.resolve(undefined);
    await flushMicrotasks();
    expect(world.emailLogin.snapshot.step).toBe('idle');
    expect(world.core.router.snapshot.view).not.toBe('EmailVerifyOtp');
    expect(trackedEvents(world, EMAIL_EVENTS)).not.toContain('DEVICE_REGISTERED_FOR_EMAIL');
  });
});
