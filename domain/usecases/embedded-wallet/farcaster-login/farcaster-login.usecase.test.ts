/**
 * The Farcaster login (SPEC.md section 4; docs/EMBEDDED-WALLET.md, "Farcaster login") at the use-case level,
 * over the real router, modal, toasts, connection and events built from the fakes, in virtual time: one
 * GET_FARCASTER_URI per attempt, CONNECT_FARCASTER then the connect through GET_USER, what is stored and
 * recorded, every failure going back with 'Failed to connect to farcaster', and leaving abandoning the attempt.
 */
import { describe, expect, it, vi } from 'vitest';
import { CONNECT_REQUEST_TIMEOUT_MS, TOAST_REPLACEMENT_DELAY_MS } from '../../../entities/constants.js';
import { errorMessage, walletportError } from '../../../entities/errors/catalogue.js';
import { frameRequestError } from '../../../entities/frame/frame-error.js';
import { flushMicrotasks } from '../../../../tests/fakes/virtual-scheduler.fake.js';
import { createTestClient } from '../../../../tests/fakes/create-test-client.js';
import { EMBEDDED_TEST_USER } from '../../../../tests/fakes/embedded-wallet-connector.fake.js';
import { deferred } from '../../shared/deferred.js';
import { IDLE_FARCASTER_LOGIN } from './farcaster-login.usecase.js';
import { farcasterUrl, farcasterWorld, USER_NAME, type FarcasterWorld } from './testing/farcasterWorld.js';

const FAILED = 'Failed to connect to farcaster';
const farcaster = { provider: 'farcaster' };

/** Back on Connect with the error toast, nothing connected or stored, the use case idle. */
function expectBackWithError(world: FarcasterWorld): void {
  expect(world.core.router.snapshot.view).toBe('Connect');
  expect(world.core.router.snapshot.history).toHaveLength(1);
  expect(world.core.modal.snapshot.open).toBe(true);
  expect(world.core.toasts.snapshot).toMatchObject({ open: true, variant: 'error', message: FAILED });
  expect(world.farcasterLogin.snapshot).toBe(IDLE_FARCASTER_LOGIN);
  expect(world.core.connection.snapshot.namespaces.eip155?.status).toBe('disconnected');
  expect(world.storedSocial()).toEqual({ provider: undefined, userName: undefined, embeddedUserName: undefined });
  expect(world.socialEvents()).toEqual([
    { event: 'SOCIAL_LOGIN_STARTED', properties: farcaster },
    { event: 'SOCIAL_LOGIN_ERROR', properties: farcaster },
  ]);
}

