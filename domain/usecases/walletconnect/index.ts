/** walletconnect: what code outside this folder uses (the dependency-rules test lets it import nothing else here). */
export { WALLETCONNECT_METHODS, buildWalletConnectNamespaces } from './buildWalletConnectNamespaces.js';
export type { WalletConnectNetwork } from './buildWalletConnectNamespaces.js';
export { buildWalletDeepLink } from './buildWalletDeepLink.js';
export type { WalletDeepLink } from './buildWalletDeepLink.js';
export { isSessionStale } from './isSessionStale.js';
export { WalletConnectUseCase } from './walletconnect.usecase.js';
export type { WalletConnectState } from './walletconnect.usecase.js';
export { pairingConnectorId } from './pairingConnectorId.js';
