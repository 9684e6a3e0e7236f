/** Wallet call-batch errors of EIP-5792 (wallet_sendCalls and friends), 5700 to 5760. */
import { errorMessage } from '../catalogue.js';
import { ProviderRpcError, type ProviderRpcErrorParameters } from './providerRpc.error.js';

export class UnsupportedNonOptionalCapabilityError extends ProviderRpcError<
  5700,
  'UNSUPPORTED_NON_OPTIONAL_CAPABILITY'
> {
  static readonly rpcCode = 5700;
  override name = 'UnsupportedNonOptionalCapabilityError' as const;
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(5700, 'UNSUPPORTED_NON_OPTIONAL_CAPABILITY', errorMessage('UNSUPPORTED_NON_OPTIONAL_CAPABILITY'), parameters);
  }
}

export class UnsupportedChainIdError extends ProviderRpcError<5710, 'UNSUPPORTED_CALLS_CHAIN_ID'> {
  static readonly rpcCode = 5710;
  override name = 'UnsupportedChainIdError' as const;
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(5710, 'UNSUPPORTED_CALLS_CHAIN_ID', errorMessage('UNSUPPORTED_CALLS_CHAIN_ID'), parameters);
  }
}

export class DuplicateIdError extends ProviderRpcError<5720, 'DUPLICATE_CALLS_ID'> {
  static readonly rpcCode = 5720;
  override name = 'DuplicateIdError' as const;
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(5720, 'DUPLICATE_CALLS_ID', errorMessage('DUPLICATE_CALLS_ID'), parameters);
  }
}

export class UnknownBundleIdError extends ProviderRpcError<5730, 'UNKNOWN_CALLS_BUNDLE_ID'> {
  static readonly rpcCode = 5730;
  override name = 'UnknownBundleIdError' as const;
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(5730, 'UNKNOWN_CALLS_BUNDLE_ID', errorMessage('UNKNOWN_CALLS_BUNDLE_ID'), parameters);
  }
}

export class BundleTooLargeError extends ProviderRpcError<5740, 'CALLS_BUNDLE_TOO_LARGE'> {
  static readonly rpcCode = 5740;
  override name = 'BundleTooLargeError' as const;
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(5740, 'CALLS_BUNDLE_TOO_LARGE', errorMessage('CALLS_BUNDLE_TOO_LARGE'), parameters);
  }
}

export class AtomicReadyWalletRejectedUpgradeError extends ProviderRpcError<5750, 'ATOMIC_UPGRADE_REJECTED'> {
  static readonly rpcCode = 5750;
  override name = 'AtomicReadyWalletRejectedUpgradeError' as const;
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(5750, 'ATOMIC_UPGRADE_REJECTED', errorMessage('ATOMIC_UPGRADE_REJECTED'), parameters);
  }
}

export class AtomicityNotSupportedError extends ProviderRpcError<5760, 'ATOMICITY_NOT_SUPPORTED'> {
  static readonly rpcCode = 5760;
  override name = 'AtomicityNotSupportedError' as const;
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(5760, 'ATOMICITY_NOT_SUPPORTED', errorMessage('ATOMICITY_NOT_SUPPORTED'), parameters);
  }
}
