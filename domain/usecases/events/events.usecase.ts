/**
 * The event bus. Every event is kept in state (the last one and a bounded history) and pushed on `events$`
 * for the host page's events hook; it is forwarded to the analytics service only when analytics is on, and
 * never for MODAL_CREATED. Error reports are rate-limited (admitErrorReport.ts) by the scheduler's clock.
 * Nothing the analytics service does makes `emit` or `reportError` reject: failures are logged, and a 403
 * (origin not allow-listed) raises the 'Invalid App Configuration' alert once per lifetime.
 */
import { Subject, type Observable } from 'rxjs';
import type { AnalyticsEvent, AnalyticsSink, ErrorReport } from '../../../ports/analytics.port.js';
import type { Logger } from '../../../ports/logger.port.js';
import type { Scheduler } from '../../../ports/scheduler.port.js';
import { isWalletportError, walkCauses } from '../../entities/errors/base.error.js';
import { errorMessage } from '../../entities/errors/catalogue.js';
import { StatefulUseCase } from '../shared/index.js';
import { admitErrorReport } from './admitErrorReport.js';
import { EVENTS_HELD_UNTIL_ACTIVITY, EVENTS_NEVER_SENT, type EventName } from './event-names.js';
import { toErrorReport } from './toErrorReport.js';

/** How many events the history keeps (the oldest go first). */
export const EVENT_HISTORY_LIMIT = 100;
/** The analytics service answers 403 when the page's origin is not allow-listed. */
const FORBIDDEN_STATUS = 403;

export type TrackEventInput = {
  type: 'track';
  event: EventName;
  properties?: Record<string, unknown> | undefined;
  address?: string | undefined;
};

export type TrackedEvent = TrackEventInput & { timestamp: number };
export type WalletportEvent = TrackedEvent | ErrorReport;

/**
 * The alerts the use cases raise: the one-time 'Invalid App Configuration'
 * of a 403 from analytics, and those of the embedded wallet (origin check, frame load and timeouts).
 */
export const EVENTS_ALERTS = [
  'INVALID_APP_CONFIGURATION',
  'UNVERIFIED_DOMAIN',
  'EMBEDDED_WALLET_LOAD_FAILED',
  'EMBEDDED_WALLET_REQUEST_TIMEOUT',
  'RATE_LIMITED',
  'SERVER_ERROR',
] as const;
export type EventsAlert = (typeof EVENTS_ALERTS)[number];

export type EventsState = {
  lastEvent: WalletportEvent | undefined;
  /** Oldest first, at most EVENT_HISTORY_LIMIT (or the limit given) entries. */
  history: readonly WalletportEvent[];
  alert: EventsAlert | undefined;
};

export type EventsUseCaseDependencies = {
  sink: AnalyticsSink;
  scheduler: Pick<Scheduler, 'now'>;
  logger: Logger;
  /** Local analytics feature and the project's switch combined (see createAnalyticsGate). */
  isAnalyticsEnabled: () => boolean | Promise<boolean>;
  historyLimit?: number | undefined;
};

export class EventsUseCase extends StatefulUseCase<EventsState> {
  readonly #events = new Subject<WalletportEvent>();
  readonly #sink: AnalyticsSink;
  readonly #scheduler: Pick<Scheduler, 'now'>;
  readonly #logger: Logger;
  readonly #isAnalyticsEnabled: () => boolean | Promise<boolean>;
  readonly #historyLimit: number;
  #reportTimes: readonly number[] = [];
  /** Events recorded but not forwarded until the next one (EVENTS_HELD_UNTIL_ACTIVITY). */
  #held: AnalyticsEvent[] = [];
  #alertRaised = false;

  /** Every event as it happens (no replay). */
  readonly events$: Observable<WalletportEvent> = this.#events.asObservable();

