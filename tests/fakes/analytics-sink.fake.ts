/** An analytics sink that records what it was sent and can fail like the real service (403, 500). */
import type { AnalyticsEvent, AnalyticsSink, ErrorReport } from '../../ports/analytics.port.js';
import { walletportError } from '../../domain/entities/errors/catalogue.js';

export class FakeAnalyticsSink implements AnalyticsSink {
  readonly sent: (AnalyticsEvent | ErrorReport)[] = [];
  /** When set, every send rejects with HTTP_STATUS for this status and records nothing. */
  failWithStatus: number | undefined;

  async send(event: AnalyticsEvent | ErrorReport): Promise<void> {
    if (this.failWithStatus !== undefined) throw walletportError('HTTP_STATUS', [this.failWithStatus]);
    this.sent.push(event);
  }

  events(): string[] {
    return this.sent.map((entry) => entry.event);
  }
}
