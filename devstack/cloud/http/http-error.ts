/** An answer that ends a request early: a status and the `{status, reasons}` body of CONTRACTS.md. */
export type Reason = { name: string; description: string };

export class HttpError extends Error {
  readonly status: number;
  readonly reasons: readonly Reason[];
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, reasons: readonly Reason[], headers: Readonly<Record<string, string>> = {}) {
    super(reasons.map((reason) => `${reason.name}: ${reason.description}`).join('; ') || `HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.reasons = reasons;
    this.headers = headers;
  }
}

export function badRequest(name: string, description: string): HttpError {
  return new HttpError(400, [{ name, description }]);
}

export function notFound(name: string, description: string): HttpError {
  return new HttpError(404, [{ name, description }]);
}
