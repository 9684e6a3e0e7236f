// The frame adapter's requests and message intake, in happy-dom and virtual time: id correlation, the exact
// origin on every post, what is dropped (wrong origin, wrong source, off the contract), error mapping and the
// timeouts per request type. (.tsx only so the dom project runs it.)
import { afterEach, describe, expect, it } from 'vitest';
import { isWalletportError } from '../../domain/entities/errors/base.error.js';
import { UserRejectedRequestError } from '../../domain/entities/errors/rpc-errors.js';
import type { FrameEvent, FrameRequestType } from '../../ports/embedded-wallet-frame.port.js';
import { flushMicrotasks } from '../../tests/fakes/virtual-scheduler.fake.js';
import { FRAME_CONNECT_TIMEOUT_MS, FRAME_SIGN_OUT_TIMEOUT_MS } from './frame-timing.js';
import { frameWorld, loadedFrameWorld, track } from './testing/frame-world.js';
import { SECURE_ORIGIN } from './testing/secure-site-window.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const loadedFrame = () => loadedFrameWorld();

afterEach(() => {
  for (const iframe of document.querySelectorAll('iframe')) iframe.remove();
});

describe('EmbeddedWalletIframe: requests', () => {
  it('posts {id, type, payload} to the exact origin and resolves with the answer of that id, parsed', async () => {
    const { site, frame } = await loadedFrame();
    const first = track(frame.request('SWITCH_NETWORK', { chainId: 137, ignored: true }));
    const second = track(frame.request('GET_CHAIN_ID'));
    await flushMicrotasks();
    const [switchPost, chainPost] = site.posts;
    expect(switchPost?.message).toEqual({ id: expect.any(String), type: '@w3m-app/SWITCH_NETWORK', payload: { chainId: 137 } });
    expect(chainPost?.message).toEqual({ id: expect.any(String), type: '@w3m-app/GET_CHAIN_ID' });
    expect(switchPost?.message.id).not.toBe(chainPost?.message.id);

    // Answered out of order: each goes to its own request.
    site.succeed('GET_CHAIN_ID', { chainId: 1 });
    site.succeed('SWITCH_NETWORK', { chainId: 137, extra: 'dropped' });
    await flushMicrotasks();
    expect(second).toEqual({ settled: true, value: { chainId: 1 } });
    expect(first).toEqual({ settled: true, value: { chainId: 137 } });
    expect(site.posts.every((post) => post.targetOrigin === SECURE_ORIGIN)).toBe(true);
  });

  it('never posts with "*": every message of a whole session goes to the exact origin', async () => {
    const { site, frame } = await loadedFrame();
    const types: FrameRequestType[] = ['IS_CONNECTED', 'GET_CHAIN_ID', 'SIGN_OUT', 'RPC_ABORT'];
    for (const type of types) void frame.request(type, type === 'IS_CONNECTED' ? {} : undefined).catch(() => {});
    await flushMicrotasks();
    expect(site.posts).toHaveLength(types.length);
    expect(site.posts.map((post) => post.targetOrigin)).toEqual(types.map(() => SECURE_ORIGIN));
  });

  it('refuses a payload off the contract before anything is posted or loaded', async () => {
    const { site, frame } = await loadedFrame();
    const error = await frame.request('CONNECT_EMAIL', { email: 'not an email' }).catch((caught: unknown) => caught);
    expect(isWalletportError(error, 'INVALID_REQUEST')).toBe(true);
    await expect(frame.request('SIGN_OUT', { unexpected: true })).rejects.toMatchObject({ code: 'INVALID_REQUEST' });
    expect(site.posts).toEqual([]);

    const { site: fresh, frame: unloaded } = frameWorld();
    const framesBefore = fresh.iframes().length;
    await expect(unloaded.request('CONNECT_OTP', { otp: 123 })).rejects.toMatchObject({ code: 'INVALID_REQUEST' });
    expect(fresh.iframes()).toHaveLength(framesBefore);
    expect(fresh.listenerCount).toBe(0);
  });

  it('refuses a success answer off the contract with INVALID_RESPONSE', async () => {
    const { site, frame } = await loadedFrame();
    const user = frame.request('GET_USER', {});
    await flushMicrotasks();
    site.succeed('GET_USER', { email: 'a@b.co' });
    await expect(user).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it.each([
    ['unverified_domain', 'UNVERIFIED_DOMAIN'],
    ['Request was aborted', 'REQUEST_ABORTED'],
    ['Invalid code', 'FRAME_REQUEST_FAILED'],
  ] as const)('maps the frame error %j to %s', async (message, code) => {
    const { site, frame } = await loadedFrame();
    const answer = frame.request('CONNECT_OTP', { otp: '000000' });
    await flushMicrotasks();
    site.fail('CONNECT_OTP', message);
    const error = await answer.catch((caught: unknown) => caught);
    expect(isWalletportError(error, code)).toBe(true);
  });

  it('maps a rejection on the approval screen to the 4001 user-rejected error', async () => {
    const { site, frame } = await loadedFrame();
    const answer = frame.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', ALICE] });
    await flushMicrotasks();
    site.fail('RPC_REQUEST', 'User rejected the request.');
    const error = await answer.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(error).toMatchObject({ rpcCode: 4001 });
  });

  it("keeps the frame's words, clamped to 160 characters, and says 'An error occurred' when it gives none", async () => {
    const { site, frame } = await loadedFrame();
    const long = frame.request('CONNECT_EMAIL', { email: 'a@b.co' });
    await flushMicrotasks();
    site.fail('CONNECT_EMAIL', 'z'.repeat(400));
    const error = (await long.catch((caught: unknown) => caught)) as { code: string; shortMessage: string };
    expect(error.code).toBe('FRAME_REQUEST_FAILED');
    expect(error.shortMessage).toHaveLength(160);

    const silent = frame.request('CONNECT_EMAIL', { email: 'a@b.co' });
    await flushMicrotasks();
    site.send({ id: site.last('CONNECT_EMAIL').message.id, type: '@w3m-frame/CONNECT_EMAIL_ERROR' });
    await expect(silent).rejects.toMatchObject({ code: 'FRAME_REQUEST_FAILED', shortMessage: 'An error occurred' });
  });
});

describe('EmbeddedWalletIframe: message intake', () => {
  it('drops answers from another origin, from another window of the right origin, or off the contract', async () => {
    const { site, frame, logger } = await loadedFrame();
    const answer = track(frame.request('GET_CHAIN_ID'));
    await flushMicrotasks();
    const { id } = site.last('GET_CHAIN_ID').message;
    const good = { id, type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 10 } };

    site.send(good, { origin: 'https://evil.example' });
    site.send(good, { origin: 'https://secure.example.org:8443' });
    site.send(good, { origin: 'http://secure.example.org' });
    site.send(good, { source: { postMessage() {} } });
    site.send(good, { source: window });
    site.send(good, { source: null });
    site.send({ ...good, id: 'another-id' });
    site.send({ ...good, type: '@w3m-frame/GET_USER_SUCCESS' }); // another request's answer under this id
    site.send({ ...good, type: '@w3m-app/GET_CHAIN_ID' });
    site.send({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 10 } });
    site.send('@w3m-frame/GET_CHAIN_ID_SUCCESS');
    site.send(null);
    await flushMicrotasks();
    expect(answer.settled).toBe(false);
    expect(logger.messages('error')).toEqual([]);
    expect(logger.messages('warn')).toEqual([]);

    site.send(good);
    site.send({ ...good, payload: { chainId: 11 } }); // a second answer: the request is already settled
    await flushMicrotasks();
    expect(answer).toEqual({ settled: true, value: { chainId: 10 } });
  });

  it('passes READY and SESSION_UPDATE to subscribers until they unsubscribe, and only from the frame', async () => {
    const { site, frame } = await loadedFrame();
    const seen: FrameEvent[] = [];
    const unsubscribe = frame.subscribe((event) => seen.push(event));
    site.send({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 't1' } });
    site.send({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'forged' } }, { origin: 'https://evil.example' });
    site.signalReady(); // after RELOAD
    unsubscribe();
    site.send({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: null } });
    expect(seen).toEqual([{ type: 'SESSION_UPDATE', payload: { token: 't1' } }, { type: 'READY' }]);
  });

  it('a failing subscriber neither stops the others nor the frame', async () => {
    const { site, frame, logger } = await loadedFrame();
    const seen: FrameEvent[] = [];
    frame.subscribe(() => {
      throw new Error('boom');
    });
    frame.subscribe((event) => seen.push(event));
    site.send({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 't' } });
    expect(seen).toHaveLength(1);
    expect(logger.messages('error')).toHaveLength(1);
  });
});

