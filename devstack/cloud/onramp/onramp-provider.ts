/**
 * The cloud's client of the devstack's on-ramp provider (devstack/onramp, the cloud option `onrampUrl`): the
 * cloud only forwards, so every failure of the provider has to become one of the cloud's own answers. A refusal
 * (4xx `{error, message}`) keeps its status and becomes the cloud's error body naming the provider's reason; a
 * provider that is not configured answers 503, one that does not answer or answers garbage 502, so a page can
 * tell "the provider said no" (show its message) from "buying is unavailable" (try later).
 */
import { z } from 'zod';
import { HttpError } from '../http/http-error.js';

/** The provider answers from memory within milliseconds; a hung one must not hold the page's request long. */
export const ONRAMP_PROVIDER_TIMEOUT_MS = 15_000;

/** What the provider's JSON API answers when it refuses a call (docs/ONRAMP.md). */
const providerRefusalSchema = z.object({ error: z.string().min(1).max(128), message: z.string().min(1).max(2048) });

export type OnrampProviderClient = {
  /** The provider's origin (`http://127.0.0.1:4900`), where its checkouts live; undefined without a provider. */
  readonly origin: string | undefined;
  /** `schema` checks the answer: classic and zod/mini schemas alike (the product's answer schemas are zod/mini). */
  get<TSchema extends z.core.$ZodType>(path: string, schema: TSchema): Promise<z.output<TSchema>>;
  post<TSchema extends z.core.$ZodType>(path: string, body: unknown, schema: TSchema): Promise<z.output<TSchema>>;
};

export type OnrampProviderClientParameters = string | undefined;
export type OnrampProviderClientReturnType = OnrampProviderClient;
/** What the client's calls reject with: always one of the cloud's own answers. */
export type OnrampProviderClientErrorType = HttpError;

/** `baseUrl` undefined: the cloud was started without a provider, every call answers 503. */
export function onrampProviderClient(baseUrl: OnrampProviderClientParameters): OnrampProviderClientReturnType {
  const call = async <TSchema extends z.core.$ZodType>(path: string, init: RequestInit, schema: TSchema): Promise<z.output<TSchema>> => {
    if (baseUrl === undefined) {
      throw new HttpError(503, [{ name: 'ONRAMP_NOT_CONFIGURED', description: 'This cloud was started without an on-ramp provider (option onrampUrl)' }]);
    }
    const url = `${baseUrl.replace(/\/+$/, '')}${path}`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(ONRAMP_PROVIDER_TIMEOUT_MS) });
      text = await response.text();
    } catch (error) {
      throw unavailable(`${url}: ${String(error)}`);
    }
    const body = parseJson(text);
    if (response.status >= 400 && response.status < 500) throw refusal(response.status, body, url);
    if (!response.ok) throw unavailable(`${url} answered ${response.status}`);
    const parsed = z.safeParse(schema, body);
    if (!parsed.success) {
      const where = parsed.error.issues[0]?.path.join('.') ?? '';
      throw new HttpError(502, [{ name: 'ONRAMP_INVALID_RESPONSE', description: `${url} answered an unexpected body (${where || 'body'})` }]);
    }
    return parsed.data;
  };
  return {
    origin: baseUrl === undefined ? undefined : new URL(baseUrl).origin,
    get: (path, schema) => call(path, { method: 'GET' }, schema),
    post: (path, body, schema) =>
      call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, schema),
  };
}

function unavailable(description: string): HttpError {
  return new HttpError(502, [{ name: 'ONRAMP_UNAVAILABLE', description }]);
}

/** The provider's refusal in the cloud's error body; a refusal without the provider's shape still says who refused. */
function refusal(status: number, body: unknown, url: string): HttpError {
  const parsed = providerRefusalSchema.safeParse(body);
  if (parsed.success) return new HttpError(status, [{ name: parsed.data.error, description: parsed.data.message }]);
  return new HttpError(status, [{ name: 'ONRAMP_REFUSED', description: `${url} refused the call (${status})` }]);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
