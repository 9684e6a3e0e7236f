/**
 * The user's Solana key (SPEC.md section 9: the embedded wallet authenticates on eip155 and solana), derived
 * from their EVM key rather than stored beside it: HKDF-SHA256 over the 32 key bytes, with this site's own
 * salt and a purpose label, gives the ed25519 seed. One sealed secret per user stays the only thing at rest,
 * the Solana address is stable for the user's lifetime, and nothing about the EVM key can be learnt from the
 * Solana one (HKDF is one-way). Like the EVM key, it exists only inside a KeyVault call.
 */
import { hkdfSync } from 'node:crypto';
import { Keypair } from '@solana/web3.js';

const SALT = 'walletport secure site';
const INFO = 'solana ed25519 seed v1';

/** The user's Solana keypair for their EVM private key (0x-prefixed hex, as custody opens it). */
export function solanaKeypairFromEvmKey(evmPrivateKey: `0x${string}`): Keypair {
  const seed = hkdfSync('sha256', Buffer.from(evmPrivateKey.slice(2), 'hex'), SALT, INFO, 32);
  return Keypair.fromSeed(new Uint8Array(seed));
}
