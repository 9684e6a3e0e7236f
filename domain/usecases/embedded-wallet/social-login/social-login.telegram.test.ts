/**
 * The social login inside Telegram (no popups in its WebView; docs/EMBEDDED-WALLET.md, "Telegram"): the top
 * window goes to the provider with the page's address in the state, the provider is stored, and when the
 * secure site sends the page back with `wp_social_result`, the start of the core takes it out of the address
 * bar and completes the login with CONNECT_SOCIAL. Only a login this page started is completed.
 */
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../entities/storage/storage-keys.js';
import { FakeStorage } from '../../../../tests/fakes/memory-storage.fake.js';
import { flushMicrotasks } from '../../../../tests/fakes/virtual-scheduler.fake.js';
import { socialFlowWorld, PROVIDER_URI, RESULT_URI, USER_NAME } from './testing/socialFlowWorld.js';
import { base64Url, SOCIAL_RESULT_PARAM } from './telegramSocialRedirect.js';

const PAGE = 'https://mini.example/app?tab=shop#top';
const telegram = { telegram: true, origin: 'https://mini.example', href: PAGE };

function returnAddress(resultUri = RESULT_URI): string {
  return `https://mini.example/app?tab=shop&${SOCIAL_RESULT_PARAM}=${encodeURIComponent(resultUri)}#top`;
}

describe('SocialLoginUseCase in Telegram: the way out', () => {
  it('opens no popup: asks GET_SOCIAL_REDIRECT_URI, puts the page address in the state, stores the provider and redirects the top window', async () => {
    const world = socialFlowWorld({ platform: telegram });
    const { platform, frame, socialLogin, core } = world;
    await socialLogin.start('github');
    expect(platform.popups).toEqual([]);
    expect(frame.requestsOf('GET_SOCIAL_REDIRECT_URI').map((request) => request.payload)).toEqual([{ provider: 'github' }]);
    expect(platform.topRedirects).toEqual([PROVIDER_URI.replace('state=st4te', `state=st4te.${base64Url(PAGE)}`)]);
    expect(world.ports.storage.entries.get(STORAGE_KEYS.TELEGRAM_SOCIAL_PROVIDER)).toBe(JSON.stringify('github'));
    expect(socialLogin.snapshot).toEqual({ step: 'redirecting', provider: 'github', error: undefined });
    expect(core.router.snapshot).toMatchObject({ view: 'ConnectingSocial', data: { socialProvider: 'github' } });
    expect(world.tracked(['SOCIAL_LOGIN_STARTED'])).toEqual([{ event: 'SOCIAL_LOGIN_STARTED', properties: { provider: 'github' } }]);
    expect(world.scheduler.pendingTimers).toBe(0);
    expect(platform.messageListenerCount).toBe(0);
  });

  it('leaves an old result out of the address it sends', async () => {
    const world = socialFlowWorld({ platform: { ...telegram, href: returnAddress() } });
    // The old result was taken at start; a new login from the same page sends the clean address.
    world.platform.pageHref = returnAddress();
    await world.socialLogin.start('github');
    expect(world.platform.topRedirects[0]).toContain(`state=st4te.${base64Url(PAGE)}`);
  });

  it("fails with 'Could not fetch the social redirect uri' when the address has no state, and redirects nowhere", async () => {
    const world = socialFlowWorld({ platform: telegram });
    world.frame.respond('GET_SOCIAL_REDIRECT_URI', { uri: 'https://idp.example/auth?client_id=github' });
    await world.socialLogin.start('github');
    expect(world.socialLogin.snapshot.error?.code).toBe('SOCIAL_REDIRECT_URI_FAILED');
    expect(world.socialLogin.snapshot.error?.shortMessage).toBe('Could not fetch the social redirect uri');
    expect(world.platform.topRedirects).toEqual([]);
    expect(world.ports.storage.entries.has(STORAGE_KEYS.TELEGRAM_SOCIAL_PROVIDER)).toBe(false);
  });

  it('going back before the address came redirects nowhere', async () => {
    const world = socialFlowWorld({ platform: telegram });
    world.frame.hang('GET_SOCIAL_REDIRECT_URI');
    void world.socialLogin.start('github');
    await flushMicrotasks();
    world.core.router.goBack();
    expect(world.socialLogin.snapshot.step).toBe('idle');
    expect(world.platform.topRedirects).toEqual([]);
  });
});