describe('FarcasterLoginUseCase: the login', () => {
  it('has the exact catalogue message', () => {
    expect(errorMessage('FARCASTER_CONNECT_FAILED')).toBe(FAILED);
  });

  it('prepares the frame, asks GET_FARCASTER_URI once, shows the address, then CONNECT_FARCASTER and GET_USER connect the wallet', async () => {
    const world = farcasterWorld();
    const readyBeforeUri: number[] = [];
    const answerUri = deferred<unknown>();
    world.frame.respond('GET_FARCASTER_URI', () => {
      readyBeforeUri.push(world.frame.readyCount);
      return answerUri.promise;
    });

    await world.pushFromConnect();
    expect(world.farcasterLogin.snapshot).toEqual({ step: 'loading', url: undefined, error: undefined });
    expect(readyBeforeUri).toEqual([1]);
    expect(world.socialEvents()).toEqual([{ event: 'SOCIAL_LOGIN_STARTED', properties: farcaster }]);

    answerUri.resolve({ url: farcasterUrl(7) });
    await flushMicrotasks();
    expect(world.farcasterLogin.snapshot).toEqual({ step: 'waiting', url: farcasterUrl(7), error: undefined });
    expect(world.requestTypes()).toEqual(['GET_FARCASTER_URI', 'CONNECT_FARCASTER']);
    expect(world.frame.requestsOf('GET_FARCASTER_URI')[0]?.payload).toBeUndefined();
    expect(world.frame.requestsOf('CONNECT_FARCASTER')[0]?.payload).toBeUndefined();

    await world.approve({ userName: USER_NAME });
    await flushMicrotasks();
    expect(world.requestTypes()).toEqual(['GET_FARCASTER_URI', 'CONNECT_FARCASTER', 'GET_USER']);
    expect(world.core.connection.snapshot.namespaces.eip155).toMatchObject({ status: 'connected', connectorId: 'ID_AUTH' });
    expect(world.core.modal.snapshot.open).toBe(false);
    expect(world.farcasterLogin.snapshot).toBe(IDLE_FARCASTER_LOGIN);
    expect(world.storedSocial()).toEqual({
      provider: JSON.stringify('farcaster'),
      userName: JSON.stringify(USER_NAME),
      embeddedUserName: JSON.stringify(USER_NAME),
    });
    expect(world.core.embeddedWallet?.snapshot.user).toMatchObject({ socialProvider: 'farcaster', userName: USER_NAME });
    expect(world.socialEvents()).toEqual([
      { event: 'SOCIAL_LOGIN_STARTED', properties: farcaster },
      { event: 'SOCIAL_LOGIN_SUCCESS', properties: farcaster },
    ]);
    expect(world.core.toasts.snapshot.open).toBe(false);
  });

  it("reads 'connecting' while the wallet connects (GET_USER), and the address is gone by then", async () => {
    const world = farcasterWorld();
    world.frame.hang('GET_USER');
    await world.pushFromConnect();
    await world.approve();
    expect(world.farcasterLogin.snapshot).toEqual({ step: 'connecting', url: undefined, error: undefined });
    expect(world.core.router.snapshot.view).toBe('ConnectingFarcaster');
  });

  it('records CONNECT_SUCCESS with the social method', async () => {
    const world = farcasterWorld();
    await world.pushFromConnect();
    await world.approve();
    const success = world.core.events.snapshot.history.find((entry) => entry.event === 'CONNECT_SUCCESS');
    expect(success).toMatchObject({ properties: { method: 'social' } });
  });

  it('sets no time limit of its own: CONNECT_FARCASTER waits with the frame adapter\'s connect timeout (120 s), not one of ours', async () => {
    const world = farcasterWorld();
    await world.pushFromConnect();
    // No override: frameRequestTimeoutMs gives CONNECT_FARCASTER (and GET_FARCASTER_URI) the connect timeout.
    expect(world.frame.requestsOf('CONNECT_FARCASTER')[0]?.options).toBeUndefined();
    expect(world.frame.requestsOf('GET_FARCASTER_URI')[0]?.options).toBeUndefined();
    expect(CONNECT_REQUEST_TIMEOUT_MS).toBe(120_000);
    await world.scheduler.advanceAsync(10 * 60_000);
    expect(world.farcasterLogin.snapshot.step).toBe('waiting');
    expect(world.count('GET_FARCASTER_URI')).toBe(1);
    expect(world.count('CONNECT_FARCASTER')).toBe(1);
    await world.approve();
    expect(world.core.modal.snapshot.open).toBe(false);
  });

  it('asks once per attempt, whatever else the router does while the view is on screen', async () => {
    const world = farcasterWorld();
    await world.pushFromConnect();
    world.core.router.push('ConnectingFarcaster');
    world.core.router.pushTransactionStack({ view: 'Account' });
    await flushMicrotasks();
    expect(world.count('GET_FARCASTER_URI')).toBe(1);
    expect(world.count('CONNECT_FARCASTER')).toBe(1);
  });

  it("'Open Farcaster' opens the address in a new tab through the platform; nothing before there is one", async () => {
    const world = farcasterWorld();
    world.frame.hang('GET_FARCASTER_URI');
    await world.pushFromConnect();
    expect(world.farcasterLogin.openFarcaster()).toBe(false);
    expect(world.ports.platform.openedLinks).toEqual([]);

    const other = farcasterWorld();
    await other.pushFromConnect();
    expect(other.farcasterLogin.openFarcaster()).toBe(true);
    expect(other.ports.platform.openedLinks).toEqual([{ url: farcasterUrl(1), target: '_blank' }]);
  });

  it('does not exist without the embedded wallet', () => {
    const { core } = createTestClient();
    expect(core.farcasterLogin).toBeUndefined();
  });
});