describe('EmbeddedWalletIframe: timeouts', () => {
  it.each(['CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_OTP', 'CONNECT_SOCIAL', 'CONNECT_FARCASTER', 'GET_USER', 'IS_CONNECTED'] as const)(
    '%s times out after exactly 120 s with iframe_request_timeout',
    async (type) => {
      const { scheduler, frame } = await loadedFrame();
      const payloads: Partial<Record<FrameRequestType, unknown>> = {
        CONNECT_EMAIL: { email: 'a@b.co' },
        CONNECT_OTP: { otp: '123456' },
        CONNECT_SOCIAL: { uri: 'https://secure.example.org/social?code=1' },
        GET_USER: {},
        IS_CONNECTED: {},
      };
      const answer = track(frame.request(type, payloads[type]));
      await scheduler.advanceAsync(FRAME_CONNECT_TIMEOUT_MS - 1);
      expect(answer.settled).toBe(false);
      await scheduler.advanceAsync(1);
      expect(isWalletportError(answer.error, 'IFRAME_REQUEST_TIMEOUT')).toBe(true);
      expect((answer.error as Error).message).toContain('iframe_request_timeout');
      expect(FRAME_CONNECT_TIMEOUT_MS).toBe(120_000);
    },
  );

  it('SIGN_OUT times out after exactly 3 s', async () => {
    const { scheduler, frame } = await loadedFrame();
    const answer = track(frame.request('SIGN_OUT'));
    await scheduler.advanceAsync(FRAME_SIGN_OUT_TIMEOUT_MS - 1);
    expect(answer.settled).toBe(false);
    await scheduler.advanceAsync(1);
    expect(isWalletportError(answer.error, 'IFRAME_REQUEST_TIMEOUT')).toBe(true);
    expect(FRAME_SIGN_OUT_TIMEOUT_MS).toBe(3_000);
  });

  it('RPC_REQUEST waits as long as the person takes, unless the caller sets a timeout', async () => {
    const { scheduler, site, frame } = await loadedFrame();
    const signing = track(frame.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', ALICE] }));
    await scheduler.advanceAsync(24 * 60 * 60 * 1000);
    expect(signing.settled).toBe(false);
    expect(scheduler.pendingTimers).toBe(0);
    site.succeed('RPC_REQUEST', '0xsigned');
    await flushMicrotasks();
    expect(signing.value).toBe('0xsigned');

    const bounded = track(frame.request('RPC_REQUEST', { method: 'eth_blockNumber' }, { timeoutMs: 5_000 }));
    await scheduler.advanceAsync(4_999);
    expect(bounded.settled).toBe(false);
    await scheduler.advanceAsync(1);
    expect(isWalletportError(bounded.error, 'IFRAME_REQUEST_TIMEOUT')).toBe(true);
  });

  it("the caller's timeout overrides the default, and a late answer is dropped", async () => {
    const { scheduler, site, frame } = await loadedFrame();
    const answer = track(frame.request('CONNECT_EMAIL', { email: 'a@b.co' }, { timeoutMs: 1_000 }));
    await scheduler.advanceAsync(1_000);
    expect(isWalletportError(answer.error, 'IFRAME_REQUEST_TIMEOUT')).toBe(true);
    site.succeed('CONNECT_EMAIL', { action: 'VERIFY_OTP' });
    await flushMicrotasks();
    expect(scheduler.pendingTimers).toBe(0);
  });

  it('an answer in time cancels its timer', async () => {
    const { scheduler, site, frame } = await loadedFrame();
    const answer = frame.request('IS_CONNECTED', { token: 'abc' });
    await flushMicrotasks();
    expect(scheduler.pendingTimers).toBe(1);
    expect(site.last('IS_CONNECTED').message.payload).toEqual({ token: 'abc' });
    site.succeed('IS_CONNECTED', { isConnected: true });
    await expect(answer).resolves.toEqual({ isConnected: true });
    expect(scheduler.pendingTimers).toBe(0);
  });
});

describe('EmbeddedWalletIframe: the frame restarts', () => {
  it('refuses the requests the old document took (an approved signature no longer waits forever) and syncs the app again', async () => {
    const { site, frame } = await loadedFrame();
    const signature = track(frame.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x68690a', ALICE] }));
    await flushMicrotasks();
    expect(site.posts.map((post) => post.message.type)).toEqual(['@w3m-app/RPC_REQUEST']);

    // The frame's document started again: a second READY, and no answer to what the old one was asked.
    site.signalReady();
    await flushMicrotasks();
    expect(signature.settled).toBe(true);
    expect(isWalletportError(signature.error, 'REQUEST_ABORTED')).toBe(true);
    expect(site.posts.map((post) => post.message.type)).toEqual([
      '@w3m-app/RPC_REQUEST',
      '@w3m-app/SYNC_DAPP_DATA',
      '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS',
    ]);

    // The restarted frame answers what is asked from now on.
    const chain = track(frame.request('GET_CHAIN_ID'));
    await flushMicrotasks();
    site.succeed('GET_CHAIN_ID', { chainId: 1 });
    await flushMicrotasks();
    expect(chain).toEqual({ settled: true, value: { chainId: 1 } });
  });
});
