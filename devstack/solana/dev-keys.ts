/**
 * The local Solana chain's keypairs, derived deterministically: the ed25519 seed of each is the SHA-256 of a
 * fixed label ("walletport devstack solana account 0", ...). Public development keys: they hold value only on
 * this local chain. README.md lists the addresses.
 */
import { createHash } from 'node:crypto';
import { Keypair } from '@solana/web3.js';

function keypairFor(label: string): Keypair {
  return Keypair.fromSeed(createHash('sha256').update(`walletport devstack solana ${label}`).digest());
}

/** How many funded dev accounts the chain starts with. */
export const SOLANA_DEV_ACCOUNT_COUNT = 3;

/** Dev account `index` (0, 1 or 2): funded with SOL and the token at start. */
export function solanaDevKeypair(index: number): Keypair {
  if (!Number.isInteger(index) || index < 0 || index >= SOLANA_DEV_ACCOUNT_COUNT) throw new Error(`no Solana dev account ${index}`);
  return keypairFor(`account ${index}`);
}

/** Pays airdrops and the dev accounts' funding; holds SOLANA_FAUCET_LAMPORTS from genesis. Also the token's mint authority. */
export function solanaFaucetKeypair(): Keypair {
  return keypairFor('faucet');
}

/** The USDC-like token's mint account. */
export function solanaTokenMintKeypair(): Keypair {
  return keypairFor('token mint');
}

/** The dev accounts' addresses (base58), in order. */
export const SOLANA_DEV_ADDRESSES = [
  'JBBgQwgvxKJZVYRdoVW4VsPNs2J9kwsvo9am64S5Nfce',
  'C7M9dfzCzVcDJsi7xb44gsJrkJdDtYhqvfqm4b7C73T5',
  'Csw2RS9uFar1WdvMCBTpY8aiisgd5MquaF5G4h4znJqS',
] as const;

export const SOLANA_FAUCET_ADDRESS = 'YartzYXKga8Reh5DYVTeroUE5Suq2CUHPgHzfUTxWqK';

/** The token's mint address. */
export const SOLANA_TOKEN_MINT_ADDRESS = 'CMkgvgyd1Lj3NBBrTSPQ656ncYXKV26JiKjFrTv9j7nV';