describe('FarcasterLoginUseCase: failures go back with the error shown', () => {
  it("GET_FARCASTER_URI failing: back to Connect, 'Failed to connect to farcaster' in a toast, CONNECT_FARCASTER never sent", async () => {
    const world = farcasterWorld();
    world.frame.fail('GET_FARCASTER_URI', 'Could not open a relay channel');
    await world.pushFromConnect();
    expectBackWithError(world);
    expect(world.requestTypes()).toEqual(['GET_FARCASTER_URI']);
    // Not a frame failure the catalogue has an alert for.
    expect(world.core.events.snapshot.alert).toBeUndefined();
  });

  it('CONNECT_FARCASTER failing (a rejected or invalid sign-in): back with the error, no GET_USER', async () => {
    const world = farcasterWorld();
    await world.pushFromConnect();
    await world.rejectSignIn(frameRequestError('CONNECT_FARCASTER', FAILED));
    expectBackWithError(world);
    expect(world.count('GET_USER')).toBe(0);
  });

  it("CONNECT_FARCASTER timing out in the frame adapter: the 'Embedded Wallet Request Timed Out' alert too", async () => {
    const world = farcasterWorld();
    await world.pushFromConnect();
    await world.rejectSignIn(walletportError('IFRAME_REQUEST_TIMEOUT', [], { details: 'CONNECT_FARCASTER got no answer' }));
    expectBackWithError(world);
    expect(world.core.events.snapshot.alert).toBe('EMBEDDED_WALLET_REQUEST_TIMEOUT');
  });

  it("the frame failing to load: its alert, back with the error, nothing asked", async () => {
    const world = farcasterWorld();
    world.frame.failReadyWith = walletportError('IFRAME_LOAD_FAILED');
    await world.pushFromConnect();
    expectBackWithError(world);
    expect(world.requestTypes()).toEqual([]);
    expect(world.core.events.snapshot.alert).toBe('EMBEDDED_WALLET_LOAD_FAILED');
  });

  it("the secure site refusing the page's domain: the Unverified Domain alert, back with the error", async () => {
    const world = farcasterWorld();
    world.frame.fail('GET_FARCASTER_URI', 'unverified_domain');
    await world.pushFromConnect();
    expectBackWithError(world);
    expect(world.core.events.snapshot.alert).toBe('UNVERIFIED_DOMAIN');
  });

  it.each([
    ['no url', {}],
    ['a javascript: address', { url: 'javascript:alert(document.domain)' }],
    ['an http address off this machine', { url: 'http://farcaster.example/~/siwf?channelToken=x' }],
    ['an app scheme', { url: 'farcaster://siwf?channelToken=x' }],
  ])('an answer with %s: a failed attempt, nothing shown or sent', async (_case, answer) => {
    const world = farcasterWorld();
    world.frame.respond('GET_FARCASTER_URI', answer);
    await world.pushFromConnect();
    expectBackWithError(world);
    expect(world.requestTypes()).toEqual(['GET_FARCASTER_URI']);
  });

  it('a CONNECT_FARCASTER answer without a userName: a failed attempt', async () => {
    const world = farcasterWorld();
    await world.pushFromConnect();
    await world.approve({ username: USER_NAME });
    expectBackWithError(world);
    expect(world.count('GET_USER')).toBe(0);
  });

  it('the connect failing after the approval (GET_USER): back with the error, nothing stored', async () => {
    const world = farcasterWorld();
    world.frame.fail('GET_USER', 'Not signed in');
    await world.pushFromConnect();
    await world.approve();
    expectBackWithError(world);
    expect(world.count('GET_USER')).toBe(1);
  });

  it("keeps the cause: the toast says 'Failed to connect to farcaster', the error's details say what the frame said", async () => {
    const world = farcasterWorld();
    world.core.modal.open({ view: 'ConnectingFarcaster' });
    world.frame.fail('GET_FARCASTER_URI', 'Could not open a relay channel');
    await flushMicrotasks();
    const { error } = world.farcasterLogin.snapshot;
    expect(error?.code).toBe('FARCASTER_CONNECT_FAILED');
    expect(error?.shortMessage).toBe(FAILED);
    expect(error?.details).toBe('Could not open a relay channel');
  });
});

