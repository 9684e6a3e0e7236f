export { startWalletPage, type RunningWalletPage, type StartWalletPageOptions } from './start-wallet-page.js';
export type { WalletPageChain, WalletPageConfig } from './wallet-page-config.js';
