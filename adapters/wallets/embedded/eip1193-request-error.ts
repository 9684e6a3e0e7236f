/**
 * What the provider's callers receive when a request fails: an Error with the numeric EIP-1193 / JSON-RPC
 * `code` and a `message`, as a browser wallet throws, so viem's `custom()` transport and wagmi map it to
 * their own errors (4001 to viem's UserRejectedRequestError, ...). The typed WalletportError stays as `cause`.
 *
 * Codes: a ProviderRpcError keeps its own; an aborted request is 4001 ('Request was aborted'); a method off
 * the allow-list 4200; signed out or a refused domain 4100; a chain the secure site does not serve 4901; a
 * frame that did not load 4900; an invalid request -32602; any other failure -32000 with the frame's words.
 * Never -1, -32603 or -32005: viem retries those, and a retried eth_sendTransaction is a second prompt.
 */
import type { WalletportError } from '../../../domain/entities/errors/base.error.js';
import { FRAME_ERROR_MESSAGES } from '../../../domain/entities/frame/frame-error.js';
import { parseWalletError, ProviderRpcError } from '../../../domain/entities/errors/rpc-errors.js';

/** JSON-RPC's implementation-defined server error: a failure viem passes on without retrying. */
const SERVER_ERROR_CODE = -32000;
const RETRIED_BY_VIEM: ReadonlySet<number> = new Set([-1, -32603, -32005, -32007, 429]);

export class Eip1193RequestError extends Error {
  override name = 'Eip1193RequestError';
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, cause: WalletportError) {
    super(cause.shortMessage, { cause });
    this.code = code;
    this.data = cause instanceof ProviderRpcError ? cause.data : undefined;
  }
}

export type ToEip1193ErrorReturnType = Eip1193RequestError;

/** Anything a request threw, as the EIP-1193 error its caller expects. */
export function toEip1193Error(error: unknown): ToEip1193ErrorReturnType {
  if (error instanceof Eip1193RequestError) return error;
  const typed = parseWalletError(error);
  return new Eip1193RequestError(eip1193CodeOf(typed), typed);
}

function eip1193CodeOf(error: WalletportError): number {
  if (error instanceof ProviderRpcError) return RETRIED_BY_VIEM.has(error.rpcCode) ? SERVER_ERROR_CODE : error.rpcCode;
  switch (error.code) {
    case 'REQUEST_ABORTED':
      return 4001;
    case 'RPC_CALL_NOT_ALLOWED':
      return 4200;
    case 'NOT_CONNECTED_TO_EMAIL_OR_SOCIAL':
    case 'UNVERIFIED_DOMAIN':
      return 4100;
    case 'IFRAME_LOAD_FAILED':
      return 4900;
    case 'INVALID_REQUEST':
      return -32602;
    case 'FRAME_REQUEST_FAILED':
      if (error.shortMessage === FRAME_ERROR_MESSAGES.notSignedIn) return 4100;
      if (error.shortMessage === FRAME_ERROR_MESSAGES.unsupportedChain) return 4901;
      return SERVER_ERROR_CODE;
    default:
      return SERVER_ERROR_CODE;
  }
}
