/**
 * The email login when something fails (SPEC.md sections 4 and 8, docs/EMBEDDED-WALLET.md): a frame request
 * that times out (iframe_request_timeout, after 120 s of virtual time), a frame that does not load, a
 * refused domain, a device link that was not approved, and a wallet that fails to connect after the code
 * ('Try again': retryConnect). Each leaves a whole state behind: the failed step, the error to show, the
 * alert the catalogue calls for, EMAIL_LOGIN_ERROR recorded, and nothing still loading.
 */
import { describe, expect, it } from 'vitest';
import { walletportError } from '../../../entities/errors/catalogue.js';
import { EMBEDDED_TEST_USER } from '../../../../tests/fakes/embedded-wallet-connector.fake.js';
import { flushMicrotasks } from '../../../../tests/fakes/virtual-scheduler.fake.js';
import { EMAIL, emailFlowWorld, sentEvents, stored, trackedEvents, type EmailFlowWorld } from '../shared/testing/emailFlowWorld.js';

/** The frame adapter's 120 s request timeout, played in virtual time. */
function timesOutAfter(world: EmailFlowWorld, ms: number) {
  return () =>
    new Promise((_resolve, reject) => {
      world.scheduler.schedule(() => reject(walletportError('IFRAME_REQUEST_TIMEOUT')), ms);
    });
}

function onEmailLogin(): EmailFlowWorld {
  const world = emailFlowWorld();
  world.core.modal.open({ view: 'Connect' });
  world.core.router.push('EmailLogin');
  return world;
}

