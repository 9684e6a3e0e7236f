/**
 * Esplora's chain routes: the tip (/blocks/tip/height, /blocks/tip/hash), blocks (/block/:hash,
 * /block/:hash/txids, /block-height/:height), the mempool (/mempool, /mempool/txids) and /fee-estimates.
 */
import { blockJson } from './esplora-json.js';
import type { BitcoinLedger } from './ledger.js';
import { json, text, type Reply, type Route } from './reply.js';
import type { BlockRecord } from './blocks.js';

/**
 * Fee rates (sat/vB) by confirmation target in blocks, Esplora's keys. A local ledger has no fee market: the
 * table is fixed, falling with the target and never below the relay minimum (1 sat/vB), so a wallet that
 * picks a target sees different fees and every one of them relays.
 */
export const FEE_ESTIMATES: Readonly<Record<string, number>> = Object.freeze({
  ...Object.fromEntries(Array.from({ length: 25 }, (_, index) => [String(index + 1), rateForTarget(index + 1)])),
  '144': 1.2,
  '504': 1.1,
  '1008': 1,
});

function rateForTarget(blocks: number): number {
  if (blocks <= 3) return 6 - blocks;
  return blocks <= 6 ? 2 : 1.5;
}

const HASH = '([0-9a-f]{64})';
const BLOCK_NOT_FOUND = text('Block not found', 404);

function withBlock(block: BlockRecord | undefined, answer: (block: BlockRecord) => Reply): Reply {
  return block === undefined ? BLOCK_NOT_FOUND : answer(block);
}

export function chainRoutes(ledger: BitcoinLedger): Route[] {
  return [
    { method: 'GET', pattern: /^\/blocks\/tip\/height$/, handle: () => text(String(ledger.tip().height)) },
    { method: 'GET', pattern: /^\/blocks\/tip\/hash$/, handle: () => text(ledger.tip().hash) },
    { method: 'GET', pattern: new RegExp(`^/block/${HASH}$`), handle: ([hash]) => withBlock(ledger.blockByHash(hash!), (block) => json(blockJson(block, ledger))) },
    { method: 'GET', pattern: new RegExp(`^/block/${HASH}/txids$`), handle: ([hash]) => withBlock(ledger.blockByHash(hash!), (block) => json(block.txids)) },
    { method: 'GET', pattern: /^\/block-height\/(\d{1,9})$/, handle: ([height]) => withBlock(ledger.blockAt(Number(height)), (block) => text(block.hash)) },
    {
      method: 'GET',
      pattern: /^\/mempool$/,
      handle: () => {
        const entries = ledger.mempoolTransactions();
        return json({
          count: entries.length,
          vsize: entries.reduce((sum, entry) => sum + entry.transaction.vsize, 0),
          total_fee: Number(entries.reduce((sum, entry) => sum + entry.fee, 0n)),
          fee_histogram: entries.map((entry) => [Number(entry.fee) / entry.transaction.vsize, entry.transaction.vsize]).sort((a, b) => b[0]! - a[0]!),
        });
      },
    },
    { method: 'GET', pattern: /^\/mempool\/txids$/, handle: () => json(ledger.mempoolTransactions().map((entry) => entry.transaction.txid)) },
    { method: 'GET', pattern: /^\/fee-estimates$/, handle: () => json(FEE_ESTIMATES) },
  ];
}
