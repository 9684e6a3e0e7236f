/** Where analytics events and error reports go (POST /e). Gating and rate limits live in the use case. */
import { serviceToken } from './service-token.js';

export type AnalyticsEvent = {
  type: 'track';
  event: string;
  address?: string;
  properties?: Record<string, unknown>;
};

export type ErrorReport = {
  type: 'error';
  event: string;
  errorType: string;
  errorMessage: string;
  stackTrace: string;
  timestamp: number;
};

export interface AnalyticsSink {
  /** Sends one event. Rejects with HTTP_STATUS 403 when the origin is not allow-listed. */
  send(event: AnalyticsEvent | ErrorReport): Promise<void>;
}

export const AnalyticsSinkToken = serviceToken<AnalyticsSink>('AnalyticsSink');
