/**
 * One sats-connect wallet, as the page reaches it: the provider object its `btc_providers` entry names (looked
 * up from `window` on every call, since a wallet may replace it) and the one door to it, `call`, which sends
 * `request(method, params)`, unwraps the answer's envelope and checks the result against a schema. Every
 * failure comes out typed: the visitor's refusal (sats-connect's -32000, or 4001) is UserRejectedRequestError,
 * a missing provider ProviderDisconnectedError, a malformed answer INVALID_RESPONSE, anything else the wallet's
 * error through parseWalletError. `listen` follows the wallet's events (sats-connect's `addListener({eventName, cb})`:
 * accountChange, disconnect, networkChange) where the wallet has them.
 */
import type { z } from 'zod/mini';
import { parseWalletError, ProviderDisconnectedError, UserRejectedRequestError } from '../../../domain/entities/errors/rpc-errors.js';
import { parseWalletAnswer } from '../eip1193/request-wallet.js';
import { SATS_CONNECT_USER_REJECTION, satsConnectResponseSchema, type BtcProviderEntry, type SatsConnectRpcError } from './sats-connect.schema.js';

type RequestFunction = (method: string, params?: unknown) => Promise<unknown>;

/** The events a sats-connect wallet announces. */
export type SatsConnectEventName = 'accountChange' | 'disconnect' | 'networkChange';

export type SatsConnectWalletOptions = {
  entry: BtcProviderEntry;
  /** Where the provider path starts. Default: `globalThis.window`. */
  window?: (() => object | undefined) | undefined;
};

export type SatsConnectCallParameters<TOutput> = { method: string; params: object; schema: z.ZodMiniType<TOutput> };

function defaultWindow(): object | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

export class SatsConnectWallet {
  readonly entry: BtcProviderEntry;
  readonly #window: () => object | undefined;

  constructor({ entry, window: win }: SatsConnectWalletOptions) {
    this.entry = entry;
    this.#window = win ?? defaultWindow;
  }

  /** True when the entry's provider object is there now. */
  isPresent(): boolean {
    return this.#request() !== undefined;
  }

  /** Sends one request and returns its checked result. */
  async call<TOutput>({ method, params, schema }: SatsConnectCallParameters<TOutput>): Promise<TOutput> {
    const request = this.#request();
    if (!request) throw new ProviderDisconnectedError({ details: `${this.entry.name} is not available` });
    let answer: unknown;
    try {
      answer = await request(method, params);
    } catch (error) {
      throw toWalletError(error);
    }
    const response = parseWalletAnswer(satsConnectResponseSchema, answer, method);
    if ('error' in response) throw rpcError(response.error);
    return parseWalletAnswer(schema, response.result, method);
  }

  /**
   * Hears the wallet's `eventName` (what happened is read again by the caller: the event carries nothing
   * trusted); returns the function that stops. A wallet without events, or one that throws, is not heard.
   */
  listen(eventName: SatsConnectEventName, onEvent: () => void): () => void {
    const provider = this.#provider();
    const addListener = provider === undefined ? undefined : (provider as { addListener?: unknown }).addListener;
    if (typeof addListener !== 'function') return () => undefined;
    try {
      const stop: unknown = (addListener as (listener: object) => unknown).call(provider, { eventName, cb: () => onEvent() });
      return () => {
        try {
          if (typeof stop === 'function') (stop as () => void)();
        } catch {
          // A wallet failing to let go changes nothing for the page.
        }
      };
    } catch {
      return () => undefined;
    }
  }

  /** The provider's request function, bound to it; undefined when the path leads to nothing usable. */
  #request(): RequestFunction | undefined {
    const target = this.#provider();
    try {
      const request = target === undefined ? undefined : (target as { request?: unknown }).request;
      return typeof request === 'function' ? (request as RequestFunction).bind(target) : undefined;
    } catch {
      // A hostile object (a throwing getter) is no provider.
      return undefined;
    }
  }

  /** The object the entry's path leads to from `window`, if any. */
  #provider(): object | undefined {
    let target: unknown = this.#window();
    try {
      for (const part of this.entry.id.split('.')) {
        if (target === null || (typeof target !== 'object' && typeof target !== 'function')) return undefined;
        target = (target as Record<string, unknown>)[part];
      }
      return target !== null && typeof target === 'object' ? target : undefined;
    } catch {
      // A hostile object (a throwing getter) is no provider.
      return undefined;
    }
  }
}

function rpcError(error: SatsConnectRpcError): Error {
  if (error.code === SATS_CONNECT_USER_REJECTION) return new UserRejectedRequestError({ details: error.message });
  return parseWalletError({ code: error.code, message: error.message ?? 'The wallet refused the request' });
}

/** A thrown error: sats-connect's rejection code, else the usual wallet error reading. */
function toWalletError(error: unknown): Error {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === SATS_CONNECT_USER_REJECTION) return new UserRejectedRequestError({ cause: error });
  return parseWalletError(error);
}
