/**
 * The error a non-2xx answer becomes: code HTTP_STATUS, message 'HTTP status code: {status}', with the status
 * kept as a number (`status`) and as a context line (`Status: 403`) so callers can branch on it.
 */
import { WalletportError, walkCauses } from '../../domain/entities/errors/base.error.js';
import { errorMessage } from '../../domain/entities/errors/catalogue.js';

export class HttpStatusError extends WalletportError<'HTTP_STATUS'> {
  override name = 'HttpStatusError';
  readonly status: number;
  /**
   * The answer's body as received (the client keeps its first 500 characters), unclamped: `details` is cut for
   * views, and a caller reading the API's `{status, reasons}` out of it needs the whole JSON.
   */
  readonly body: string | undefined;

  constructor(status: number, parameters: { request: string; body?: string | undefined; cause?: unknown }) {
    super('HTTP_STATUS', errorMessage('HTTP_STATUS', status), {
      cause: parameters.cause,
      details: parameters.body || undefined,
      metaMessages: [`Status: ${status}`, `Request: ${parameters.request}`],
    });
    this.status = status;
    this.body = parameters.body || undefined;
  }
}

/** The HTTP status an error carries, when it is (or wraps) an HttpStatusError. */
export function httpStatusOf(error: unknown): number | undefined {
  const found = walkCauses(error, (candidate) => candidate instanceof HttpStatusError);
  return found instanceof HttpStatusError ? found.status : undefined;
}
