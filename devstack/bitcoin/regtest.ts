/**
 * The local Bitcoin ledger's fixed facts: regtest's address prefixes and genesis block (so the CAIP-2 id is
 * Bitcoin regtest's own, the one a WalletConnect wallet or a sats-connect provider names), the consensus
 * numbers it keeps (subsidy, halving, coinbase maturity) and the relay policy it applies (minimum fee, dust).
 */
import type { BTC_NETWORK } from '@scure/btc-signer/utils.js';

/** Bitcoin Core's regtest parameters: bech32 `bcrt`, base58 prefixes shared with testnet. */
export const REGTEST: BTC_NETWORK = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef };

/** Regtest's genesis block header, field by field (Bitcoin Core, chainparams.cpp). */
export const REGTEST_GENESIS = {
  version: 1,
  merkleRoot: '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
  time: 1296688602,
  bits: 0x207fffff,
  nonce: 2,
  /** Its one transaction (the coinbase with The Times headline) is, as on every node, outside the UTXO set. */
  size: 285,
  hash: '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
} as const;

/** CAIP-2: `bip122:` and the first 32 hex characters of the genesis hash. */
export const BITCOIN_DEVSTACK_CAIP2 = `bip122:${REGTEST_GENESIS.hash.slice(0, 32)}`;
export const BITCOIN_DEVSTACK_NAME = 'Walletport Bitcoin Regtest';

export const SATS_PER_BTC = 100_000_000n;
/** No output or total may exceed 21 million BTC (MAX_MONEY). */
export const MAX_MONEY = 21_000_000n * SATS_PER_BTC;
/** Regtest halves the 50 BTC subsidy every 150 blocks. */
export const HALVING_INTERVAL = 150;
/** A coinbase output is spendable in a block at least 100 blocks above its own. */
export const COINBASE_MATURITY = 100;
/** The relay policy's minimum fee rate, in satoshis per virtual byte (Bitcoin Core's classic 1 sat/vB). */
export const MIN_RELAY_SATS_PER_VBYTE = 1n;
/** The dust relay fee rate: an output is dust when spending it would cost more than a third of it at 3 sat/vB. */
export const DUST_RELAY_SATS_PER_VBYTE = 3n;

export function blockSubsidy(height: number): bigint {
  const halvings = Math.floor(height / HALVING_INTERVAL);
  return halvings >= 64 ? 0n : (50n * SATS_PER_BTC) >> BigInt(halvings);
}
