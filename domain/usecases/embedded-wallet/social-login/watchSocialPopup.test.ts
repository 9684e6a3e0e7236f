import { describe, expect, it } from 'vitest';
import { FakePlatform, type FakePopup } from '../../../../tests/fakes/platform.fake.js';
import { flushMicrotasks, VirtualScheduler } from '../../../../tests/fakes/virtual-scheduler.fake.js';
import { SOCIAL_LOGIN_TIMEOUT_MS, SOCIAL_POPUP_POLL_INTERVAL_MS } from '../../../entities/constants.js';
import { isOnOrigin, SOCIAL_LOGIN_STOPPED, socialResultUri, watchSocialPopup } from './watchSocialPopup.js';

const SECURE = 'https://secure.example';
const RESULT = `${SECURE}/social/result?token=abc`;

function setup() {
  const scheduler = new VirtualScheduler();
  const platform = new FakePlatform();
  const popup = platform.openPopup('', { width: 600, height: 800 }) as FakePopup;
  const watch = watchSocialPopup({ popup, platform, scheduler, secureSiteOrigin: SECURE });
  const outcome: { value?: unknown; error?: unknown } = {};
  watch.result.then(
    (value) => (outcome.value = value),
    (error: unknown) => (outcome.error = error),
  );
  return { scheduler, platform, popup, watch, outcome };
}

describe('watchSocialPopup', () => {
  it('resolves with the result the popup posts from the secure origin, and stops everything', async () => {
    const { platform, popup, scheduler, outcome } = setup();
    expect(platform.messageListenerCount).toBe(1);
    expect(scheduler.pendingTimers).toBe(2);
    popup.post({ resultUri: RESULT }, SECURE);
    await flushMicrotasks();
    expect(outcome).toEqual({ value: RESULT });
    expect(platform.messageListenerCount).toBe(0);
    expect(scheduler.pendingTimers).toBe(0);
  });

  it(`polls every ${SOCIAL_POPUP_POLL_INTERVAL_MS} ms: a closed popup rejects with 'Popup closed' at the next poll`, async () => {
    const { popup, scheduler, outcome } = setup();
    scheduler.advance(2500);
    popup.closed = true;
    scheduler.advance(499);
    await flushMicrotasks();
    expect(outcome).toEqual({});
    scheduler.advance(1);
    await flushMicrotasks();
    expect(outcome.error).toMatchObject({ code: 'POPUP_CLOSED', shortMessage: 'Popup closed' });
    expect(scheduler.pendingTimers).toBe(0);
  });

  it(`rejects with the time-out at ${SOCIAL_LOGIN_TIMEOUT_MS} ms exactly`, async () => {
    const { scheduler, outcome, platform } = setup();
    scheduler.advance(SOCIAL_LOGIN_TIMEOUT_MS - 1);
    await flushMicrotasks();
    expect(outcome).toEqual({});
    scheduler.advance(1);
    await flushMicrotasks();
    expect(outcome.error).toMatchObject({ code: 'SOCIAL_LOGIN_TIMED_OUT', shortMessage: 'Social login timed out. Please try again.' });
    expect(scheduler.pendingTimers).toBe(0);
    expect(platform.messageListenerCount).toBe(0);
  });

  it('stop() ends the watch: the result rejects with the stop marker, later events change nothing', async () => {
    const { watch, popup, scheduler, outcome, platform } = setup();
    watch.stop();
    watch.stop();
    await flushMicrotasks();
    expect(outcome).toEqual({ error: SOCIAL_LOGIN_STOPPED });
    popup.post({ resultUri: RESULT }, SECURE);
    scheduler.advance(SOCIAL_LOGIN_TIMEOUT_MS);
    expect(platform.messageListenerCount).toBe(0);
    expect(scheduler.pendingTimers).toBe(0);
  });

  it('the first outcome wins: a result after the time-out is not taken', async () => {
    const { popup, scheduler, outcome } = setup();
    scheduler.advance(SOCIAL_LOGIN_TIMEOUT_MS);
    popup.post({ resultUri: RESULT }, SECURE);
    await flushMicrotasks();
    expect(outcome.value).toBeUndefined();
    expect(outcome.error).toMatchObject({ code: 'SOCIAL_LOGIN_TIMED_OUT' });
  });
});

describe('socialResultUri', () => {
  const platform = new FakePlatform();
  const popup = platform.openPopup('', { width: 600, height: 800 }) as FakePopup;
  const other = platform.openPopup('', { width: 600, height: 800 }) as FakePopup;
  const accept = (origin: string, source: unknown, data: unknown) => socialResultUri({ origin, source, data }, { popup, secureSiteOrigin: SECURE });

  it('takes {resultUri} from the secure origin and the popup only', () => {
    expect(accept(SECURE, popup, { resultUri: RESULT })).toBe(RESULT);
    expect(accept('https://evil.example', popup, { resultUri: RESULT })).toBeUndefined();
    expect(accept(`${SECURE}:443`, popup, { resultUri: RESULT })).toBeUndefined();
    expect(accept('http://secure.example', popup, { resultUri: RESULT })).toBeUndefined();
    expect(accept('null', popup, { resultUri: RESULT })).toBeUndefined();
    expect(accept(SECURE, other, { resultUri: RESULT })).toBeUndefined();
    expect(accept(SECURE, null, { resultUri: RESULT })).toBeUndefined();
  });

  it('takes only an http(s) result URI on the secure origin', () => {
    for (const data of [RESULT, null, {}, { resultUri: 7 }, { resultUri: 'javascript:alert(1)' }, { resultUri: 'https://evil.example/r' }]) {
      expect(accept(SECURE, popup, data)).toBeUndefined();
    }
  });

  it('isOnOrigin compares origins exactly', () => {
    expect(isOnOrigin(RESULT, SECURE)).toBe(true);
    expect(isOnOrigin('https://secure.example.evil.example/r', SECURE)).toBe(false);
    expect(isOnOrigin('https://user@secure.example/r', SECURE)).toBe(true);
    expect(isOnOrigin('ftp://secure.example/r', 'ftp://secure.example')).toBe(false);
    expect(isOnOrigin('nonsense', SECURE)).toBe(false);
  });
});
