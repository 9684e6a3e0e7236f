/**
 * The social login (SPEC.md sections 4, 8 and 9; docs/EMBEDDED-WALLET.md "Social login") at the use-case
 * level, in virtual time, over the real router, modal, connection, toasts and events built from the fakes:
 * the popup opened in the call itself, the redirect, the result accepted only from the secure site's origin
 * and the popup's window, CONNECT_SOCIAL and the connect, what is stored and recorded, and every failure
 * with its exact message and constant (poll 1000 ms, time-out 45 000 ms).
 */
import { describe, expect, it } from 'vitest';
import { SOCIAL_LOGIN_TIMEOUT_MS, SOCIAL_POPUP_HEIGHT_PX, SOCIAL_POPUP_POLL_INTERVAL_MS, SOCIAL_POPUP_WIDTH_PX } from '../../../entities/constants.js';
import { errorMessage } from '../../../entities/errors/catalogue.js';
import { flushMicrotasks } from '../../../../tests/fakes/virtual-scheduler.fake.js';
import { deferred } from '../../shared/deferred.js';
import {
  LOADING_URL,
  PROVIDER_URI,
  RESULT_URI,
  SECURE_ORIGIN,
  SOCIAL_USER,
  socialFlowWorld,
  USER_NAME,
  type SocialFlowWorld,
} from './testing/socialFlowWorld.js';

const SOCIAL_EVENTS = ['SOCIAL_LOGIN_STARTED', 'SOCIAL_LOGIN_SUCCESS', 'SOCIAL_LOGIN_ERROR'];

/** Nothing of the login is left running: no timer, no message listener. */
function expectNothingLeft({ scheduler, platform }: SocialFlowWorld): void {
  expect(platform.messageListenerCount).toBe(0);
  // The toast's auto-close timer may be waiting; the login's poll and time-out are not.
  expect(scheduler.pendingTimers).toBeLessThanOrEqual(1);
}

