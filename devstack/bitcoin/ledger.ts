/**
 * The ledger itself: blocks from regtest's genesis on, every transaction, the mempool and which output each
 * input spent, in memory. A broadcast goes through acceptTransaction (a node's checks); mining moves the whole
 * mempool into a block paying the miner script. One node, no reorganisations.
 */
import { acceptTransaction, type AcceptTransactionReturnType, type LedgerView, type SpendableOutput } from './accept-transaction.js';
import { buildBlock, buildCoinbase, type BlockRecord } from './blocks.js';
import { hexOf } from './bytes.js';
import type { DecodedTransaction, TransactionOutput } from './raw-transaction.js';
import { REGTEST_GENESIS, blockSubsidy } from './regtest.js';
import { scriptTypeOf } from './script-info.js';

export type BlockPlace = { height: number; hash: string; time: number };

export type LedgerTransaction = {
  transaction: DecodedTransaction;
  /** 0 for a coinbase. */
  fee: bigint;
  /** The outputs its inputs spent, in input order (none for a coinbase). */
  spent: TransactionOutput[];
  isCoinbase: boolean;
  /** Where it was mined; undefined while it waits in the mempool. */
  block: BlockPlace | undefined;
};

export type Spender = { txid: string; vin: number };

export type LedgerUnspent = { txid: string; vout: number; value: bigint; block: BlockPlace | undefined };

export type BitcoinLedgerOptions = {
  /** Who every coinbase pays. */
  minerScript: Uint8Array;
  /** The clock for block times (Unix milliseconds); Date.now by default. */
  now?: () => number;
};

const outpoint = (txid: string, vout: number): string => `${txid}:${vout}`;

export class BitcoinLedger {
  private readonly blocks: BlockRecord[] = [];
  private readonly blocksByHash = new Map<string, BlockRecord>();
  private readonly transactions = new Map<string, LedgerTransaction>();
  /** Insertion order is arrival order, the order mining keeps (a parent always arrives before its child). */
  private readonly mempool = new Map<string, LedgerTransaction>();
  private readonly spenders = new Map<string, Spender>();
  /** Per scriptPubKey (hex): the txids paying or spending it, in arrival order. */
  private readonly histories = new Map<string, string[]>();
  private readonly minerScript: Uint8Array;
  private readonly now: () => number;

  constructor(options: BitcoinLedgerOptions) {
    this.minerScript = options.minerScript;
    this.now = options.now ?? Date.now;
    const genesis: BlockRecord = {
      hash: REGTEST_GENESIS.hash,
      height: 0,
      version: REGTEST_GENESIS.version,
      previousHash: null,
      merkleRoot: REGTEST_GENESIS.merkleRoot,
      time: REGTEST_GENESIS.time,
      bits: REGTEST_GENESIS.bits,
      nonce: REGTEST_GENESIS.nonce,
      // As on every node, the genesis coinbase is in no index and its output in no UTXO set.
      txids: [REGTEST_GENESIS.merkleRoot],
      size: REGTEST_GENESIS.size,
      weight: REGTEST_GENESIS.size * 4,
    };
    this.addBlock(genesis);
  }

  tip(): BlockRecord {
    return this.blocks[this.blocks.length - 1]!;
  }

  blockAt(height: number): BlockRecord | undefined {
    return this.blocks[height];
  }

  blockByHash(hash: string): BlockRecord | undefined {
    return this.blocksByHash.get(hash);
  }

  transaction(txid: string): LedgerTransaction | undefined {
    return this.transactions.get(txid);
  }

  /** The confirmed or mempool transaction that spends this output. */
  spenderOf(txid: string, vout: number): Spender | undefined {
    return this.spenders.get(outpoint(txid, vout));
  }

  mempoolTransactions(): LedgerTransaction[] {
    return [...this.mempool.values()];
  }

  /** Every transaction paying or spending the script, in arrival order. */
  historyOf(script: Uint8Array): LedgerTransaction[] {
    return (this.histories.get(hexOf(script)) ?? []).map((txid) => this.transactions.get(txid)!);
  }

