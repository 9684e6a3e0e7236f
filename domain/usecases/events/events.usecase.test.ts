import { describe, expect, it } from 'vitest';
import { ERROR_REPORT_WINDOW_MS, ERROR_REPORTS_PER_WINDOW } from '../../entities/constants.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { FakeAnalyticsSink } from '../../../tests/fakes/analytics-sink.fake.js';
import { RecordingLogger } from '../../../tests/fakes/recording-logger.fake.js';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { EVENT_HISTORY_LIMIT, EventsUseCase, type WalletportEvent } from './events.usecase.js';

function setup({ analytics = true }: { analytics?: boolean } = {}) {
  const sink = new FakeAnalyticsSink();
  const scheduler = new VirtualScheduler();
  const logger = new RecordingLogger();
  const gate = { enabled: analytics };
  const events = new EventsUseCase({ sink, scheduler, logger, isAnalyticsEnabled: () => gate.enabled });
  return { sink, scheduler, logger, gate, events };
}

describe('EventsUseCase', () => {
  it('records an event, pushes it on events$ and forwards it to the sink', async () => {
    const { events, sink, scheduler } = setup();
    const seen: WalletportEvent[] = [];
    const subscription = events.events$.subscribe((event) => seen.push(event));
    await events.emit({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } });
    const expected = { type: 'track', event: 'MODAL_OPEN', properties: { connected: false }, timestamp: scheduler.now() };
    expect(seen).toEqual([expected]);
    expect(events.snapshot.lastEvent).toEqual(expected);
    expect(events.snapshot.history).toEqual([expected]);
    expect(sink.sent).toEqual([{ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } }]);
    subscription.unsubscribe();
  });

  it('sends the address when given', async () => {
    const { events, sink } = setup();
    await events.emit({ type: 'track', event: 'CONNECT_SUCCESS', address: '0xabc' });
    expect(sink.sent).toEqual([{ type: 'track', event: 'CONNECT_SUCCESS', address: '0xabc' }]);
  });

  it('records the event before anything is sent', () => {
    const { events, sink } = setup();
    void events.emit({ type: 'track', event: 'SELECT_WALLET' });
    expect(events.snapshot.lastEvent?.event).toBe('SELECT_WALLET');
    expect(sink.sent).toEqual([]);
  });

  it('never sends MODAL_CREATED, but still records it', async () => {
    const { events, sink } = setup();
    await events.emit({ type: 'track', event: 'MODAL_CREATED' });
    expect(sink.sent).toEqual([]);
    expect(events.snapshot.lastEvent?.event).toBe('MODAL_CREATED');
  });

  it('holds INITIALIZE until the visitor acts: recorded at once, forwarded just before the next event, never asking the gate before', async () => {
    const sink = new FakeAnalyticsSink();
    let gateAsked = 0;
    const events = new EventsUseCase({
      sink,
      scheduler: new VirtualScheduler(),
      logger: new RecordingLogger(),
      isAnalyticsEnabled: () => {
        gateAsked += 1;
        return true;
      },
    });
    await events.emit({ type: 'track', event: 'INITIALIZE' });
    expect(events.snapshot.lastEvent?.event).toBe('INITIALIZE');
    expect(sink.sent).toEqual([]);
    expect(gateAsked).toBe(0);
    await events.emit({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } });
    expect(sink.events()).toEqual(['INITIALIZE', 'MODAL_OPEN']);
    await events.emit({ type: 'track', event: 'MODAL_CLOSE' });
    expect(sink.events()).toEqual(['INITIALIZE', 'MODAL_OPEN', 'MODAL_CLOSE']);
  });

  it('sends nothing while analytics is off', async () => {
    const { events, sink, gate } = setup({ analytics: false });
    await events.emit({ type: 'track', event: 'MODAL_OPEN' });
    await events.reportError(new Error('boom'));
    expect(sink.sent).toEqual([]);
    expect(events.snapshot.history).toHaveLength(2);
    gate.enabled = true;
    await events.emit({ type: 'track', event: 'MODAL_CLOSE' });
    expect(sink.events()).toEqual(['MODAL_CLOSE']);
  });

  it('accepts custom event names', async () => {
    const { events, sink } = setup();
    await events.emit({ type: 'track', event: 'MY_APP_EVENT' });
    expect(sink.events()).toEqual(['MY_APP_EVENT']);
  });

  it('keeps the last EVENT_HISTORY_LIMIT events', async () => {
    const { events } = setup({ analytics: false });
    for (let index = 0; index < EVENT_HISTORY_LIMIT + 5; index += 1) {
      await events.emit({ type: 'track', event: 'SEARCH_WALLET', properties: { index } });
    }
    expect(EVENT_HISTORY_LIMIT).toBe(100);
    expect(events.snapshot.history).toHaveLength(EVENT_HISTORY_LIMIT);
    expect(events.snapshot.history[0]).toMatchObject({ properties: { index: 5 } });
  });

  it('never rejects when the sink fails, and logs the failure', async () => {
    const { events, sink, logger } = setup();
    sink.failWithStatus = 500;
    await expect(events.emit({ type: 'track', event: 'MODAL_OPEN' })).resolves.toBeUndefined();
    await expect(events.reportError(new Error('boom'))).resolves.toBe(true);
    expect(logger.messages('debug')).toHaveLength(2);
    expect(events.snapshot.alert).toBeUndefined();
  });

  it('never rejects when the analytics switch itself throws', async () => {
    const sink = new FakeAnalyticsSink();
    const events = new EventsUseCase({
      sink,
      scheduler: new VirtualScheduler(),
      logger: new RecordingLogger(),
      isAnalyticsEnabled: () => {
        throw new Error('broken');
      },
    });
    await expect(events.emit({ type: 'track', event: 'MODAL_OPEN' })).resolves.toBeUndefined();
    expect(sink.sent).toEqual([]);
  });

  it('raises the Invalid App Configuration alert once on a 403', async () => {
    const { events, sink, logger } = setup();
    sink.failWithStatus = 403;
    const alerts: (string | undefined)[] = [];
    const subscription = events.state$.subscribe((state) => alerts.push(state.alert));
    await events.emit({ type: 'track', event: 'MODAL_OPEN' });
    expect(events.snapshot.alert).toBe('INVALID_APP_CONFIGURATION');
    await events.emit({ type: 'track', event: 'MODAL_CLOSE' });
    events.dismissAlert();
    await events.emit({ type: 'track', event: 'MODAL_OPEN' });
    expect(events.snapshot.alert).toBeUndefined();
    expect(logger.messages('warn')).toHaveLength(1);
    const transitions = alerts.filter((alert, index) => index === 0 || alert !== alerts[index - 1]);
    expect(transitions).toEqual([undefined, 'INVALID_APP_CONFIGURATION', undefined]);
    subscription.unsubscribe();
  });

  it('recognises a 403 wrapped as the cause of another error', async () => {
    const sink = {
      send: () => Promise.reject(new Error('send failed', { cause: walletportError('HTTP_STATUS', [403]) })),
    };
    const events = new EventsUseCase({
      sink,
      scheduler: new VirtualScheduler(),
      logger: new RecordingLogger(),
      isAnalyticsEnabled: () => true,
    });
    await events.emit({ type: 'track', event: 'MODAL_OPEN' });
    expect(events.snapshot.alert).toBe('INVALID_APP_CONFIGURATION');
  });

  describe('reportError', () => {
    it('sends the error report of CONTRACTS.md', async () => {
      const { events, sink, scheduler } = setup();
      const error = new RangeError('too far');
      await events.reportError(error);
      expect(sink.sent).toEqual([
        {
          type: 'error',
          event: 'INTERNAL_SDK_ERROR',
          errorType: 'RangeError',
          errorMessage: 'too far',
          stackTrace: error.stack,
          timestamp: scheduler.now(),
        },
      ]);
      expect(events.snapshot.lastEvent).toEqual(sink.sent[0]);
    });

    it(`sends ${ERROR_REPORTS_PER_WINDOW} reports per ${ERROR_REPORT_WINDOW_MS} ms: the 6th within the window is dropped, one at exactly +60 000 ms is accepted`, async () => {
      const { events, sink, scheduler } = setup();
      const results: boolean[] = [];
      for (let index = 0; index < 5; index += 1) {
        results.push(await events.reportError(new Error(`e${index}`)));
        scheduler.advance(1000);
      }
      // Now at first + 5 000 ms.
      scheduler.advance(59_999 - 5000);
      results.push(await events.reportError(new Error('at +59 999: dropped')));
      scheduler.advance(1);
      results.push(await events.reportError(new Error('at +60 000: accepted')));
      results.push(await events.reportError(new Error('at +60 000 again: dropped')));
      scheduler.advance(1000);
      results.push(await events.reportError(new Error('at +61 000: accepted')));
      expect(results).toEqual([true, true, true, true, true, false, true, false, true]);
      expect(sink.sent.map((report) => (report as { errorMessage: string }).errorMessage)).toEqual([
        'e0',
        'e1',
        'e2',
        'e3',
        'e4',
        'at +60 000: accepted',
        'at +61 000: accepted',
      ]);
      expect(events.snapshot.history).toHaveLength(7);
    });

    it('rate-limits error reports only, not tracking events', async () => {
      const { events, sink } = setup();
      for (let index = 0; index < 6; index += 1) await events.reportError(new Error('x'));
      for (let index = 0; index < 6; index += 1) await events.emit({ type: 'track', event: 'SEARCH_WALLET' });
      expect(sink.sent.filter((event) => event.type === 'error')).toHaveLength(5);
      expect(sink.sent.filter((event) => event.type === 'track')).toHaveLength(6);
    });
  });

  it('completes its streams on dispose', () => {
    const { events } = setup();
    let completed = false;
    events.events$.subscribe({ complete: () => (completed = true) });
    events.dispose();
    expect(completed).toBe(true);
  });
});