describe('SocialLoginUseCase: the popup', () => {
  it('opens the 600x800 popup on the secure site\'s loading page in the call itself, then pushes ConnectingSocial and records SOCIAL_LOGIN_STARTED', () => {
    const world = socialFlowWorld();
    const { core, platform, socialLogin, frame } = world;
    void socialLogin.start('github');
    // Synchronously: nothing was awaited before the popup opened.
    expect(platform.popups).toHaveLength(1);
    expect(world.popup().history).toEqual([LOADING_URL]);
    expect(world.popup().size).toEqual({ width: 600, height: 800 });
    expect([SOCIAL_POPUP_WIDTH_PX, SOCIAL_POPUP_HEIGHT_PX]).toEqual([600, 800]);
    expect(core.router.snapshot).toMatchObject({ view: 'ConnectingSocial', data: { socialProvider: 'github' } });
    expect(core.router.snapshot.history.map((entry) => entry.view)).toEqual(['Connect', 'ConnectingSocial']);
    expect(socialLogin.snapshot).toEqual({ step: 'opening', provider: 'github', error: undefined });
    expect(world.tracked(SOCIAL_EVENTS)).toEqual([{ event: 'SOCIAL_LOGIN_STARTED', properties: { provider: 'github' } }]);
    expect(frame.requestsOf('GET_SOCIAL_REDIRECT_URI')).toEqual([]);
  });

  // (The allowed-origins check runs inside prepare, before the real frame loads: the composition root's frame
  // adapter asks the embedded wallet use case first; embedded-wallet.usecase.test.ts covers it.)
  it('prepares the frame as the email login does, asks GET_SOCIAL_REDIRECT_URI and navigates the popup there', async () => {
    const world = socialFlowWorld();
    const { frame, socialLogin, embeddedWallet } = world;
    await world.startAndWait('github');
    expect(frame.readyCount).toBe(1);
    expect(embeddedWallet.snapshot.frame).toBe('ready');
    expect(frame.requestsOf('GET_SOCIAL_REDIRECT_URI').map((request) => request.payload)).toEqual([{ provider: 'github' }]);
    expect(world.popup().history).toEqual([LOADING_URL, PROVIDER_URI]);
    expect(socialLogin.snapshot.step).toBe('waiting');
  });

  it('connects on the secure site\'s result: popup closed, CONNECT_SOCIAL, the AUTH connector, the login stored, SOCIAL_LOGIN_SUCCESS, the modal closed', async () => {
    const world = socialFlowWorld();
    const { core, frame, socialLogin, embeddedWallet } = world;
    const { done } = await world.startAndWait('github');
    await world.deliverResult();
    await done;

    expect(world.popup().closed).toBe(true);
    expect(frame.requestsOf('CONNECT_SOCIAL').map((request) => request.payload)).toEqual([{ uri: RESULT_URI, chainId: 31337 }]);
    // CONNECT_SOCIAL first, then the connector reads the user (GET_USER), as the email login does.
    const order = frame.requests.map((request) => request.type).filter((type) => type === 'CONNECT_SOCIAL' || type === 'GET_USER');
    expect(order).toEqual(['CONNECT_SOCIAL', 'GET_USER']);
    expect(core.connection.snapshot.namespaces.eip155).toMatchObject({ status: 'connected', connectorId: 'ID_AUTH', address: SOCIAL_USER.address });
    expect(world.stored('CONNECTED_SOCIAL')).toBe(JSON.stringify('github'));
    expect(world.stored('CONNECTED_SOCIAL_USERNAME')).toBe(JSON.stringify(USER_NAME));
    expect(world.stored('W3M_SOCIAL_USERNAME')).toBe(JSON.stringify(USER_NAME));
    expect(embeddedWallet.snapshot.user).toMatchObject({ socialProvider: 'github', userName: USER_NAME });
    expect(world.tracked(SOCIAL_EVENTS)).toEqual([
      { event: 'SOCIAL_LOGIN_STARTED', properties: { provider: 'github' } },
      { event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider: 'github' } },
    ]);
    expect(world.tracked(['CONNECT_SUCCESS'])[0]?.properties).toMatchObject({ method: 'social' });
    expect(core.modal.snapshot.open).toBe(false);
    expect(socialLogin.snapshot).toEqual({ step: 'idle', provider: undefined, error: undefined });
    expectNothingLeft(world);
  });

  it("names the user with the frame's email when the provider gave no user name", async () => {
    const world = socialFlowWorld();
    world.frame.respond('CONNECT_SOCIAL', { ...SOCIAL_USER, userName: undefined });
    world.connector.frame.respond('GET_USER', { ...SOCIAL_USER, userName: undefined });
    const { done } = await world.startAndWait('google');
    await world.deliverResult();
    await done;
    expect(world.stored('CONNECTED_SOCIAL')).toBe(JSON.stringify('google'));
    expect(world.stored('CONNECTED_SOCIAL_USERNAME')).toBe(JSON.stringify('ada@example.com'));
    expect(world.embeddedWallet.snapshot.user).toMatchObject({ socialProvider: 'google', userName: 'ada@example.com' });
  });

  it('sends no chainId when no EVM network is active', async () => {
    const world = socialFlowWorld();
    Object.defineProperty(world.core.network, 'snapshot', { value: { ...world.core.network.snapshot, activeCaipNetworks: {} } });
    const { done } = await world.startAndWait();
    await world.deliverResult();
    await done;
    expect(world.frame.requestsOf('CONNECT_SOCIAL')[0]?.payload).toEqual({ uri: RESULT_URI });
  });
});

