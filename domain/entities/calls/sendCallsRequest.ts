/**
 * `wallet_sendCalls` (EIP-5792, version 2.0.0): the request a page's calls become, and the wallet's answer.
 * The calls are checked first (each `to` starting with 0x, `data` starting with 0x when given); values
 * go on the wire as hex quantities. Capabilities, the batch's and each call's (`paymasterService`, ...), are
 * passed to the wallet untouched: they are between the page and the wallet.
 */
import { z } from 'zod/mini';
import { walletportError } from '../errors/catalogue.js';
import type { WalletportError } from '../errors/base.error.js';
import { validateSendCalls } from '../transaction/validateSendCalls.js';
import { lazySchema } from '../validation/lazySchema.js';

/** One call a page sends (wagmi's raw call shape). */
export type Call = {
  to: `0x${string}`;
  data?: `0x${string}` | undefined;
  value?: bigint | undefined;
  /** This call's own capabilities, passed through. */
  capabilities?: Record<string, unknown> | undefined;
};

export type SendCallsRequestParameters = {
  calls: readonly Call[];
  /** The account sending; the connected one. */
  from: string;
  /** Decimal chain id the calls run on. */
  chainId: number;
  /** True: the wallet must run every call or none (EIP-5792 `atomicRequired`). */
  forceAtomic?: boolean | undefined;
  /** The batch's capabilities (`paymasterService`, ...), passed through untouched. */
  capabilities?: Record<string, unknown> | undefined;
  /** A batch id of the page's choosing (the wallet makes one otherwise). */
  id?: string | undefined;
};

/** The single param of the request, as JSON-RPC sends it. */
export type SendCallsRequestParams = {
  version: '2.0.0';
  id?: string;
  from: string;
  chainId: `0x${string}`;
  atomicRequired: boolean;
  calls: { to: string; data?: string; value?: string; capabilities?: Record<string, unknown> }[];
  capabilities?: Record<string, unknown>;
};

export type SendCallsRequestReturnType = [SendCallsRequestParams];
/** A call breaking those rules, named in the reason ('Invalid calls: call 1: ...'). */
export type SendCallsRequestErrorType = WalletportError<'INVALID_SEND_CALLS'>;

export function sendCallsRequest({ calls, from, chainId, forceAtomic, capabilities, id }: SendCallsRequestParameters): SendCallsRequestReturnType {
  validateSendCalls(calls);
  if (calls.length === 0) throw walletportError('INVALID_SEND_CALLS', ['at least one call is needed']);
  const params: SendCallsRequestParams = {
    version: '2.0.0',
    from,
    chainId: `0x${chainId.toString(16)}`,
    atomicRequired: forceAtomic ?? false,
    calls: calls.map((call) => ({
      to: call.to,
      ...(call.data !== undefined ? { data: call.data } : {}),
      ...(call.value !== undefined ? { value: `0x${call.value.toString(16)}` } : {}),
      ...(call.capabilities !== undefined ? { capabilities: call.capabilities } : {}),
    })),
  };
  if (id !== undefined) params.id = id;
  if (capabilities !== undefined) params.capabilities = capabilities;
  return [params];
}

const sendCallsAnswerSchema = lazySchema(() => z.union([
  z.looseObject({ id: z.string().check(z.minLength(1)), capabilities: z.optional(z.record(z.string(), z.unknown())) }),
  // Version 1 wallets answered the bare id.
  z.string().check(z.minLength(1)),
]));

export type ParseSendCallsAnswerParameters = { answer: unknown };
export type ParseSendCallsAnswerReturnType = { id: string; capabilities?: Record<string, unknown> | undefined };
/** The wallet answered something that carries no batch id. */
export type ParseSendCallsAnswerErrorType = WalletportError<'INVALID_RESPONSE'>;

export function parseSendCallsAnswer({ answer }: ParseSendCallsAnswerParameters): ParseSendCallsAnswerReturnType {
  const parsed = sendCallsAnswerSchema.safeParse(answer);
  if (!parsed.success) throw walletportError('INVALID_RESPONSE', ['wallet_sendCalls'], { cause: parsed.error });
  if (typeof parsed.data === 'string') return { id: parsed.data };
  const { id, capabilities } = parsed.data;
  return capabilities === undefined ? { id } : { id, capabilities };
}
