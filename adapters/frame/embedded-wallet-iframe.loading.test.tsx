// The frame adapter's loading, in happy-dom and virtual time: nothing before first use, READY within 20 s,
// 500 ms, the set-up requests, one load for concurrent callers, a new try after a failure, show/hide, dispose.
// (.tsx only so the dom project runs it: vitest.config.ts gives happy-dom to *.test.tsx.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isWalletportError } from '../../domain/entities/errors/base.error.js';
import { RecordingLogger } from '../../tests/fakes/recording-logger.fake.js';
import { flushMicrotasks } from '../../tests/fakes/virtual-scheduler.fake.js';
import type { EmbeddedWalletIframeOptions } from './embedded-wallet-iframe.adapter.js';
import { FRAME_INIT_DELAY_MS, FRAME_LOAD_TIMEOUT_MS } from './frame-timing.js';
import { completeLoad, frameWorld, track } from './testing/frame-world.js';
import { SECURE_ORIGIN, SECURE_SITE_URL } from './testing/secure-site-window.js';

const metadata = { name: 'Demo', description: 'A demo app', url: 'http://127.0.0.1:5173', icons: [] };

function world(options: Partial<EmbeddedWalletIframeOptions> = {}) {
  return frameWorld({ metadata, ...options });
}

afterEach(() => {
  for (const iframe of document.querySelectorAll('iframe')) iframe.remove();
});

describe('EmbeddedWalletIframe: loading', () => {
  it('does nothing at construction: no element, no listener, no timer, no message', () => {
    const { scheduler, site } = world();
    expect(site.iframes()).toEqual([]);
    expect(site.listenerCount).toBe(0);
    expect(scheduler.pendingTimers).toBe(0);
    expect(site.posts).toEqual([]);
  });

  it('refuses a secure site that is not an http(s) URL', () => {
    expect(() => world({ secureSiteUrl: 'not a url' })).toThrow(/secureSiteUrl/);
    expect(() => world({ secureSiteUrl: 'data:text/html,hi' })).toThrow(/http/);
  });

  it('makes one hidden iframe on the secure site: /sdk with the project, referrer limited to the origin, no features', async () => {
    const { site, frame } = world({ secureSiteUrl: `${SECURE_SITE_URL}/` });
    void frame.ready();
    await flushMicrotasks();
    const [iframe, ...others] = site.iframes();
    expect(others).toEqual([]);
    expect(iframe?.parentElement).toBe(document.body);
    expect(iframe?.getAttribute('src')).toBe(`${SECURE_ORIGIN}/sdk?projectId=project-1&sdkType=appkit&sdkVersion=4`);
    expect(iframe?.getAttribute('referrerpolicy')).toBe('origin');
    expect(iframe?.title).not.toBe('');
    expect(iframe?.hasAttribute('allow')).toBe(false);
    expect(iframe?.getAttribute('aria-hidden')).toBe('true');
    expect(iframe?.hasAttribute('inert')).toBe(true);
    expect(iframe?.style.getPropertyValue('display')).not.toBe('none');
    expect(iframe?.style.getPropertyValue('visibility')).toBe('hidden');
    expect(iframe?.style.getPropertyValue('left')).toBe('-10000px');
    expect(site.listenerCount).toBe(1);
  });

  it('waits exactly 20 s for READY, then fails with iframe_load_failed and removes the iframe and listener', async () => {
    const { scheduler, site, frame } = world();
    const ready = track(frame.ready());
    await scheduler.advanceAsync(FRAME_LOAD_TIMEOUT_MS - 1);
    expect(ready.settled).toBe(false);
    expect(site.iframes()).toHaveLength(1);
    await scheduler.advanceAsync(1);
    expect(isWalletportError(ready.error, 'IFRAME_LOAD_FAILED')).toBe(true);
    expect((ready.error as Error).message).toContain('iframe_load_failed');
    expect(site.iframes()).toEqual([]);
    expect(site.listenerCount).toBe(0);
    expect(scheduler.pendingTimers).toBe(0);
  });

  it('tries again from the start after a failed load', async () => {
    const beforeLoad = vi.fn(async () => {});
    const w = world({ beforeLoad });
    const first = track(w.frame.ready());
    await w.scheduler.advanceAsync(FRAME_LOAD_TIMEOUT_MS);
    expect(isWalletportError(first.error, 'IFRAME_LOAD_FAILED')).toBe(true);

    const second = w.frame.ready();
    await completeLoad(w);
    await expect(second).resolves.toBeUndefined();
    expect(beforeLoad).toHaveBeenCalledTimes(2);
    expect(w.site.iframes()).toHaveLength(1);
  });

  it('waits exactly 500 ms after READY, then syncs the app data and reads the smart-account networks', async () => {
    const onSmartAccountNetworks = vi.fn();
    const w = world({ onSmartAccountNetworks });
    const ready = track(w.frame.ready());
    await flushMicrotasks();
    w.site.signalReady();
    await w.scheduler.advanceAsync(FRAME_INIT_DELAY_MS - 1);
    expect(w.site.posts).toEqual([]);
    await w.scheduler.advanceAsync(1);
    expect(w.site.posts.map((post) => post.message.type)).toEqual([
      '@w3m-app/SYNC_DAPP_DATA',
      '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS',
    ]);
    expect(w.site.last('SYNC_DAPP_DATA').message.payload).toEqual({ projectId: 'project-1', sdkType: 'appkit', sdkVersion: '4', metadata });
    expect('payload' in w.site.last('GET_SMART_ACCOUNT_ENABLED_NETWORKS').message).toBe(false);
    expect(ready.settled).toBe(false);

    w.site.succeed('SYNC_DAPP_DATA');
    w.site.succeed('GET_SMART_ACCOUNT_ENABLED_NETWORKS', { smartAccountEnabledNetworks: [8453, 137] });
    await flushMicrotasks();
    expect(ready).toEqual({ settled: true, value: undefined });
    expect(onSmartAccountNetworks).toHaveBeenCalledWith([8453, 137]);
  });

  it('shares one load between concurrent callers', async () => {
    const beforeLoad = vi.fn(async () => {});
    const w = world({ beforeLoad });
    const calls = [w.frame.ready(), w.frame.ready(), w.frame.request('GET_CHAIN_ID')];
    await completeLoad(w);
    await expect(Promise.all(calls.slice(0, 2))).resolves.toEqual([undefined, undefined]);
    expect(beforeLoad).toHaveBeenCalledTimes(1);
    expect(w.site.iframes()).toHaveLength(1);
    expect(w.site.posts.filter((post) => post.message.type === '@w3m-app/SYNC_DAPP_DATA')).toHaveLength(1);
    await expect(w.frame.ready()).resolves.toBeUndefined();
  });

  it('runs beforeLoad before making the iframe; its rejection fails ready() with that error and makes nothing', async () => {
    const refusal = new Error('origin not allowed');
    const w = world({ beforeLoad: () => Promise.reject(refusal) });
    await expect(w.frame.ready()).rejects.toBe(refusal);
    expect(w.site.iframes()).toEqual([]);
    expect(w.site.listenerCount).toBe(0);
  });

  it('fails the load when the secure site refuses the domain; other set-up failures are only logged', async () => {
    const refused = world();
    const ready = track(refused.frame.ready());
    await flushMicrotasks();
    refused.site.signalReady();
    await refused.scheduler.advanceAsync(FRAME_INIT_DELAY_MS);
    refused.site.fail('SYNC_DAPP_DATA', 'unverified_domain');
    refused.site.fail('GET_SMART_ACCOUNT_ENABLED_NETWORKS', 'unverified_domain');
    await flushMicrotasks();
    expect(isWalletportError(ready.error, 'UNVERIFIED_DOMAIN')).toBe(true);
    expect(refused.site.iframes()).toEqual([]);

    const logger = new RecordingLogger();
    const flaky = world({ logger });
    const flakyReady = flaky.frame.ready();
    await flushMicrotasks();
    flaky.site.signalReady();
    await flaky.scheduler.advanceAsync(FRAME_INIT_DELAY_MS);
    flaky.site.succeed('SYNC_DAPP_DATA');
    flaky.site.fail('GET_SMART_ACCOUNT_ENABLED_NETWORKS', 'Smart accounts are not enabled on this network');
    await expect(flakyReady).resolves.toBeUndefined();
    expect(logger.messages('warn')).toHaveLength(1);
  });
});