describe('SocialLoginUseCase: which messages count', () => {
  it.each([
    ['another origin', (world: SocialFlowWorld) => world.popup().post({ resultUri: RESULT_URI }, 'https://evil.example')],
    ['a look-alike origin', (world: SocialFlowWorld) => world.popup().post({ resultUri: RESULT_URI }, `${SECURE_ORIGIN}.evil.example`)],
    ['the secure origin over http', (world: SocialFlowWorld) => world.popup().post({ resultUri: RESULT_URI }, 'http://secure.walletconnect.org')],
    ['another window (the frame, a tab)', (world: SocialFlowWorld) => world.platform.postMessage({ origin: SECURE_ORIGIN, data: { resultUri: RESULT_URI }, source: {} })],
    ['no window at all', (world: SocialFlowWorld) => world.platform.postMessage({ origin: SECURE_ORIGIN, data: { resultUri: RESULT_URI }, source: null })],
    ['a result on another origin', (world: SocialFlowWorld) => world.popup().post({ resultUri: 'https://evil.example/social/result?token=x' }, SECURE_ORIGIN)],
    ['a result that is not a string', (world: SocialFlowWorld) => world.popup().post({ resultUri: 42 }, SECURE_ORIGIN)],
    ['a string', (world: SocialFlowWorld) => world.popup().post(RESULT_URI, SECURE_ORIGIN)],
    ['nothing', (world: SocialFlowWorld) => world.popup().post(null, SECURE_ORIGIN)],
  ])('ignores a message from %s without a word, and still takes the real one', async (_case, post) => {
    const world = socialFlowWorld();
    const { done } = await world.startAndWait();
    post(world);
    await flushMicrotasks();
    expect(world.socialLogin.snapshot).toEqual({ step: 'waiting', provider: 'github', error: undefined });
    expect(world.frame.requestsOf('CONNECT_SOCIAL')).toEqual([]);
    expect(world.popup().closed).toBe(false);
    expect(world.core.toasts.snapshot.open).toBe(false);

    await world.deliverResult();
    await done;
    expect(world.frame.requestsOf('CONNECT_SOCIAL').map((request) => request.payload)).toEqual([{ uri: RESULT_URI, chainId: 31337 }]);
  });

  it('takes one result only: a second message from the popup changes nothing', async () => {
    const world = socialFlowWorld();
    const { done } = await world.startAndWait();
    const connecting = deferred<unknown>();
    world.frame.respond('CONNECT_SOCIAL', () => connecting.promise);
    await world.deliverResult();
    await world.deliverResult(`${RESULT_URI}-again`);
    connecting.resolve(SOCIAL_USER);
    await done;
    expect(world.frame.requestsOf('CONNECT_SOCIAL')).toHaveLength(1);
  });
});

describe('SocialLoginUseCase: the popup closed and the time-out', () => {
  it('polls every 1000 ms: the person closing the popup is POPUP_CLOSED at the next poll, back to Connect with a toast', async () => {
    const world = socialFlowWorld();
    const { core, socialLogin, scheduler } = world;
    expect(SOCIAL_POPUP_POLL_INTERVAL_MS).toBe(1000);
    const { done } = await world.startAndWait();
    await scheduler.advanceAsync(500);
    world.popup().closed = true;
    await scheduler.advanceAsync(499);
    expect(socialLogin.snapshot.step).toBe('waiting');
    await scheduler.advanceAsync(1);
    await done;
    expect(socialLogin.snapshot.step).toBe('failed');
    expect(socialLogin.snapshot.error?.code).toBe('POPUP_CLOSED');
    expect(socialLogin.snapshot.error?.shortMessage).toBe('Popup closed');
    expect(core.router.snapshot.view).toBe('Connect');
    expect(core.router.snapshot.history).toHaveLength(1);
    expect(core.modal.snapshot.open).toBe(true);
    expect(core.toasts.snapshot).toMatchObject({ open: true, variant: 'error', message: 'Popup closed' });
    expect(world.tracked(SOCIAL_EVENTS).map((entry) => entry.event)).toEqual(['SOCIAL_LOGIN_STARTED', 'SOCIAL_LOGIN_ERROR']);
    expect(world.frame.requestsOf('CONNECT_SOCIAL')).toEqual([]);
    expectNothingLeft(world);
  });

  it('notices a popup closed while the frame is still loading', async () => {
    const world = socialFlowWorld();
    world.frame.hang('GET_SOCIAL_REDIRECT_URI');
    const done = world.socialLogin.start('github');
    world.popup().closed = true;
    await world.scheduler.advanceAsync(1000);
    await done;
    expect(world.socialLogin.snapshot.error?.code).toBe('POPUP_CLOSED');
    expect(world.core.router.snapshot.view).toBe('Connect');
  });

  it('times out at 45 000 ms, not 44 999: the catalogue message, the popup closed, still on ConnectingSocial', async () => {
    const world = socialFlowWorld();
    const { socialLogin, scheduler, core } = world;
    expect(SOCIAL_LOGIN_TIMEOUT_MS).toBe(45_000);
    const { done } = await world.startAndWait();
    await scheduler.advanceAsync(44_999);
    expect(socialLogin.snapshot.step).toBe('waiting');
    expect(world.popup().closed).toBe(false);
    await scheduler.advanceAsync(1);
    await done;
    expect(socialLogin.snapshot).toMatchObject({ step: 'failed', provider: 'github' });
    expect(socialLogin.snapshot.error?.code).toBe('SOCIAL_LOGIN_TIMED_OUT');
    expect(socialLogin.snapshot.error?.shortMessage).toBe('Social login timed out. Please try again.');
    expect(errorMessage('SOCIAL_LOGIN_TIMED_OUT')).toBe('Social login timed out. Please try again.');
    expect(world.popup().closed).toBe(true);
    expect(core.router.snapshot.view).toBe('ConnectingSocial');
    expect(world.tracked(SOCIAL_EVENTS).map((entry) => entry.event)).toEqual(['SOCIAL_LOGIN_STARTED', 'SOCIAL_LOGIN_ERROR']);
    expect(scheduler.pendingTimers).toBe(0);
    expect(world.platform.messageListenerCount).toBe(0);
  });

  it('counts the 45 s from the click: a frame that never answers times out too', async () => {
    const world = socialFlowWorld();
    world.frame.hang('GET_SOCIAL_REDIRECT_URI');
    const done = world.socialLogin.start('github');
    await world.scheduler.advanceAsync(45_000);
    await done;
    expect(world.socialLogin.snapshot.error?.code).toBe('SOCIAL_LOGIN_TIMED_OUT');
    expect(world.popup().history).toEqual([LOADING_URL]);
    expect(world.popup().closed).toBe(true);
  });

  it('clears the poll and the time-out once the result came (no failure 45 s later)', async () => {
    const world = socialFlowWorld();
    const { done } = await world.startAndWait();
    await world.deliverResult();
    await done;
    await world.scheduler.advanceAsync(60_000);
    expect(world.core.connection.snapshot.namespaces.eip155?.status).toBe('connected');
    expect(world.tracked(SOCIAL_EVENTS).map((entry) => entry.event)).toEqual(['SOCIAL_LOGIN_STARTED', 'SOCIAL_LOGIN_SUCCESS']);
  });
});