describe('SocialLoginUseCase in Telegram: the way back', () => {
  function returning(href = returnAddress(), provider: string | null = 'github') {
    const storage = new FakeStorage();
    if (provider !== null) storage.plant(STORAGE_KEYS.TELEGRAM_SOCIAL_PROVIDER, JSON.stringify(provider));
    return socialFlowWorld({ platform: { ...telegram, href }, storage });
  }

  it('takes wp_social_result out of the address bar at start and completes with CONNECT_SOCIAL', async () => {
    const world = returning();
    const { platform, frame, core, socialLogin } = world;
    expect(platform.replacedAddresses).toEqual([PAGE]);
    expect(core.modal.snapshot.open).toBe(true);
    expect(core.router.snapshot).toMatchObject({ view: 'ConnectingSocial', data: { socialProvider: 'github' } });
    expect(socialLogin.snapshot).toMatchObject({ step: 'connecting', provider: 'github' });
    await flushMicrotasks();
    expect(frame.requestsOf('CONNECT_SOCIAL').map((request) => request.payload)).toEqual([{ uri: RESULT_URI, chainId: 31337 }]);
    expect(core.connection.snapshot.namespaces.eip155).toMatchObject({ status: 'connected', connectorId: 'ID_AUTH' });
    expect(world.stored('CONNECTED_SOCIAL')).toBe(JSON.stringify('github'));
    expect(world.stored('CONNECTED_SOCIAL_USERNAME')).toBe(JSON.stringify(USER_NAME));
    expect(world.stored('TELEGRAM_SOCIAL_PROVIDER')).toBeUndefined();
    expect(world.tracked(['SOCIAL_LOGIN_SUCCESS'])).toEqual([{ event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider: 'github' } }]);
    expect(core.modal.snapshot.open).toBe(false);
    expect(platform.popups).toEqual([]);
  });

  it("a refused result: 'Failed to initiate social connection' on ConnectingSocial, with Try again's provider", async () => {
    const storage = new FakeStorage();
    storage.plant(STORAGE_KEYS.TELEGRAM_SOCIAL_PROVIDER, JSON.stringify('google'));
    const world = socialFlowWorld({
      platform: { ...telegram, href: returnAddress() },
      storage,
      prepare: (frame) => frame.fail('CONNECT_SOCIAL', 'This sign-in has already been used'),
    });
    await flushMicrotasks();
    expect(world.socialLogin.snapshot).toMatchObject({ step: 'failed', provider: 'google' });
    expect(world.socialLogin.snapshot.error?.shortMessage).toBe('Failed to initiate social connection');
    expect(world.core.router.snapshot).toMatchObject({ view: 'ConnectingSocial', data: { socialProvider: 'google' } });
    expect(world.core.connection.snapshot.namespaces.eip155?.status).toBe('disconnected');
    expect(world.stored('CONNECTED_SOCIAL')).toBeUndefined();
  });

  it('ignores a result this page did not ask for (no stored provider), but still cleans the address', async () => {
    const world = returning(returnAddress(), null);
    await flushMicrotasks();
    expect(world.platform.replacedAddresses).toEqual([PAGE]);
    expect(world.frame.requestsOf('CONNECT_SOCIAL')).toEqual([]);
    expect(world.core.router.snapshot.view).toBe('Connect');
    expect(world.ports.logger.messages('warn')).toContain('Ignored a social login result this page did not ask for');
  });

  it('ignores a result from another origin than the secure site', async () => {
    const world = returning(returnAddress('https://evil.example/social/result?token=x'));
    await flushMicrotasks();
    expect(world.platform.replacedAddresses).toEqual([PAGE]);
    expect(world.frame.requestsOf('CONNECT_SOCIAL')).toEqual([]);
    expect(world.stored('TELEGRAM_SOCIAL_PROVIDER')).toBeUndefined();
  });

  it('does nothing on a page without the parameter', async () => {
    const world = returning(PAGE);
    await flushMicrotasks();
    expect(world.platform.replacedAddresses).toEqual([]);
    expect(world.frame.requestsOf('CONNECT_SOCIAL')).toEqual([]);
    expect(world.stored('TELEGRAM_SOCIAL_PROVIDER')).toBe(JSON.stringify('github'));
  });
});