  constructor({ sink, scheduler, logger, isAnalyticsEnabled, historyLimit = EVENT_HISTORY_LIMIT }: EventsUseCaseDependencies) {
    super({ lastEvent: undefined, history: [], alert: undefined });
    this.#sink = sink;
    this.#scheduler = scheduler;
    this.#logger = logger;
    this.#isAnalyticsEnabled = isAnalyticsEnabled;
    this.#historyLimit = Math.max(1, historyLimit);
  }

  /**
   * Records a tracking event at once; the returned promise settles when forwarding is done. Never rejects.
   * An event held until the visitor acts (INITIALIZE) is forwarded just before the next event, so a page
   * whose visitor never touches the modal sends nothing to the analytics service, not even its config read.
   */
  async emit(input: TrackEventInput): Promise<void> {
    const event: TrackedEvent = { ...input, timestamp: this.#scheduler.now() };
    this.#record(event);
    if (EVENTS_NEVER_SENT.has(event.event)) return;
    if (EVENTS_HELD_UNTIL_ACTIVITY.has(event.event)) {
      this.#held.push(toAnalyticsEvent(input));
      return;
    }
    const held = this.#held;
    this.#held = [];
    for (const payload of held) await this.#forward(payload);
    await this.#forward(toAnalyticsEvent(input));
  }

  /**
   * Reports an internal error (INTERNAL_SDK_ERROR). Returns false when the rate limit dropped it: a dropped
   * report is neither recorded nor sent. Never rejects.
   */
  async reportError(error: unknown): Promise<boolean> {
    const now = this.#scheduler.now();
    const { admitted, acceptedTimes } = admitErrorReport(this.#reportTimes, now);
    this.#reportTimes = acceptedTimes;
    if (!admitted) {
      this.#logger.debug('Error report dropped: rate limit reached', error);
      return false;
    }
    const report = toErrorReport(error, now);
    this.#record(report);
    await this.#forward(report);
    return true;
  }

  /** Shows an alert of the catalogue (replacing the one on screen). */
  raiseAlert(alert: EventsAlert): void {
    this.setState({ alert });
  }

  /** Hides the alert; the analytics alert will not be raised again. */
  dismissAlert(): void {
    this.setState({ alert: undefined });
  }

  protected override onDispose(): void {
    this.#held = [];
    this.#events.complete();
  }

  #record(event: WalletportEvent): void {
    this.setState(({ history }) => ({
      lastEvent: event,
      history: [...history, event].slice(-this.#historyLimit),
    }));
    this.#events.next(event);
  }

  async #forward(payload: AnalyticsEvent | ErrorReport): Promise<void> {
    try {
      if (!(await this.#isAnalyticsEnabled())) return;
      await this.#sink.send(payload);
    } catch (error) {
      if (isForbidden(error)) this.#raiseInvalidAppConfiguration(error);
      else this.#logger.debug(`Analytics event ${payload.event} could not be sent`, error);
    }
  }

  #raiseInvalidAppConfiguration(error: unknown): void {
    if (this.#alertRaised) return;
    this.#alertRaised = true;
    this.setState({ alert: 'INVALID_APP_CONFIGURATION' });
    this.#logger.warn(
      'Invalid App Configuration: the analytics service refused this origin (403). Add it to the allowed ' +
        "origins in your project's dashboard.",
      error,
    );
  }
}

function toAnalyticsEvent({ event, properties, address }: TrackEventInput): AnalyticsEvent {
  return {
    type: 'track',
    event,
    ...(address === undefined ? {} : { address }),
    ...(properties === undefined ? {} : { properties }),
  };
}

/** An HTTP_STATUS error for 403 (by its numeric `status` when it carries one, else by its message), or one wrapping it. */
function isForbidden(error: unknown): boolean {
  const forbidden = errorMessage('HTTP_STATUS', FORBIDDEN_STATUS);
  const matches = (cause: unknown) =>
    isWalletportError(cause, 'HTTP_STATUS') &&
    ('status' in cause ? cause.status === FORBIDDEN_STATUS : cause.shortMessage === forbidden);
  return walkCauses(error, matches) !== null;
}