describe('SocialLoginUseCase: failures', () => {
  it("a blocked popup: 'Could not open social popup' on ConnectingSocial, the frame not asked", async () => {
    const world = socialFlowWorld();
    world.platform.blockPopups = true;
    await world.socialLogin.start('github');
    expect(world.socialLogin.snapshot).toMatchObject({ step: 'failed', provider: 'github' });
    expect(world.socialLogin.snapshot.error?.code).toBe('SOCIAL_POPUP_OPEN_FAILED');
    expect(world.socialLogin.snapshot.error?.shortMessage).toBe('Could not open social popup');
    expect(world.core.router.snapshot).toMatchObject({ view: 'ConnectingSocial', data: { socialProvider: 'github' } });
    expect(world.frame.requestsOf('GET_SOCIAL_REDIRECT_URI')).toEqual([]);
    expect(world.tracked(SOCIAL_EVENTS).map((entry) => entry.event)).toEqual(['SOCIAL_LOGIN_STARTED', 'SOCIAL_LOGIN_ERROR']);
    expect(world.scheduler.pendingTimers).toBe(0);
  });

  it("a popup the browser would not create: 'Could not create social popup', with the browser's error as the cause", async () => {
    const world = socialFlowWorld();
    const refusal = new Error('InvalidAccessError');
    world.platform.failPopupWith = refusal;
    await world.socialLogin.start('github');
    expect(world.socialLogin.snapshot.error?.code).toBe('SOCIAL_POPUP_CREATE_FAILED');
    expect(world.socialLogin.snapshot.error?.shortMessage).toBe('Could not create social popup');
    expect(world.socialLogin.snapshot.error?.cause).toBe(refusal);
    expect(world.core.router.snapshot.view).toBe('ConnectingSocial');
    expect(world.scheduler.pendingTimers).toBe(0);
  });

  it.each([
    ['the frame refusing GET_SOCIAL_REDIRECT_URI', (world: SocialFlowWorld) => world.frame.fail('GET_SOCIAL_REDIRECT_URI', 'Social login is not available')],
    ['an answer off the contract', (world: SocialFlowWorld) => world.frame.respond('GET_SOCIAL_REDIRECT_URI', { url: PROVIDER_URI })],
    ['an address that is not a web link', (world: SocialFlowWorld) => world.frame.respond('GET_SOCIAL_REDIRECT_URI', { uri: 'javascript:alert(1)' })],
    ['the frame failing to load', (world: SocialFlowWorld) => (world.frame.failReadyWith = new Error('iframe_load_failed'))],
  ])("%s: 'Could not fetch the social redirect uri', the popup closed", async (_case, arrange) => {
    const world = socialFlowWorld();
    arrange(world);
    await world.socialLogin.start('github');
    expect(world.socialLogin.snapshot).toMatchObject({ step: 'failed', provider: 'github' });
    expect(world.socialLogin.snapshot.error?.code).toBe('SOCIAL_REDIRECT_URI_FAILED');
    expect(world.socialLogin.snapshot.error?.shortMessage).toBe('Could not fetch the social redirect uri');
    expect(world.popup().history).toEqual([LOADING_URL]);
    expect(world.popup().closed).toBe(true);
    expect(world.core.router.snapshot.view).toBe('ConnectingSocial');
    expect(world.scheduler.pendingTimers).toBe(0);
    expect(world.platform.messageListenerCount).toBe(0);
  });

  it("keeps the frame's words for a refused redirect in the error's details", async () => {
    const world = socialFlowWorld();
    world.frame.fail('GET_SOCIAL_REDIRECT_URI', 'Social login is not available');
    await world.socialLogin.start('github');
    expect(world.socialLogin.snapshot.error?.details).toBe('Social login is not available');
  });

  it("CONNECT_SOCIAL refused: 'Failed to initiate social connection', nothing stored, not connected", async () => {
    const world = socialFlowWorld();
    world.frame.fail('CONNECT_SOCIAL', 'This sign-in has already been used');
    const { done } = await world.startAndWait();
    await world.deliverResult();
    await done;
    expect(world.socialLogin.snapshot.error?.code).toBe('SOCIAL_CONNECT_INIT_FAILED');
    expect(world.socialLogin.snapshot.error?.shortMessage).toBe('Failed to initiate social connection');
    expect(world.socialLogin.snapshot.error?.details).toBe('This sign-in has already been used');
    expect(world.popup().closed).toBe(true);
    expect(world.core.connection.snapshot.namespaces.eip155?.status).toBe('disconnected');
    expect(world.stored('CONNECTED_SOCIAL')).toBeUndefined();
    expect(world.core.router.snapshot.view).toBe('ConnectingSocial');
    expect(world.tracked(SOCIAL_EVENTS).map((entry) => entry.event)).toEqual(['SOCIAL_LOGIN_STARTED', 'SOCIAL_LOGIN_ERROR']);
  });

  it('the wallet not connecting after CONNECT_SOCIAL: its error shown, the stored login forgotten', async () => {
    const world = socialFlowWorld();
    world.frame.fail('GET_USER', 'Not signed in');
    const { done } = await world.startAndWait();
    await world.deliverResult();
    await done;
    expect(world.socialLogin.snapshot.step).toBe('failed');
    expect(world.socialLogin.snapshot.error?.shortMessage).toBe('Failed to connect');
    expect(world.stored('CONNECTED_SOCIAL')).toBeUndefined();
    expect(world.stored('W3M_SOCIAL_USERNAME')).toBeUndefined();
    expect(world.core.modal.snapshot.open).toBe(true);
  });

  it("'Try again' starts afresh in the call: a new popup, the failure cleared", async () => {
    const world = socialFlowWorld();
    world.platform.blockPopups = true;
    await world.socialLogin.start('github');
    world.platform.blockPopups = false;
    const done = world.socialLogin.start('github');
    expect(world.platform.popups).toHaveLength(1);
    expect(world.socialLogin.snapshot).toEqual({ step: 'opening', provider: 'github', error: undefined });
    // Still one ConnectingSocial entry: the retry replaced it.
    expect(world.core.router.snapshot.history.map((entry) => entry.view)).toEqual(['Connect', 'ConnectingSocial']);
    await flushMicrotasks();
    await world.deliverResult();
    await done;
    expect(world.core.connection.snapshot.namespaces.eip155?.status).toBe('connected');
  });
});

