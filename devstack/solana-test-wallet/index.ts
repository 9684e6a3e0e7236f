/**
 * The Solana test wallet (Wallet Standard) over the devstack's dev keypairs and local chain (README.md).
 *
 *   const { wallet, control } = solanaTestWallet({ rpcUrl: node.rpcUrl });
 *   registerSolanaWallet({ wallet, target: window });
 *   control.rejectNext();
 */
import { testWalletIcon } from '../test-wallet/icon.js';
import { SOLANA_DEV_ACCOUNT_COUNT, SOLANA_DEVSTACK_CAIP2, solanaDevKeypair } from '../solana/index.js';
import { createSolanaTestWallet, DEFAULT_SOLANA_TEST_WALLET_NAME, type CreateSolanaTestWalletReturnType } from './wallet.js';
import type { SolanaChain } from './types.js';

export * from './types.js';
export { createSolanaTestWallet, DEFAULT_SOLANA_TEST_WALLET_NAME } from './wallet.js';
export { registerSolanaWallet } from './register.js';
export * from './browser-config.js';
export { solanaTestWalletConfig, solanaTestWalletInitScript } from './init-script.js';
export { buildSolanaTestWallet } from './build.js';
export { WalletStandardError, USER_REJECTED_CODE, USER_REJECTED_MESSAGE } from './prompts.js';

export type SolanaTestWalletParameters = { rpcUrl: string; accountIndex?: number; name?: string };

/** The wallet with every devstack dev keypair, on the devstack's chain (SOLANA_DEVSTACK_CAIP2). */
export function solanaTestWallet({ rpcUrl, accountIndex, name }: SolanaTestWalletParameters): CreateSolanaTestWalletReturnType {
  const keypairs = Array.from({ length: SOLANA_DEV_ACCOUNT_COUNT }, (_, index) => solanaDevKeypair(index));
  const walletName = name ?? DEFAULT_SOLANA_TEST_WALLET_NAME;
  const icon = testWalletIcon(walletName) as `data:image/${string}`;
  return createSolanaTestWallet({ keypairs, rpcUrl, chain: SOLANA_DEVSTACK_CAIP2 as SolanaChain, name: walletName, icon, ...(accountIndex === undefined ? {} : { accountIndex }) });
}