describe('FarcasterLoginUseCase: a view with nothing to go back to', () => {
  it("opened on its own, a failure stays on the view with the error; 'Try again' is a new attempt with a new address", async () => {
    const world = farcasterWorld();
    world.frame.fail('GET_FARCASTER_URI', 'Could not open a relay channel');
    world.core.modal.open({ view: 'ConnectingFarcaster' });
    await flushMicrotasks();
    expect(world.core.modal.snapshot.open).toBe(true);
    expect(world.core.router.snapshot.view).toBe('ConnectingFarcaster');
    expect(world.farcasterLogin.snapshot).toMatchObject({ step: 'failed', url: undefined });
    expect(world.farcasterLogin.snapshot.error?.shortMessage).toBe(FAILED);
    expect(world.core.toasts.snapshot.open).toBe(false);

    world.frame.respond('GET_FARCASTER_URI', { url: farcasterUrl(2) });
    world.farcasterLogin.retry();
    await flushMicrotasks();
    expect(world.count('GET_FARCASTER_URI')).toBe(2);
    expect(world.farcasterLogin.snapshot).toEqual({ step: 'waiting', url: farcasterUrl(2), error: undefined });
    expect(world.socialEvents().map(({ event }) => event)).toEqual(['SOCIAL_LOGIN_STARTED', 'SOCIAL_LOGIN_ERROR', 'SOCIAL_LOGIN_STARTED']);

    await world.approve();
    expect(world.core.modal.snapshot.open).toBe(false);
    expect(world.core.connection.snapshot.namespaces.eip155?.status).toBe('connected');
  });

  it('retry does nothing unless the attempt failed', async () => {
    const world = farcasterWorld();
    await world.pushFromConnect();
    world.farcasterLogin.retry();
    await flushMicrotasks();
    expect(world.count('GET_FARCASTER_URI')).toBe(1);
  });
});

describe('FarcasterLoginUseCase: a new attempt starts clean', () => {
  it("the last attempt's 'Failed to connect to farcaster' toast is gone when the next attempt waits for the approval", async () => {
    const world = farcasterWorld();
    await world.pushFromConnect();
    await world.rejectSignIn(frameRequestError('CONNECT_FARCASTER', FAILED));
    expect(world.core.toasts.snapshot).toMatchObject({ open: true, message: FAILED });

    // Well within the toast's own auto-close (TOAST_AUTO_CLOSE_MS): the person tries again at once.
    world.core.router.push('ConnectingFarcaster');
    await flushMicrotasks();
    expect(world.farcasterLogin.snapshot).toEqual({ step: 'waiting', url: farcasterUrl(2), error: undefined });
    expect(world.core.toasts.snapshot.open).toBe(false);
    // Nothing comes back later either (no replacement waiting behind it).
    world.scheduler.advance(TOAST_REPLACEMENT_DELAY_MS);
    expect(world.core.toasts.snapshot.open).toBe(false);
  });

  it("leaves a toast that is not its failure's on screen", async () => {
    const world = farcasterWorld();
    await world.pushFromConnect();
    await world.rejectSignIn(frameRequestError('CONNECT_FARCASTER', FAILED));
    world.core.toasts.showSuccess('Link copied');
    world.scheduler.advance(TOAST_REPLACEMENT_DELAY_MS);
    expect(world.core.toasts.snapshot).toMatchObject({ open: true, message: 'Link copied' });

    world.core.router.push('ConnectingFarcaster');
    await flushMicrotasks();
    expect(world.core.toasts.snapshot).toMatchObject({ open: true, message: 'Link copied' });
  });
});