describe('SocialLoginUseCase: leaving the view', () => {
  it('going back abandons the login: the popup closes, timers stop, a late result changes nothing', async () => {
    const world = socialFlowWorld();
    const { done } = await world.startAndWait();
    const popup = world.popup();
    world.core.router.goBack();
    await done;
    expect(popup.closed).toBe(true);
    expect(world.socialLogin.snapshot).toEqual({ step: 'idle', provider: undefined, error: undefined });
    expect(world.scheduler.pendingTimers).toBe(0);
    expect(world.platform.messageListenerCount).toBe(0);
    popup.post({ resultUri: RESULT_URI }, SECURE_ORIGIN);
    await world.scheduler.advanceAsync(SOCIAL_LOGIN_TIMEOUT_MS);
    expect(world.frame.requestsOf('CONNECT_SOCIAL')).toEqual([]);
    expect(world.tracked(SOCIAL_EVENTS).map((entry) => entry.event)).toEqual(['SOCIAL_LOGIN_STARTED']);
  });

  it('closing the modal while the frame loads abandons the login; its late redirect address is not used', async () => {
    const world = socialFlowWorld();
    const redirect = deferred<unknown>();
    world.frame.respond('GET_SOCIAL_REDIRECT_URI', () => redirect.promise);
    const done = world.socialLogin.start('github');
    await flushMicrotasks();
    world.core.modal.close();
    redirect.resolve({ uri: PROVIDER_URI });
    await done;
    expect(world.popup().history).toEqual([LOADING_URL]);
    expect(world.popup().closed).toBe(true);
    expect(world.socialLogin.snapshot.step).toBe('idle');
  });

  it('a second start abandons the first (its popup closed) and the new one goes on', async () => {
    const world = socialFlowWorld();
    const { done: first } = await world.startAndWait('github');
    const firstPopup = world.popup();
    const second = world.socialLogin.start('google');
    await first;
    expect(firstPopup.closed).toBe(true);
    expect(world.platform.popups).toHaveLength(2);
    await flushMicrotasks();
    await world.deliverResult();
    await second;
    expect(world.stored('CONNECTED_SOCIAL')).toBe(JSON.stringify('google'));
    expect(world.frame.requestsOf('GET_SOCIAL_REDIRECT_URI').map((request) => request.payload)).toEqual([{ provider: 'github' }, { provider: 'google' }]);
  });

  it('leaving the view after a failure forgets it', async () => {
    const world = socialFlowWorld();
    world.platform.blockPopups = true;
    await world.socialLogin.start('github');
    world.core.router.goBack();
    expect(world.socialLogin.snapshot).toEqual({ step: 'idle', provider: undefined, error: undefined });
  });
});

describe('SocialLoginUseCase: disconnect', () => {
  it('removes the stored social provider and names (SPEC.md section 4)', async () => {
    const world = socialFlowWorld();
    const { done } = await world.startAndWait();
    await world.deliverResult();
    await done;
    expect(world.stored('CONNECTED_SOCIAL')).toBeDefined();
    await world.core.connection.disconnect();
    expect(world.stored('CONNECTED_SOCIAL')).toBeUndefined();
    expect(world.stored('CONNECTED_SOCIAL_USERNAME')).toBeUndefined();
    expect(world.stored('W3M_SOCIAL_USERNAME')).toBeUndefined();
    expect(world.embeddedWallet.snapshot.user).toBeUndefined();
  });

  it('a reload after a social login shows the provider and name again (read from storage)', async () => {
    const first = socialFlowWorld();
    const { done } = await first.startAndWait();
    await first.deliverResult();
    await done;
    const second = socialFlowWorld({ storage: first.ports.storage });
    second.frame.respond('IS_CONNECTED', { isConnected: true });
    await second.core.connection.connect({ connectorId: 'ID_AUTH', method: 'social' });
    expect(second.embeddedWallet.snapshot.user).toMatchObject({ socialProvider: 'github', userName: USER_NAME });
  });
});
