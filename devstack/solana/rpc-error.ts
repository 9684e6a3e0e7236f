/**
 * JSON-RPC errors as a Solana node (agave) returns them: the standard codes for a malformed request, and the
 * server's own codes (-32002 a failed preflight simulation with its result as `data`, -32003 a bad signature,
 * -32015 a transaction version the client did not opt into).
 */
export const RPC_ERROR_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  preflightFailure: -32002,
  signatureVerificationFailure: -32003,
  unsupportedTransactionVersion: -32015,
} as const;

export class SolanaRpcError extends Error {
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'SolanaRpcError';
    this.code = code;
    this.data = data;
  }

  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined ? { code: this.code, message: this.message } : { code: this.code, message: this.message, data: this.data };
  }
}

export function invalidParams(message: string): SolanaRpcError {
  return new SolanaRpcError(RPC_ERROR_CODES.invalidParams, message);
}