describe('FarcasterLoginUseCase: leaving abandons the attempt', () => {
  it('going back while waiting: the late approval changes nothing; coming back is a new attempt with a new address', async () => {
    const world = farcasterWorld();
    await world.pushFromConnect();
    expect(world.farcasterLogin.snapshot.url).toBe(farcasterUrl(1));
    world.core.router.goBack();
    expect(world.farcasterLogin.snapshot).toBe(IDLE_FARCASTER_LOGIN);

    await world.approve();
    expect(world.count('GET_USER')).toBe(0);
    expect(world.core.connection.snapshot.namespaces.eip155?.status).toBe('disconnected');
    expect(world.storedSocial().provider).toBeUndefined();
    expect(world.core.modal.snapshot.open).toBe(true);
    expect(world.core.toasts.snapshot.open).toBe(false);

    world.core.router.push('ConnectingFarcaster');
    await flushMicrotasks();
    expect(world.count('GET_FARCASTER_URI')).toBe(2);
    expect(world.farcasterLogin.snapshot).toEqual({ step: 'waiting', url: farcasterUrl(2), error: undefined });
    await world.approve();
    expect(world.core.modal.snapshot.open).toBe(false);
    expect(world.socialEvents().map(({ event }) => event)).toEqual(['SOCIAL_LOGIN_STARTED', 'SOCIAL_LOGIN_STARTED', 'SOCIAL_LOGIN_SUCCESS']);
  });

  it('going back while the address is being fetched: the late address is neither shown nor used', async () => {
    const world = farcasterWorld();
    const answerUri = deferred<unknown>();
    world.frame.respond('GET_FARCASTER_URI', () => answerUri.promise);
    await world.pushFromConnect();
    world.core.router.goBack();
    answerUri.resolve({ url: farcasterUrl(1) });
    await flushMicrotasks();
    expect(world.farcasterLogin.snapshot).toBe(IDLE_FARCASTER_LOGIN);
    expect(world.count('CONNECT_FARCASTER')).toBe(0);
  });

  it('going back while the frame loads: GET_FARCASTER_URI is never sent', async () => {
    const world = farcasterWorld();
    const ready = deferred<void>();
    vi.spyOn(world.frame, 'ready').mockReturnValueOnce(ready.promise);
    await world.pushFromConnect();
    world.core.router.goBack();
    ready.resolve();
    await flushMicrotasks();
    expect(world.requestTypes()).toEqual([]);
    expect(world.farcasterLogin.snapshot).toBe(IDLE_FARCASTER_LOGIN);
  });

  it('a late failure of an abandoned attempt shows nothing and does not navigate', async () => {
    const world = farcasterWorld();
    await world.pushFromConnect();
    world.core.router.goBack();
    await world.rejectSignIn(walletportError('IFRAME_REQUEST_TIMEOUT'));
    expect(world.core.toasts.snapshot.open).toBe(false);
    expect(world.core.events.snapshot.alert).toBeUndefined();
    expect(world.socialEvents().map(({ event }) => event)).toEqual(['SOCIAL_LOGIN_STARTED']);
  });

  it('closing the modal while waiting abandons the attempt', async () => {
    const world = farcasterWorld();
    await world.pushFromConnect();
    world.core.close();
    expect(world.farcasterLogin.snapshot).toBe(IDLE_FARCASTER_LOGIN);
    await world.approve();
    expect(world.count('GET_USER')).toBe(0);
    expect(world.storedSocial().provider).toBeUndefined();
  });

  it('closing the modal while the wallet connects cancels the connect: not connected, nothing stored', async () => {
    const world = farcasterWorld();
    const user = deferred<unknown>();
    world.frame.respond('GET_USER', () => user.promise);
    await world.pushFromConnect();
    await world.approve();
    expect(world.core.connection.snapshot.namespaces.eip155?.status).toBe('connecting');
    world.core.close();
    await flushMicrotasks();
    expect(world.core.connection.snapshot.namespaces.eip155?.status).toBe('disconnected');
    expect(world.farcasterLogin.snapshot).toBe(IDLE_FARCASTER_LOGIN);

    user.resolve(EMBEDDED_TEST_USER);
    await flushMicrotasks();
    expect(world.core.connection.snapshot.namespaces.eip155?.status).toBe('disconnected');
    expect(world.storedSocial()).toEqual({ provider: undefined, userName: undefined, embeddedUserName: undefined });
    expect(world.socialEvents().map(({ event }) => event)).toEqual(['SOCIAL_LOGIN_STARTED']);
    expect(world.core.toasts.snapshot.open).toBe(false);
  });

  it('disposing the use case abandons the attempt', async () => {
    const world = farcasterWorld();
    await world.pushFromConnect();
    world.farcasterLogin.dispose();
    await world.approve();
    expect(world.count('GET_USER')).toBe(0);
  });
});
