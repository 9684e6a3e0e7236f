/**
 * The world of the social-login use-case tests (test-only: the build leaves out `testing/`): a client built
 * from the fakes, with a FakeEmbeddedWalletConnector over its FakeEmbeddedWalletFrame, a FakePlatform whose
 * popups the test closes or posts from, a chain adapter so connecting lands on a supported network, and
 * virtual time. No React: the tests call core.socialLogin as the views would and read the popup, the frame's
 * requests, the router, the connection, the events and the storage.
 *
 * The frame answers GET_SOCIAL_REDIRECT_URI with PROVIDER_URI (the devstack's authorize URL shape) and
 * CONNECT_SOCIAL with SOCIAL_USER; tests change either with `frame.respond` / `fail` / `hang`.
 */
import type { FrameUser } from '../../../../entities/frame/frame-payloads.schema.js';
import { EMBEDDED_WALLET_STORAGE_KEYS, STORAGE_KEYS } from '../../../../entities/storage/storage-keys.js';
import { EMBEDDED_TEST_USER, FakeEmbeddedWalletConnector } from '../../../../../tests/fakes/embedded-wallet-connector.fake.js';
import { createEmbeddedWalletClient } from '../../../../../tests/fakes/embedded-wallet-world.js';
import type { FakeStorage } from '../../../../../tests/fakes/memory-storage.fake.js';
import { FakePlatform, type FakePlatformOptions, type FakePopup } from '../../../../../tests/fakes/platform.fake.js';
import { flushMicrotasks } from '../../../../../tests/fakes/virtual-scheduler.fake.js';

/** The library's default secure site (tests use the default options). */
export const SECURE_SITE_URL = 'https://secure.walletconnect.org';
export const SECURE_ORIGIN = SECURE_SITE_URL;
export const LOADING_URL = `${SECURE_SITE_URL}/social/loading`;
export const PROVIDER_URI = 'http://127.0.0.1:4600/auth?client_id=github&response_type=code&scope=openid%20email&state=st4te&code_challenge=abc';
export const RESULT_URI = `${SECURE_SITE_URL}/social/result?token=one-time`;
export const USER_NAME = 'ada';
export const SOCIAL_USER: FrameUser = { ...EMBEDDED_TEST_USER, email: 'ada@example.com', userName: USER_NAME };

export type SocialFlowWorldOptions = {
  platform?: FakePlatformOptions;
  storage?: FakeStorage;
  /** Sets the frame's answers before the core starts (a Telegram return completes at start). */
  prepare?: (frame: FakeEmbeddedWalletConnector['frame']) => void;
};

/** A started client whose ports hold the fake embedded wallet and a fake platform, on Connect with the modal open. */
export function socialFlowWorld({ platform: platformOptions, storage, prepare }: SocialFlowWorldOptions = {}) {
  const platform = new FakePlatform(platformOptions);
  const { core, ports, frame, connector, scheduler } = createEmbeddedWalletClient({
    connector: new FakeEmbeddedWalletConnector({ user: SOCIAL_USER }),
    platform,
    ...(storage ? { storage } : {}),
  });
  frame.respond('GET_SOCIAL_REDIRECT_URI', { uri: PROVIDER_URI });
  frame.respond('CONNECT_SOCIAL', { ...SOCIAL_USER, socialProvider: 'github' });
  prepare?.(frame);
  core.start();
  const socialLogin = core.socialLogin;
  const embeddedWallet = core.embeddedWallet;
  if (!socialLogin || !embeddedWallet) throw new Error('socialFlowWorld: the social login use case is missing');

  const world = {
    core,
    ports,
    connector,
    frame,
    platform,
    scheduler,
    socialLogin,
    embeddedWallet,
    /** The popup of the login (the last one opened). */
    popup(): FakePopup {
      const popup = platform.lastPopup;
      if (!popup) throw new Error('socialFlowWorld: no popup was opened');
      return popup;
    },
    /** The secure site's callback page posts the result to its opener (from the popup, on the secure origin). */
    async deliverResult(resultUri = RESULT_URI): Promise<void> {
      world.popup().post({ resultUri }, SECURE_ORIGIN);
      await flushMicrotasks();
    },
    /**
     * Starts a login from Connect and lets it reach the provider's page (the popup navigated); `done` settles
     * when the login ends.
     */
    async startAndWait(provider: 'github' | 'google' = 'github'): Promise<{ done: Promise<void> }> {
      const done = socialLogin.start(provider);
      await flushMicrotasks();
      return { done };
    },
    /** The tracked events (in order) among `names`, with their properties. */
    tracked(names: readonly string[]) {
      return core.events.snapshot.history
        .filter((entry) => names.includes(entry.event))
        .map((entry) => ({ event: entry.event, properties: 'properties' in entry ? entry.properties : undefined }));
    },
    /** The raw stored value of a key (the app-kit ones and the embedded wallet's). */
    stored(key: keyof typeof STORAGE_KEYS | keyof typeof EMBEDDED_WALLET_STORAGE_KEYS): string | undefined {
      const name = key in STORAGE_KEYS ? STORAGE_KEYS[key as keyof typeof STORAGE_KEYS] : EMBEDDED_WALLET_STORAGE_KEYS[key as keyof typeof EMBEDDED_WALLET_STORAGE_KEYS];
      return ports.storage.entries.get(name);
    },
  };
  // On Connect, as a person about to pick a provider (a Telegram return has opened the modal already).
  if (!core.modal.snapshot.open) core.modal.open({ view: 'Connect' });
  return world;
}

export type SocialFlowWorld = ReturnType<typeof socialFlowWorld>;
