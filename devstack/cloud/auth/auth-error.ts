/** The sign-in server's 401: the cloud's usual error body, the reason naming what failed (nonce, signature...). */
import { HttpError } from '../http/http-error.js';

export function unauthorized(name: string, description: string): HttpError {
  return new HttpError(401, [{ name, description }]);
}
