/**
 * The base of every error a wallet or node answers a request with. It is a WalletportError (stable `code`,
 * readable `shortMessage`) that also keeps the wire `rpcCode` and the wallet's `data`.
 */
import { WalletportError, type WalletportErrorParameters } from '../base.error.js';
import type { ErrorCode } from '../catalogue.js';

export type ProviderRpcErrorParameters = WalletportErrorParameters & {
  /** The `data` field of the wallet's error object (revert data, a nested error, ...), unparsed. */
  data?: unknown;
};

export class ProviderRpcError<
  TRpcCode extends number = number,
  TCode extends ErrorCode = ErrorCode,
> extends WalletportError<TCode> {
  override name: string = 'ProviderRpcError';
  /** The numeric code on the wire (EIP-1193, EIP-1474, EIP-5792 or the node's). */
  readonly rpcCode: TRpcCode;
  readonly data: unknown;

  constructor(rpcCode: TRpcCode, code: TCode, shortMessage: string, parameters: ProviderRpcErrorParameters = {}) {
    const { data, ...rest } = parameters;
    super(code, shortMessage, rest);
    this.rpcCode = rpcCode;
    this.data = data;
  }
}

/** Method-specific errors name the method in their message when it is known. */
export type MethodRpcErrorParameters = ProviderRpcErrorParameters & { method?: string | undefined };
