/**
 * Errors a node reports only in words: geth, erigon, anvil and friends put them under a generic JSON-RPC
 * code (usually -32000, or 3 for a revert), so they are recognised by `nodeMessage`. `rpcCode` is the code
 * they arrived with.
 */
import { errorMessage } from '../catalogue.js';
import { ProviderRpcError, type ProviderRpcErrorParameters } from './providerRpc.error.js';

export type NodeErrorParameters = ProviderRpcErrorParameters & {
  /** The code the node sent with the message; -32000 (3 for reverts) when unknown. */
  rpcCode?: number | undefined;
};

const GENERIC_NODE_CODE = -32000;

export class ExecutionRevertedError extends ProviderRpcError<number, 'EXECUTION_REVERTED'> {
  static readonly nodeMessage = /execution reverted|vm exception while processing transaction: revert/i;
  override name = 'ExecutionRevertedError' as const;
  /** The revert reason, when the node gave one. */
  readonly reason: string | undefined;
  constructor(parameters: NodeErrorParameters & { reason?: string | undefined } = {}) {
    const message = errorMessage('EXECUTION_REVERTED', parameters.reason);
    super(parameters.rpcCode ?? 3, 'EXECUTION_REVERTED', message, parameters);
    this.reason = parameters.reason;
  }
}

export class FeeCapTooHighError extends ProviderRpcError<number, 'FEE_CAP_TOO_HIGH'> {
  static readonly nodeMessage = /(max fee per gas|fee cap) higher than 2\^256-1/i;
  override name = 'FeeCapTooHighError' as const;
  constructor(parameters: NodeErrorParameters = {}) {
    super(parameters.rpcCode ?? GENERIC_NODE_CODE, 'FEE_CAP_TOO_HIGH', errorMessage('FEE_CAP_TOO_HIGH'), parameters);
  }
}

export class FeeCapTooLowError extends ProviderRpcError<number, 'FEE_CAP_TOO_LOW'> {
  static readonly nodeMessage = /(max fee per gas|fee cap) less than block base fee|transaction is outdated/i;
  override name = 'FeeCapTooLowError' as const;
  constructor(parameters: NodeErrorParameters = {}) {
    super(parameters.rpcCode ?? GENERIC_NODE_CODE, 'FEE_CAP_TOO_LOW', errorMessage('FEE_CAP_TOO_LOW'), parameters);
  }
}

export class NonceTooHighError extends ProviderRpcError<number, 'NONCE_TOO_HIGH'> {
  static readonly nodeMessage = /nonce too high/i;
  override name = 'NonceTooHighError' as const;
  constructor(parameters: NodeErrorParameters = {}) {
    super(parameters.rpcCode ?? GENERIC_NODE_CODE, 'NONCE_TOO_HIGH', errorMessage('NONCE_TOO_HIGH'), parameters);
  }
}

export class NonceTooLowError extends ProviderRpcError<number, 'NONCE_TOO_LOW'> {
  static readonly nodeMessage = /nonce too low|transaction already imported|already known/i;
  override name = 'NonceTooLowError' as const;
  constructor(parameters: NodeErrorParameters = {}) {
    super(parameters.rpcCode ?? GENERIC_NODE_CODE, 'NONCE_TOO_LOW', errorMessage('NONCE_TOO_LOW'), parameters);
  }
}

export class InsufficientFundsError extends ProviderRpcError<number, 'INSUFFICIENT_FUNDS'> {
  static readonly nodeMessage = /insufficient funds|exceeds transaction sender account balance/i;
  override name = 'InsufficientFundsError' as const;
  constructor(parameters: NodeErrorParameters = {}) {
    const message = errorMessage('INSUFFICIENT_FUNDS');
    super(parameters.rpcCode ?? GENERIC_NODE_CODE, 'INSUFFICIENT_FUNDS', message, parameters);
  }
}

export class IntrinsicGasTooHighError extends ProviderRpcError<number, 'INTRINSIC_GAS_TOO_HIGH'> {
  static readonly nodeMessage = /intrinsic gas too high|gas limit reached/i;
  override name = 'IntrinsicGasTooHighError' as const;
  constructor(parameters: NodeErrorParameters = {}) {
    super(
      parameters.rpcCode ?? GENERIC_NODE_CODE,
      'INTRINSIC_GAS_TOO_HIGH',
      errorMessage('INTRINSIC_GAS_TOO_HIGH'),
      parameters,
    );
  }
}

export class IntrinsicGasTooLowError extends ProviderRpcError<number, 'INTRINSIC_GAS_TOO_LOW'> {
  static readonly nodeMessage = /intrinsic gas too low/i;
  override name = 'IntrinsicGasTooLowError' as const;
  constructor(parameters: NodeErrorParameters = {}) {
    super(
      parameters.rpcCode ?? GENERIC_NODE_CODE,
      'INTRINSIC_GAS_TOO_LOW',
      errorMessage('INTRINSIC_GAS_TOO_LOW'),
      parameters,
    );
  }
}

/** The revert reason in a node message such as `execution reverted: ERC20: transfer amount exceeds balance`. */
export function revertReasonOf(message: string): string | undefined {
  const match = /execution reverted:\s*(.+)$/is.exec(message) ?? /reverted with reason string '(.+)'/i.exec(message);
  const reason = match?.[1]?.trim();
  return reason ? reason : undefined;
}