describe('EmailLoginUseCase: failures of the frame', () => {
  it('a CONNECT_EMAIL that times out leaves the failed step with the error shown, raises the alert and records EMAIL_LOGIN_ERROR', async () => {
    const world = onEmailLogin();
    const { core, emailLogin, frame, scheduler } = world;
    frame.respond('CONNECT_EMAIL', timesOutAfter(world, 120_000));
    void emailLogin.submitEmail(EMAIL);
    await scheduler.advanceAsync(119_999);
    expect(emailLogin.snapshot.step).toBe('sending');
    expect(core.events.snapshot.alert).toBeUndefined();

    await scheduler.advanceAsync(1);
    expect(emailLogin.snapshot).toMatchObject({ step: 'failed', email: EMAIL, failedStep: 'sending' });
    expect(emailLogin.snapshot.error?.code).toBe('IFRAME_REQUEST_TIMEOUT');
    expect(emailLogin.snapshot.error?.shortMessage).toBe('iframe_request_timeout');
    expect(core.events.snapshot.alert).toBe('EMBEDDED_WALLET_REQUEST_TIMEOUT');
    expect(core.modal.snapshot).toMatchObject({ open: true, loading: false });
    expect(core.router.snapshot.view).toBe('EmailLogin');
    expect(core.connection.snapshot.namespaces.eip155?.status ?? 'disconnected').toBe('disconnected');
    expect(core.connection.snapshot.connectingConnectorId).toBeUndefined();
    expect(await sentEvents(world, ['EMAIL_SUBMITTED', 'EMAIL_LOGIN_ERROR', 'EMAIL_VERIFICATION_CODE_SENT'])).toEqual([
      'EMAIL_SUBMITTED',
      'EMAIL_LOGIN_ERROR',
    ]);
  });

  it('the cooldown counts from when the timed-out request went out, so after the timeout a retry goes at once', async () => {
    const world = onEmailLogin();
    const { emailLogin, frame, scheduler } = world;
    const sentAt = scheduler.now();
    frame.respond('CONNECT_EMAIL', timesOutAfter(world, 120_000));
    void emailLogin.submitEmail(EMAIL);
    await scheduler.advanceAsync(120_000);
    expect(stored(world, 'W3M_LAST_EMAIL_LOGIN_TIME')).toBe(String(sentAt));
    frame.respond('CONNECT_EMAIL', { action: 'VERIFY_OTP' });
    await emailLogin.submitEmail(EMAIL);
    expect(emailLogin.snapshot).toMatchObject({ step: 'verify-otp', error: undefined, failedStep: undefined });
    expect(frame.requestsOf('CONNECT_EMAIL')).toHaveLength(2);
  });

  it('a frame that does not load: the load alert, the frame marked failed, no request and no cooldown, so a retry goes at once', async () => {
    const world = onEmailLogin();
    const { core, emailLogin, embeddedWallet, frame } = world;
    frame.failReadyWith = walletportError('IFRAME_LOAD_FAILED');
    await emailLogin.submitEmail(EMAIL);
    expect(emailLogin.snapshot).toMatchObject({ step: 'failed', email: EMAIL, failedStep: 'sending' });
    expect(emailLogin.snapshot.error?.shortMessage).toBe('iframe_load_failed');
    expect(core.events.snapshot.alert).toBe('EMBEDDED_WALLET_LOAD_FAILED');
    expect(embeddedWallet.snapshot.frame).toBe('failed');
    expect(frame.requestsOf('CONNECT_EMAIL')).toEqual([]);
    expect(stored(world, 'W3M_LAST_EMAIL_LOGIN_TIME')).toBeUndefined();
    expect(trackedEvents(world, ['EMAIL_SUBMITTED', 'EMAIL_LOGIN_ERROR'])).toEqual(['EMAIL_LOGIN_ERROR']);

    frame.failReadyWith = undefined;
    frame.respond('CONNECT_EMAIL', { action: 'VERIFY_OTP' });
    await emailLogin.submitEmail(EMAIL);
    expect(emailLogin.snapshot).toMatchObject({ step: 'verify-otp', error: undefined });
    expect(embeddedWallet.snapshot.frame).toBe('ready');
    expect(frame.readyCount).toBe(2);
  });

  it("the frame refusing the page's domain raises the 'unverified domain' alert", async () => {
    const world = onEmailLogin();
    world.frame.fail('CONNECT_EMAIL', 'unverified_domain');
    await world.emailLogin.submitEmail(EMAIL);
    expect(world.emailLogin.snapshot.error?.code).toBe('UNVERIFIED_DOMAIN');
    expect(world.core.events.snapshot.alert).toBe('UNVERIFIED_DOMAIN');
  });

  it("a device link that was not approved: the frame's words on EmailVerifyDevice (failedStep verify-device), no alert", async () => {
    const world = onEmailLogin();
    world.frame.respond('CONNECT_EMAIL', { action: 'VERIFY_DEVICE' });
    world.frame.fail('CONNECT_DEVICE', 'Link expired');
    await world.emailLogin.submitEmail(EMAIL);
    expect(world.emailLogin.snapshot).toMatchObject({ step: 'failed', email: EMAIL, failedStep: 'verify-device' });
    expect(world.emailLogin.snapshot.error?.shortMessage).toBe('Link expired');
    expect(world.core.router.snapshot.view).toBe('EmailVerifyDevice');
    expect(world.core.events.snapshot.alert).toBeUndefined();
    expect(trackedEvents(world, ['DEVICE_REGISTERED_FOR_EMAIL', 'EMAIL_LOGIN_ERROR'])).toEqual(['EMAIL_LOGIN_ERROR']);
  });

  it('a CONNECT_DEVICE that times out raises the timeout alert', async () => {
    const world = onEmailLogin();
    world.frame.respond('CONNECT_EMAIL', { action: 'VERIFY_DEVICE' });
    world.frame.respond('CONNECT_DEVICE', timesOutAfter(world, 120_000));
    void world.emailLogin.submitEmail(EMAIL);
    await world.scheduler.advanceAsync(120_000);
    expect(world.emailLogin.snapshot).toMatchObject({ step: 'failed', failedStep: 'verify-device' });
    expect(world.core.events.snapshot.alert).toBe('EMBEDDED_WALLET_REQUEST_TIMEOUT');
  });

  it('a CONNECT_OTP that times out goes back to the code step with the error and the alert', async () => {
    const world = onEmailLogin();
    world.frame.respond('CONNECT_EMAIL', { action: 'VERIFY_OTP' });
    await world.emailLogin.submitEmail(EMAIL);
    world.frame.respond('CONNECT_OTP', timesOutAfter(world, 120_000));
    void world.emailLogin.submitOtp('123456');
    await world.scheduler.advanceAsync(120_000);
    expect(world.emailLogin.snapshot).toMatchObject({ step: 'verify-otp', failedStep: undefined });
    expect(world.emailLogin.snapshot.error?.shortMessage).toBe('iframe_request_timeout');
    expect(world.core.events.snapshot.alert).toBe('EMBEDDED_WALLET_REQUEST_TIMEOUT');
    expect(trackedEvents(world, ['EMAIL_VERIFICATION_CODE_FAIL'])).toEqual(['EMAIL_VERIFICATION_CODE_FAIL']);
  });
});

