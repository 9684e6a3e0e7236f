import { describe, expect, it } from 'vitest';
import { buildBlock, buildCoinbase, headerHash, merkleRootOf, targetOf, REGTEST_BITS } from './blocks.js';
import { REGTEST_GENESIS } from './regtest.js';

describe('blocks', () => {
  it('hash a header as Bitcoin does: regtest\'s genesis gives its known hash', () => {
    expect(headerHash({ ...REGTEST_GENESIS, previousHash: '0'.repeat(64) })).toBe(REGTEST_GENESIS.hash);
    // A single transaction is its own merkle root.
    expect(merkleRootOf([REGTEST_GENESIS.merkleRoot])).toBe(REGTEST_GENESIS.merkleRoot);
  });

  it('grind a nonce until the hash meets regtest\'s target, and link to the previous block', () => {
    const coinbase = buildCoinbase({ height: 1, value: 5_000_000_000n, script: Uint8Array.of(0x00, 0x14, ...new Uint8Array(20)), transactions: [] });
    const block = buildBlock({ height: 1, previousHash: REGTEST_GENESIS.hash, time: REGTEST_GENESIS.time + 1, transactions: [coinbase] });
    expect(BigInt(`0x${block.hash}`) <= targetOf(REGTEST_BITS)).toBe(true);
    expect(headerHash(block as Parameters<typeof headerHash>[0])).toBe(block.hash);
    expect(block).toMatchObject({ previousHash: REGTEST_GENESIS.hash, merkleRoot: coinbase.txid, txids: [coinbase.txid] });
  });

  it('write the height into the coinbase (BIP-34), so two blocks never share a coinbase txid', () => {
    const script = Uint8Array.of(0x51);
    const ids = [1, 16, 17, 128, 500].map((height) => buildCoinbase({ height, value: 1n, script, transactions: [] }).txid);
    expect(new Set(ids).size).toBe(ids.length);
    // 128 needs a second byte: 0x80 alone would read as negative zero.
    expect(buildCoinbase({ height: 128, value: 1n, script, transactions: [] }).inputs[0]!.scriptSig).toEqual(Uint8Array.of(0x02, 0x80, 0x00, 0x00));
  });
});
