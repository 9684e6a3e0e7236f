/**
 * The Bitcoin test wallet (a sats-connect provider) over the devstack's regtest dev keys and local ledger (README.md).
 *
 *   const { provider, control } = bitcoinTestWallet({ url: ledger.url });
 *   await provider.request('getAccounts', { purposes: ['payment', 'ordinals'] });
 *   control.rejectNext();
 */
import { walletAccountOf } from './keys.js';
import { createLedgerClient } from './ledger-client.js';
import { bitcoinTestWalletConfig } from './init-script.js';
import { createBitcoinTestWallet, type CreateBitcoinTestWalletParameters, type CreateBitcoinTestWalletReturnType } from './wallet.js';
import type { BitcoinTestWalletAccountKeys } from './browser-config.js';

export * from './types.js';
export * from './browser-config.js';
export { createBitcoinTestWallet, DEFAULT_BITCOIN_TEST_WALLET_NAME, BITCOIN_TEST_WALLET_METHODS, type BitcoinTestWalletStore } from './wallet.js';
export { registerBitcoinWallet } from './register.js';
export { walletAccountOf, type WalletAccount, type WalletKey } from './keys.js';
export { createLedgerClient, type LedgerClient } from './ledger-client.js';
export { bitcoinTestWalletAccount, bitcoinTestWalletConfig, bitcoinTestWalletInitScript } from './init-script.js';
export { buildBitcoinTestWallet } from './build.js';
export { RPC_ERROR, USER_REJECTED_MESSAGE, SatsConnectRpcError } from './prompts.js';

export type BitcoinTestWalletParameters = Omit<CreateBitcoinTestWalletParameters, 'accounts' | 'ledger'> & {
  /** The ledger's Esplora API (RunningBitcoin.url). */
  url: string;
  /** Default: the dev accounts (bitcoinTestWalletConfig). */
  accounts?: readonly BitcoinTestWalletAccountKeys[];
};
export type BitcoinTestWalletReturnType = CreateBitcoinTestWalletReturnType;

/** The wallet in this process (Node tests): the dev accounts unless told otherwise. */
export function bitcoinTestWallet({ url, accounts, ...rest }: BitcoinTestWalletParameters): BitcoinTestWalletReturnType {
  const keys = accounts ?? bitcoinTestWalletConfig().accounts;
  return createBitcoinTestWallet({ ...rest, accounts: keys.map(walletAccountOf), ledger: createLedgerClient({ url }) });
}