describe('EmailLoginUseCase.retryConnect', () => {
  /** The right code was taken, then the wallet failed to connect (GET_USER refused). */
  async function afterFailedConnect() {
    const world = onEmailLogin();
    world.frame.respond('CONNECT_EMAIL', { action: 'VERIFY_OTP' });
    await world.emailLogin.submitEmail(EMAIL);
    world.frame.fail('GET_USER', 'Not signed in');
    await world.emailLogin.submitOtp('123456');
    await flushMicrotasks();
    return world;
  }

  it('a wallet that fails to connect after the code keeps ConnectingEmbedded with the error (failedStep connecting)', async () => {
    const world = await afterFailedConnect();
    expect(world.emailLogin.snapshot).toMatchObject({ step: 'failed', email: EMAIL, failedStep: 'connecting' });
    expect(world.emailLogin.snapshot.error).toMatchObject({ code: 'CONNECT_FAILED', shortMessage: 'Failed to connect', details: 'Not signed in' });
    expect(world.core.router.snapshot).toMatchObject({ view: 'ConnectingEmbedded', data: { email: EMAIL } });
    expect(world.core.modal.snapshot.open).toBe(true);
    expect(world.core.connection.snapshot.namespaces.eip155?.status).not.toBe('connected');
    expect(trackedEvents(world, ['EMAIL_VERIFICATION_CODE_PASS', 'EMAIL_LOGIN_ERROR'])).toEqual(['EMAIL_VERIFICATION_CODE_PASS', 'EMAIL_LOGIN_ERROR']);
  });

  it('connects on the second try, without another code, and closes the modal', async () => {
    const world = await afterFailedConnect();
    world.frame.respond('GET_USER', (payload: unknown) => ({ ...EMBEDDED_TEST_USER, chainId: (payload as { chainId?: number }).chainId ?? 31337 }));
    await world.emailLogin.retryConnect();
    expect(world.core.connection.snapshot.namespaces.eip155).toMatchObject({ status: 'connected', connectorId: 'ID_AUTH' });
    expect(world.core.modal.snapshot.open).toBe(false);
    expect(world.emailLogin.snapshot.step).toBe('idle');
    expect(world.embeddedWallet.snapshot.email).toBe(EMAIL);
    expect(world.frame.requestsOf('CONNECT_OTP')).toHaveLength(1);
    expect(world.frame.requestsOf('CONNECT_EMAIL')).toHaveLength(1);
  });

  it('does nothing unless the connect step is what failed', async () => {
    const world = onEmailLogin();
    world.frame.respond('CONNECT_EMAIL', { action: 'VERIFY_DEVICE' });
    world.frame.fail('CONNECT_DEVICE', 'Link expired');
    await world.emailLogin.submitEmail(EMAIL);
    await world.emailLogin.retryConnect();
    expect(world.emailLogin.snapshot).toMatchObject({ step: 'failed', failedStep: 'verify-device' });
    expect(world.frame.requestsOf('GET_USER')).toEqual([]);
    expect(world.core.router.snapshot.view).toBe('EmailVerifyDevice');
  });
});
