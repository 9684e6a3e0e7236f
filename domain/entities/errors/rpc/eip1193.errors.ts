/** Provider errors of EIP-1193 (and 4902 of EIP-3326), raised by the wallet itself. */
import { errorMessage } from '../catalogue.js';
import {
  ProviderRpcError,
  type MethodRpcErrorParameters,
  type ProviderRpcErrorParameters,
} from './providerRpc.error.js';

export class UserRejectedRequestError extends ProviderRpcError<4001, 'USER_REJECTED_REQUEST'> {
  static readonly rpcCode = 4001;
  override name = 'UserRejectedRequestError' as const;
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(4001, 'USER_REJECTED_REQUEST', errorMessage('USER_REJECTED_REQUEST'), parameters);
  }
}

export class UnauthorizedProviderError extends ProviderRpcError<4100, 'UNAUTHORIZED_PROVIDER'> {
  static readonly rpcCode = 4100;
  override name = 'UnauthorizedProviderError' as const;
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(4100, 'UNAUTHORIZED_PROVIDER', errorMessage('UNAUTHORIZED_PROVIDER'), parameters);
  }
}

export class UnsupportedProviderMethodError extends ProviderRpcError<4200, 'UNSUPPORTED_PROVIDER_METHOD'> {
  static readonly rpcCode = 4200;
  override name = 'UnsupportedProviderMethodError' as const;
  constructor(parameters: MethodRpcErrorParameters = {}) {
    const message = errorMessage('UNSUPPORTED_PROVIDER_METHOD', parameters.method);
    super(4200, 'UNSUPPORTED_PROVIDER_METHOD', message, parameters);
  }
}

export class ProviderDisconnectedError extends ProviderRpcError<4900, 'PROVIDER_DISCONNECTED'> {
  static readonly rpcCode = 4900;
  override name = 'ProviderDisconnectedError' as const;
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(4900, 'PROVIDER_DISCONNECTED', errorMessage('PROVIDER_DISCONNECTED'), parameters);
  }
}

export class ChainDisconnectedError extends ProviderRpcError<4901, 'CHAIN_DISCONNECTED'> {
  static readonly rpcCode = 4901;
  override name = 'ChainDisconnectedError' as const;
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(4901, 'CHAIN_DISCONNECTED', errorMessage('CHAIN_DISCONNECTED'), parameters);
  }
}

/**
 * 4902: the wallet does not know the chain it was asked to switch to. The modal answers by adding the chain
 * (wallet_addEthereumChain) and switching again. Also exported as UnrecognizedChainError.
 */
export class SwitchChainError extends ProviderRpcError<4902, 'UNRECOGNIZED_CHAIN'> {
  static readonly rpcCode = 4902;
  override name = 'SwitchChainError' as const;
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(4902, 'UNRECOGNIZED_CHAIN', errorMessage('UNRECOGNIZED_CHAIN'), parameters);
  }
}
export { SwitchChainError as UnrecognizedChainError };
