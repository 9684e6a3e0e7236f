/**
 * The ledger's records in Esplora's JSON (github.com/Blockstream/esplora API.md): transactions with their
 * prevouts, confirmation statuses, address statistics, unspent outputs and blocks. Amounts are satoshis as
 * JSON numbers, as Esplora sends them (21 million BTC in satoshis stays below 2^53).
 */
import { hexOf } from './bytes.js';
import type { BlockRecord } from './blocks.js';
import type { BitcoinLedger, BlockPlace, LedgerTransaction, LedgerUnspent } from './ledger.js';
import type { TransactionOutput } from './raw-transaction.js';
import { addressOf, asmOf, scriptTypeOf } from './script-info.js';

export type EsploraStatus = { confirmed: false } | { confirmed: true; block_height: number; block_hash: string; block_time: number };

export function statusJson(block: BlockPlace | undefined): EsploraStatus {
  return block === undefined ? { confirmed: false } : { confirmed: true, block_height: block.height, block_hash: block.hash, block_time: block.time };
}

function outputJson(output: TransactionOutput): Record<string, unknown> {
  const address = addressOf(output.script);
  return {
    scriptpubkey: hexOf(output.script),
    scriptpubkey_asm: asmOf(output.script),
    scriptpubkey_type: scriptTypeOf(output.script),
    ...(address === undefined ? {} : { scriptpubkey_address: address }),
    value: Number(output.value),
  };
}

export function transactionJson(entry: LedgerTransaction): Record<string, unknown> {
  const { transaction } = entry;
  return {
    txid: transaction.txid,
    version: transaction.version,
    locktime: transaction.lockTime,
    vin: transaction.inputs.map((input, index) => ({
      txid: input.txid,
      vout: input.vout,
      prevout: entry.isCoinbase ? null : outputJson(entry.spent[index]!),
      scriptsig: hexOf(input.scriptSig),
      scriptsig_asm: asmOf(input.scriptSig),
      ...(input.witness.length > 0 ? { witness: input.witness.map(hexOf) } : {}),
      is_coinbase: entry.isCoinbase,
      sequence: input.sequence,
    })),
    vout: transaction.outputs.map(outputJson),
    size: transaction.size,
    weight: transaction.weight,
    fee: Number(entry.fee),
    status: statusJson(entry.block),
  };
}

type Stats = { funded_txo_count: number; funded_txo_sum: number; spent_txo_count: number; spent_txo_sum: number; tx_count: number };

/** GET /address/:address: what the chain and the mempool paid to and spent from its script. */
export function addressJson(ledger: BitcoinLedger, address: string, script: Uint8Array): Record<string, unknown> {
  const key = hexOf(script);
  const chain: Stats = { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 };
  const mempool: Stats = { ...chain };
  for (const entry of ledger.historyOf(script)) {
    const stats = entry.block === undefined ? mempool : chain;
    stats.tx_count += 1;
    for (const output of entry.transaction.outputs) {
      if (hexOf(output.script) !== key) continue;
      stats.funded_txo_count += 1;
      stats.funded_txo_sum += Number(output.value);
    }
    for (const output of entry.spent) {
      if (hexOf(output.script) !== key) continue;
      stats.spent_txo_count += 1;
      stats.spent_txo_sum += Number(output.value);
    }
  }
  return { address, chain_stats: chain, mempool_stats: mempool };
}

export function unspentJson(unspent: LedgerUnspent): Record<string, unknown> {
  return { txid: unspent.txid, vout: unspent.vout, status: statusJson(unspent.block), value: Number(unspent.value) };
}

export function blockJson(block: BlockRecord, ledger: BitcoinLedger): Record<string, unknown> {
  return {
    id: block.hash,
    height: block.height,
    version: block.version,
    timestamp: block.time,
    tx_count: block.txids.length,
    size: block.size,
    weight: block.weight,
    merkle_root: block.merkleRoot,
    previousblockhash: block.previousHash,
    mediantime: medianTimePast(ledger, block.height),
    nonce: block.nonce,
    bits: block.bits,
    difficulty: REGTEST_DIFFICULTY,
  };
}

/** Regtest's minimum difficulty, as nodes print it. */
const REGTEST_DIFFICULTY = 4.656542373906925e-10;

/** The median of the last eleven block times (BIP-113). */
function medianTimePast(ledger: BitcoinLedger, height: number): number {
  const times: number[] = [];
  for (let at = height; at >= 0 && times.length < 11; at -= 1) times.push(ledger.blockAt(at)!.time);
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}
