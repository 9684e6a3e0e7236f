/** wallet-list: what code outside this folder uses (the dependency-rules test lets it import nothing else here). */
export { formatWalletCount } from './formatWalletCount.js';
export { WalletListUseCase, allWalletsOf } from './wallet-list.usecase.js';
export type { WalletListError, WalletListState } from './wallet-list.usecase.js';
export { findWalletConnector, walletRoute } from './walletRoute.js';
