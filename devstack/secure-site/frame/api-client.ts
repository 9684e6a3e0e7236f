/**
 * The frame page's calls to its own server (shared/api-types.ts): same-origin POSTs with JSON, the session
 * token as a bearer token. A failed call throws the server's `{message}`, which the frame passes on to the
 * page as `_ERROR {message}`.
 */
import { API } from '../shared/api-types.js';

export class ApiClient {
  readonly #token: () => string | undefined;

  constructor(token: () => string | undefined) {
    this.#token = token;
  }

  async originAllowed(projectId: string, origin: string): Promise<boolean> {
    const query = new URLSearchParams({ projectId, origin });
    const answer = (await this.#read(await fetch(`${API.originAllowed}?${query}`))) as { allowed?: unknown };
    return answer.allowed === true;
  }

  /** POSTs `body`; `token` overrides the stored session token (IS_CONNECTED checks the page's copy). */
  async call<T>(path: string, body: object = {}, token = this.#token()): Promise<T> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers['authorization'] = `Bearer ${token}`;
    const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'omit' });
    return (await this.#read(response)) as T;
  }

  async #read(response: Response): Promise<unknown> {
    const answer = (await response.json().catch(() => ({}))) as { message?: unknown };
    if (!response.ok) throw new Error(typeof answer.message === 'string' ? answer.message : `The secure site answered ${response.status}`);
    return answer;
  }
}
