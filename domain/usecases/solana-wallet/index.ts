/** solana-wallet: what code outside this folder uses (the connected Solana wallet in the host page's shape). */
export { solanaWalletView } from './solanaWalletView.js';
export type { SolanaConnectionReader, SolanaSendOptions, SolanaWalletProvider, SolanaWalletViewParameters, SolanaWalletViewReturnType } from './solanaWalletView.js';