  /** The script's outputs nothing spends yet, mempool spends included (what a wallet may still select). */
  unspentOf(script: Uint8Array): LedgerUnspent[] {
    const key = hexOf(script);
    const unspent: LedgerUnspent[] = [];
    for (const entry of this.historyOf(script)) {
      entry.transaction.outputs.forEach((output, vout) => {
        if (hexOf(output.script) !== key || this.spenders.has(outpoint(entry.transaction.txid, vout))) return;
        unspent.push({ txid: entry.transaction.txid, vout, value: output.value, block: entry.block });
      });
    }
    return unspent;
  }

  /** A broadcast: the node's checks, then the mempool. */
  submit(raw: Uint8Array): AcceptTransactionReturnType {
    const result = acceptTransaction(this.view(), raw);
    if (result.kind !== 'accepted') return result;
    const { transaction, fee, spent } = result.accepted;
    const entry: LedgerTransaction = { transaction, fee, spent, isCoinbase: false, block: undefined };
    this.record(entry);
    this.mempool.set(transaction.txid, entry);
    return result;
  }

  /**
   * Mines one block with every mempool transaction; `time` (Unix seconds) is for the deterministic seed,
   * otherwise the clock, kept above the previous block's.
   */
  mine(time?: number): BlockRecord {
    const previous = this.tip();
    const height = previous.height + 1;
    const included = [...this.mempool.values()];
    const fees = included.reduce((sum, entry) => sum + entry.fee, 0n);
    const coinbase = buildCoinbase({ height, value: blockSubsidy(height) + fees, script: this.minerScript, transactions: included.map((entry) => entry.transaction) });
    const blockTime = time ?? Math.max(previous.time + 1, Math.floor(this.now() / 1000));
    const block = buildBlock({ height, previousHash: previous.hash, time: blockTime, transactions: [coinbase, ...included.map((entry) => entry.transaction)] });
    const place: BlockPlace = { height, hash: block.hash, time: block.time };
    this.record({ transaction: coinbase, fee: 0n, spent: [], isCoinbase: true, block: place });
    for (const entry of included) entry.block = place;
    this.mempool.clear();
    this.addBlock(block);
    return block;
  }

  private addBlock(block: BlockRecord): void {
    this.blocks.push(block);
    this.blocksByHash.set(block.hash, block);
  }

  private record(entry: LedgerTransaction): void {
    const { transaction } = entry;
    this.transactions.set(transaction.txid, entry);
    const scripts = new Set([...transaction.outputs, ...entry.spent].map((output) => hexOf(output.script)));
    for (const script of scripts) {
      const history = this.histories.get(script) ?? [];
      history.push(transaction.txid);
      this.histories.set(script, history);
    }
    if (entry.isCoinbase) return;
    transaction.inputs.forEach((input, vin) => this.spenders.set(outpoint(input.txid, input.vout), { txid: transaction.txid, vin }));
  }

  private view(): LedgerView {
    return {
      tipHeight: () => this.tip().height,
      isConfirmed: (txid) => this.transactions.get(txid)?.block !== undefined,
      inMempool: (txid) => this.mempool.has(txid),
      mempoolSpender: (txid, vout) => {
        const spender = this.spenders.get(outpoint(txid, vout));
        return spender !== undefined && this.mempool.has(spender.txid) ? spender.txid : undefined;
      },
      unspent: (txid, vout) => this.spendable(txid, vout),
    };
  }

  private spendable(txid: string, vout: number): SpendableOutput | undefined {
    const entry = this.transactions.get(txid);
    const output = entry?.transaction.outputs[vout];
    // OP_RETURN outputs never enter the UTXO set.
    if (entry === undefined || output === undefined || scriptTypeOf(output.script) === 'op_return') return undefined;
    if (this.spenders.has(outpoint(txid, vout))) return undefined;
    return entry.isCoinbase ? { ...output, coinbaseHeight: entry.block!.height } : output;
  }
}
