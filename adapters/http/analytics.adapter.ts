/**
 * AnalyticsSink over HTTP: POST /e with `{eventId, url, domain, timestamp, props}` (CONTRACTS.md, "Analytics
 * and error reports"). The body is checked with the contract's schema before it leaves. Gating (feature on,
 * never MODAL_CREATED) and the error-report rate limit live in the use case, not here.
 */
import {
  analyticsEventBodySchema,
  type AnalyticsEventBody,
} from '../../domain/entities/api/catalogue-api.schema.js';
import { walletportError } from '../../domain/entities/errors/catalogue.js';
import type { AnalyticsEvent, AnalyticsSink, ErrorReport } from '../../ports/analytics.port.js';
import type { HttpClient } from './http-client.js';

export type AnalyticsPage = { url: string; domain: string };

export type HttpAnalyticsSinkOptions = {
  /** The page the event happened on, read when the event is sent. */
  page: () => AnalyticsPage;
  /** Milliseconds since the epoch (the scheduler's clock). */
  now: () => number;
  /** Defaults to `crypto.randomUUID()`, called per event. */
  randomUUID?: (() => string) | undefined;
};

export class HttpAnalyticsSink implements AnalyticsSink {
  readonly #http: HttpClient;
  readonly #options: HttpAnalyticsSinkOptions;

  constructor(http: HttpClient, options: HttpAnalyticsSinkOptions) {
    this.#http = http;
    this.#options = options;
  }

  async send(event: AnalyticsEvent | ErrorReport): Promise<void> {
    const { url, domain } = this.#options.page();
    const eventId = this.#options.randomUUID?.() ?? globalThis.crypto.randomUUID();
    const candidate: AnalyticsEventBody = {
      eventId,
      url,
      domain,
      timestamp: event.type === 'error' ? event.timestamp : this.#options.now(),
      props: propsOf(event),
    };
    const checked = analyticsEventBodySchema.safeParse(candidate);
    if (!checked.success) throw walletportError('INVALID_REQUEST', ['POST /e'], { cause: checked.error });
    await this.#http.send('POST', '/e', { body: checked.data });
  }
}

function propsOf(event: AnalyticsEvent | ErrorReport): AnalyticsEventBody['props'] {
  if (event.type === 'error') {
    const { type, event: name, errorType, errorMessage, stackTrace } = event;
    return { type, event: name, errorType, errorMessage, stackTrace };
  }
  const { type, event: name, address, properties } = event;
  return {
    type,
    event: name,
    ...(address === undefined ? {} : { address }),
    ...(properties === undefined ? {} : { properties }),
  };
}
