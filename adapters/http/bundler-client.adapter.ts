/**
 * The bundler client over fetch (SPEC.md section 7, "Bundler"): one JSON-RPC POST of
 * `eth_getUserOperationReceipt` to the URL the calls flow chose. The envelope is checked with zod here; the
 * receipt inside is checked by the flow (domain/entities/calls/userOperationReceipt.ts) before it is read.
 * No retries: the flow's status polling decides when to ask again. `fetch` is read when a request starts, so
 * importing this file touches nothing.
 */
import { z } from 'zod/mini';
import { walletportError } from '../../domain/entities/errors/catalogue.js';
import { parseWalletError } from '../../domain/entities/errors/rpc/parseWalletError.js';
import { lazySchema } from '../../domain/entities/validation/lazySchema.js';
import type { BundlerClient, GetUserOperationReceiptParameters } from '../../ports/bundler-client.port.js';

export const BUNDLER_TIMEOUT_MS = 10_000;

const jsonRpcAnswerSchema = lazySchema(() => z.union([
  z.looseObject({ jsonrpc: z.literal('2.0'), result: z.unknown() }).check(z.refine((answer) => 'result' in answer)),
  z.looseObject({
    jsonrpc: z.literal('2.0'),
    error: z.looseObject({ code: z.number(), message: z.string(), data: z.optional(z.unknown()) }),
  }),
]));

export type FetchBundlerClientOptions = {
  /** Injectable for tests; the global fetch at request time otherwise. */
  fetch?: typeof fetch | undefined;
  timeoutMs?: number | undefined;
};

export class FetchBundlerClient implements BundlerClient {
  readonly #options: FetchBundlerClientOptions;
  #nextId = 1;

  constructor(options: FetchBundlerClientOptions = {}) {
    this.#options = options;
  }

  async getUserOperationReceipt({ url, hash }: GetUserOperationReceiptParameters): Promise<unknown> {
    const body = JSON.stringify({ jsonrpc: '2.0', id: this.#nextId++, method: 'eth_getUserOperationReceipt', params: [hash] });
    const fetchImpl = this.#options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(this.#options.timeoutMs ?? BUNDLER_TIMEOUT_MS),
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'TimeoutError') throw walletportError('REQUEST_TIMEOUT', [], { cause });
      throw walletportError('NETWORK_ERROR', [], { cause, details: 'The bundler could not be reached' });
    }
    if (!response.ok) throw walletportError('USER_OPERATION_RECEIPT_FAILED', [response.status]);
    let json: unknown;
    try {
      json = await response.json();
    } catch (cause) {
      throw walletportError('INVALID_RESPONSE', ['eth_getUserOperationReceipt'], { cause });
    }
    const parsed = jsonRpcAnswerSchema.safeParse(json);
    if (!parsed.success) throw walletportError('INVALID_RESPONSE', ['eth_getUserOperationReceipt'], { cause: parsed.error });
    if ('error' in parsed.data) throw parseWalletError(parsed.data.error);
    return parsed.data.result;
  }
}
