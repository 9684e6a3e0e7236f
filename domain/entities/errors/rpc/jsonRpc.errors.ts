/** JSON-RPC 2.0 and EIP-1474 server errors, -32700 to -32006. */
import { errorMessage } from '../catalogue.js';
import {
  ProviderRpcError,
  type MethodRpcErrorParameters,
  type ProviderRpcErrorParameters,
} from './providerRpc.error.js';

export class ParseRpcError extends ProviderRpcError<-32700, 'RPC_PARSE_ERROR'> {
  static readonly rpcCode = -32700;
  override name = 'ParseRpcError' as const;
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(-32700, 'RPC_PARSE_ERROR', errorMessage('RPC_PARSE_ERROR'), parameters);
  }
}

export class InvalidRequestRpcError extends ProviderRpcError<-32600, 'RPC_INVALID_REQUEST'> {
  static readonly rpcCode = -32600;
  override name = 'InvalidRequestRpcError' as const;
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(-32600, 'RPC_INVALID_REQUEST', errorMessage('RPC_INVALID_REQUEST'), parameters);
  }
}

export class MethodNotFoundRpcError extends ProviderRpcError<-32601, 'RPC_METHOD_NOT_FOUND'> {
  static readonly rpcCode = -32601;
  override name = 'MethodNotFoundRpcError' as const;
  constructor(parameters: MethodRpcErrorParameters = {}) {
    const message = errorMessage('RPC_METHOD_NOT_FOUND', parameters.method);
    super(-32601, 'RPC_METHOD_NOT_FOUND', message, parameters);
  }
}

export class InvalidParamsRpcError extends ProviderRpcError<-32602, 'RPC_INVALID_PARAMS'> {
  static readonly rpcCode = -32602;
  override name = 'InvalidParamsRpcError' as const;
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(-32602, 'RPC_INVALID_PARAMS', errorMessage('RPC_INVALID_PARAMS'), parameters);
  }
}

export class InternalRpcError extends ProviderRpcError<-32603, 'RPC_INTERNAL_ERROR'> {
  static readonly rpcCode = -32603;
  override name = 'InternalRpcError' as const;
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(-32603, 'RPC_INTERNAL_ERROR', errorMessage('RPC_INTERNAL_ERROR'), parameters);
  }
}

export class InvalidInputRpcError extends ProviderRpcError<-32000, 'RPC_INVALID_INPUT'> {
  static readonly rpcCode = -32000;
  override name = 'InvalidInputRpcError' as const;
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(-32000, 'RPC_INVALID_INPUT', errorMessage('RPC_INVALID_INPUT'), parameters);
  }
}

export class ResourceNotFoundRpcError extends ProviderRpcError<-32001, 'RPC_RESOURCE_NOT_FOUND'> {
  static readonly rpcCode = -32001;
  override name = 'ResourceNotFoundRpcError' as const;
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(-32001, 'RPC_RESOURCE_NOT_FOUND', errorMessage('RPC_RESOURCE_NOT_FOUND'), parameters);
  }
}

export class ResourceUnavailableRpcError extends ProviderRpcError<-32002, 'RPC_RESOURCE_UNAVAILABLE'> {
  static readonly rpcCode = -32002;
  override name = 'ResourceUnavailableRpcError' as const;
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(-32002, 'RPC_RESOURCE_UNAVAILABLE', errorMessage('RPC_RESOURCE_UNAVAILABLE'), parameters);
  }
}

export class TransactionRejectedRpcError extends ProviderRpcError<-32003, 'RPC_TRANSACTION_REJECTED'> {
  static readonly rpcCode = -32003;
  override name = 'TransactionRejectedRpcError' as const;
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(-32003, 'RPC_TRANSACTION_REJECTED', errorMessage('RPC_TRANSACTION_REJECTED'), parameters);
  }
}

export class MethodNotSupportedRpcError extends ProviderRpcError<-32004, 'RPC_METHOD_NOT_SUPPORTED'> {
  static readonly rpcCode = -32004;
  override name = 'MethodNotSupportedRpcError' as const;
  constructor(parameters: MethodRpcErrorParameters = {}) {
    const message = errorMessage('RPC_METHOD_NOT_SUPPORTED', parameters.method);
    super(-32004, 'RPC_METHOD_NOT_SUPPORTED', message, parameters);
  }
}

export class LimitExceededRpcError extends ProviderRpcError<-32005, 'RPC_LIMIT_EXCEEDED'> {
  static readonly rpcCode = -32005;
  override name = 'LimitExceededRpcError' as const;
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(-32005, 'RPC_LIMIT_EXCEEDED', errorMessage('RPC_LIMIT_EXCEEDED'), parameters);
  }
}

export class JsonRpcVersionUnsupportedError extends ProviderRpcError<-32006, 'RPC_VERSION_UNSUPPORTED'> {
  static readonly rpcCode = -32006;
  override name = 'JsonRpcVersionUnsupportedError' as const;
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(-32006, 'RPC_VERSION_UNSUPPORTED', errorMessage('RPC_VERSION_UNSUPPORTED'), parameters);
  }
}
