/**
 * The local Solana chain's fixed facts. The genesis hash never changes (it is the SHA-256 of a fixed label,
 * base58), so the chain's CAIP-2 id, `solana:` and the hash's first 32 characters, is the same on every run and
 * every machine, as a host page's network declaration needs.
 */
export const SOLANA_DEVSTACK_GENESIS_HASH = 'gWrX94S2EYwdZDDp3Uu22AVvitZBW6A5bLVZbuKxZEp';

/** `solana:<first 32 characters of the genesis hash>` (CAIP-2, namespace solana). */
export const SOLANA_DEVSTACK_CAIP2 = `solana:${SOLANA_DEVSTACK_GENESIS_HASH.slice(0, 32)}` as const;

export const SOLANA_DEVSTACK_NAME = 'Walletport Solana Devnet';

/** The base fee of a signature on every Solana cluster. */
export const LAMPORTS_PER_SIGNATURE = 5_000;

/** How many blocks a blockhash is announced to stay valid for (MAX_PROCESSING_AGE on a real cluster). */
export const BLOCKHASH_VALIDITY_BLOCKS = 150;

/** The USDC-like SPL token minted at start (classic token program). */
export const SOLANA_DEVSTACK_TOKEN = {
  name: 'Walletport USD',
  symbol: 'USDC',
  decimals: 6,
} as const;

/** What each dev account holds after start: 100 SOL and 10,000 tokens. */
export const SOLANA_DEV_ACCOUNT_FUNDING = {
  lamports: 100_000_000_000n,
  tokenUnits: 10_000_000_000n,
} as const;

/** The faucet (requestAirdrop's payer) holds this much from genesis. */
export const SOLANA_FAUCET_LAMPORTS = 1_000_000_000_000_000n;

/** The version getVersion reports: the agave release whose RPC this server follows. */
export const SOLANA_DEVSTACK_VERSION = { 'solana-core': '2.2.0', 'feature-set': 0 } as const;
