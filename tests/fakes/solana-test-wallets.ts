/**
 * Test helpers: the devstack's Solana test wallet (a real Wallet Standard wallet signing with the dev keys) and
 * a page stand-in (an EventTarget) the discovery listens on.
 */
import { SOLANA_DEVSTACK_CAIP2 } from '../../devstack/solana/genesis.js';
import { SOLANA_DEV_ACCOUNT_COUNT, solanaDevKeypair } from '../../devstack/solana/dev-keys.js';
import { registerSolanaWallet } from '../../devstack/solana-test-wallet/register.js';
import { createSolanaTestWallet, type CreateSolanaTestWalletReturnType } from '../../devstack/solana-test-wallet/wallet.js';

export const DEVSTACK_SOLANA = SOLANA_DEVSTACK_CAIP2 as `solana:${string}`;
/** A configured Solana network the test wallet does not serve. */
export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
export const TEST_ICON = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E' as const;

/** The test wallet over every dev keypair; `rpcUrl` only matters to signAndSend. */
export function testSolanaWallet(options: { rpcUrl?: string; name?: string } = {}): CreateSolanaTestWalletReturnType {
  return createSolanaTestWallet({
    keypairs: Array.from({ length: SOLANA_DEV_ACCOUNT_COUNT }, (_, index) => solanaDevKeypair(index)),
    rpcUrl: options.rpcUrl ?? 'http://127.0.0.1:9',
    chain: DEVSTACK_SOLANA,
    name: options.name ?? 'Walletport Solana Test Wallet',
    icon: TEST_ICON,
  });
}

/** A page stand-in for discovery (`window` option): only events are used. */
export function fakePage(): Window {
  return new EventTarget() as unknown as Window;
}

export { registerSolanaWallet };
