/**
 * Typed errors for the standard codes wallets answer with (EIP-1193, JSON-RPC / EIP-1474, EIP-5792
 * and node messages), and `parseWalletError`, which turns anything a wallet throws into one of them.
 */
export {
  ProviderRpcError,
  type MethodRpcErrorParameters,
  type ProviderRpcErrorParameters,
} from './rpc/providerRpc.error.js';
export {
  ChainDisconnectedError,
  ProviderDisconnectedError,
  SwitchChainError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from './rpc/eip1193.errors.js';
export {
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  TransactionRejectedRpcError,
} from './rpc/jsonRpc.errors.js';
export {
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  DuplicateIdError,
  UnknownBundleIdError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
} from './rpc/eip5792.errors.js';
export {
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NonceTooHighError,
  NonceTooLowError,
  revertReasonOf,
  type NodeErrorParameters,
} from './rpc/node.errors.js';
export { UnknownRpcError } from './rpc/unknownRpc.error.js';
export {
  jsonRpcErrorClasses,
  providerRpcErrorByCode,
  walletErrorClasses,
  type ProviderRpcErrorClass,
} from './rpc/providerRpcErrorByCode.js';
export { isUserRejection, nodeErrorClasses, parseWalletError } from './rpc/parseWalletError.js';
