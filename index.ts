/**
 * walletport: the framework-free entry. Create one client with `createWalletport`; render it with
 * `walletport/react`. Importing this module does no I/O and starts no timer.
 */
export { createWalletport } from './composition-root.js';
export type { CreateWalletportParameters, CreateWalletportReturnType } from './composition-root.js';
export type { WalletportClient } from './container/walletport-client.js';
export type { WalletportOptions, Features, FeatureOptions } from './domain/usecases/options/options.js';
export type { ViewName, RouterData } from './domain/usecases/router/views.js';
export { WalletportError, isWalletportError } from './domain/entities/errors/base.error.js';
export { errorMessages, type ErrorCode } from './domain/entities/errors/catalogue.js';
