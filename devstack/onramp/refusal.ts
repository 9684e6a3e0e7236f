/** A request the provider refuses: its status and the API's error body `{error, message, ...details}`. */
export class OnrampRefusal extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Readonly<Record<string, string>>;

  constructor(status: number, code: string, message: string, details: Readonly<Record<string, string>> = {}) {
    super(message);
    this.name = 'OnrampRefusal';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  body(): Record<string, string> {
    return { error: this.code, message: this.message, ...this.details };
  }
}
