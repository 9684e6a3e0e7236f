/**
 * Test-only: a frame adapter over the happy-dom page with the secure site played by SecureSiteWindow, in
 * virtual time, and the steps both frame test files take (finish a load, follow a promise without awaiting).
 */
import { RecordingLogger } from '../../../tests/fakes/recording-logger.fake.js';
import { flushMicrotasks, VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { EmbeddedWalletIframe, type EmbeddedWalletIframeOptions } from '../embedded-wallet-iframe.adapter.js';
import { FRAME_INIT_DELAY_MS } from '../frame-timing.js';
import { SECURE_SITE_URL, SecureSiteWindow } from './secure-site-window.js';

export type FrameWorld = {
  scheduler: VirtualScheduler;
  site: SecureSiteWindow;
  logger: RecordingLogger;
  frame: EmbeddedWalletIframe;
};

export function frameWorld(options: Partial<EmbeddedWalletIframeOptions> = {}): FrameWorld {
  const scheduler = new VirtualScheduler();
  const site = new SecureSiteWindow();
  const logger = new RecordingLogger();
  const frame = new EmbeddedWalletIframe({
    secureSiteUrl: SECURE_SITE_URL,
    projectId: 'project-1',
    sdkType: 'appkit',
    sdkVersion: '4',
    scheduler,
    logger,
    window: site.host,
    ...options,
  });
  return { scheduler, site, logger, frame };
}

/** Plays the secure site through a load already started: READY, the 500 ms, answers to the set-up requests. */
export async function completeLoad({ scheduler, site }: FrameWorld, networks: number[] = []): Promise<void> {
  await flushMicrotasks();
  site.signalReady();
  await scheduler.advanceAsync(FRAME_INIT_DELAY_MS);
  site.succeed('SYNC_DAPP_DATA');
  site.succeed('GET_SMART_ACCOUNT_ENABLED_NETWORKS', { smartAccountEnabledNetworks: networks });
  await flushMicrotasks();
}

/** A frame already loaded, the set-up requests cleared from the posts. */
export async function loadedFrameWorld(options: Partial<EmbeddedWalletIframeOptions> = {}): Promise<FrameWorld> {
  const world = frameWorld(options);
  const ready = world.frame.ready();
  await completeLoad(world);
  await ready;
  world.site.posts.length = 0;
  return world;
}

/** Follows a promise without awaiting it, so a test can look at it while time stands still. */
export function track<T>(promise: Promise<T>): { settled: boolean; value?: T; error?: unknown } {
  const state: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}
