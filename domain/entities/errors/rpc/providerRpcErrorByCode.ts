import {
  ChainDisconnectedError,
  ProviderDisconnectedError,
  SwitchChainError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from './eip1193.errors.js';
import {
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  DuplicateIdError,
  UnknownBundleIdError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
} from './eip5792.errors.js';
import {
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
} from './jsonRpc.errors.js';
import type { ProviderRpcError, ProviderRpcErrorParameters } from './providerRpc.error.js';

export type ProviderRpcErrorClass = {
  readonly rpcCode: number;
  new (parameters?: ProviderRpcErrorParameters): ProviderRpcError;
};

/** Wallet-level codes (EIP-1193, EIP-3326, EIP-5792): a decision by the wallet, never a wrapper. */
export const walletErrorClasses: readonly ProviderRpcErrorClass[] = [
  UserRejectedRequestError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  ProviderDisconnectedError,
  ChainDisconnectedError,
  SwitchChainError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedChainIdError,
  DuplicateIdError,
  UnknownBundleIdError,
  BundleTooLargeError,
  AtomicReadyWalletRejectedUpgradeError,
  AtomicityNotSupportedError,
];

/** Server-level codes (JSON-RPC 2.0, EIP-1474): often a wrapper around a more specific node message. */
export const jsonRpcErrorClasses: readonly ProviderRpcErrorClass[] = [
  ParseRpcError,
  InvalidRequestRpcError,
  MethodNotFoundRpcError,
  InvalidParamsRpcError,
  InternalRpcError,
  InvalidInputRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  TransactionRejectedRpcError,
  MethodNotSupportedRpcError,
  LimitExceededRpcError,
  JsonRpcVersionUnsupportedError,
];

/** The class of every standard code walletport recognises. */
export const providerRpcErrorByCode: ReadonlyMap<number, ProviderRpcErrorClass> = new Map(
  [...walletErrorClasses, ...jsonRpcErrorClasses].map((errorClass) => [errorClass.rpcCode, errorClass]),
);