describe('EmbeddedWalletIframe: show, hide, dispose', () => {
  it('shows the frame over a rectangle, above the modal, focused and reachable; hides it again', async () => {
    const w = world();
    w.frame.show({ top: 1, left: 2, width: 3, height: 4 }); // before the frame exists: nothing
    expect(w.site.iframes()).toEqual([]);
    const ready = w.frame.ready();
    await completeLoad(w);
    await ready;
    const [iframe] = w.site.iframes();
    if (!iframe) throw new Error('no iframe');

    w.frame.show({ top: 120, left: 40, width: 360, height: 480 });
    expect(iframe.style.getPropertyValue('position')).toBe('fixed');
    expect(iframe.style.getPropertyValue('top')).toBe('120px');
    expect(iframe.style.getPropertyValue('left')).toBe('40px');
    expect(iframe.style.getPropertyValue('width')).toBe('360px');
    expect(iframe.style.getPropertyValue('height')).toBe('480px');
    expect(Number(iframe.style.getPropertyValue('z-index'))).toBeGreaterThan(999);
    expect(iframe.style.getPropertyValue('visibility')).toBe('visible');
    expect(iframe.hasAttribute('aria-hidden')).toBe(false);
    expect(iframe.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(iframe);

    w.frame.hide();
    expect(iframe.getAttribute('aria-hidden')).toBe('true');
    expect(iframe.hasAttribute('inert')).toBe(true);
    expect(iframe.style.getPropertyValue('visibility')).toBe('hidden');
    expect(iframe.style.getPropertyValue('left')).toBe('-10000px');
    expect(w.site.iframes()).toEqual([iframe]);
  });

  it('dispose removes the listener and the iframe, rejects what waits, and refuses later use', async () => {
    const w = world();
    const ready = w.frame.ready();
    await completeLoad(w);
    await ready;
    const pending = track(w.frame.request('RPC_REQUEST', { method: 'eth_blockNumber' }));
    await flushMicrotasks();

    w.frame.dispose();
    await flushMicrotasks();
    expect(isWalletportError(pending.error, 'REQUEST_ABORTED')).toBe(true);
    expect(w.site.iframes()).toEqual([]);
    expect(w.site.listenerCount).toBe(0);
    await expect(w.frame.ready()).rejects.toMatchObject({ code: 'REQUEST_ABORTED' });
    await expect(w.frame.request('GET_CHAIN_ID')).rejects.toMatchObject({ code: 'REQUEST_ABORTED' });
  });

  it('dispose during the load fails the load', async () => {
    const w = world();
    const ready = track(w.frame.ready());
    await flushMicrotasks();
    w.frame.dispose();
    await flushMicrotasks();
    expect(isWalletportError(ready.error, 'REQUEST_ABORTED')).toBe(true);
    expect(w.scheduler.pendingTimers).toBe(0);
  });
});
