/**
 * Blocks as Bitcoin makes them: a coinbase first (BIP-34 height, the subsidy plus the fees, a BIP-141 witness
 * commitment when the block carries witnesses), the merkle root of the txids, and an 80-byte header whose
 * double SHA-256 meets regtest's target (a nonce is ground for it: about two tries).
 */
import { displayHex, internalFromDisplay, sha256d } from './bytes.js';
import { buildTransaction, type DecodedTransaction } from './raw-transaction.js';

export type BlockRecord = {
  hash: string;
  height: number;
  version: number;
  /** null for the genesis block. */
  previousHash: string | null;
  merkleRoot: string;
  time: number;
  bits: number;
  nonce: number;
  /** The block's transactions in order, the coinbase first. */
  txids: string[];
  size: number;
  weight: number;
};

/** Regtest's proof-of-work limit (0x207fffff): about every other hash meets it. */
export const REGTEST_BITS = 0x207fffff;
/** Version bits (BIP-9) with no deployment signalled. */
const BLOCK_VERSION = 0x20000000;
const HEADER_BYTES = 80;

export type BuildBlockParameters = {
  height: number;
  previousHash: string;
  time: number;
  /** The coinbase first, then the mempool's transactions in the order they arrived. */
  transactions: DecodedTransaction[];
};

export function buildBlock(parameters: BuildBlockParameters): BlockRecord {
  const merkleRoot = merkleRootOf(parameters.transactions.map((transaction) => transaction.txid));
  const fields = { version: BLOCK_VERSION, previousHash: parameters.previousHash, merkleRoot, time: parameters.time, bits: REGTEST_BITS };
  const target = targetOf(REGTEST_BITS);
  let nonce = 0;
  while (BigInt(`0x${headerHash({ ...fields, nonce })}`) > target) nonce += 1;
  const count = parameters.transactions.length;
  const countBytes = count < 0xfd ? 1 : 3;
  return {
    ...fields,
    hash: headerHash({ ...fields, nonce }),
    height: parameters.height,
    nonce,
    txids: parameters.transactions.map((transaction) => transaction.txid),
    size: HEADER_BYTES + countBytes + parameters.transactions.reduce((sum, transaction) => sum + transaction.size, 0),
    weight: (HEADER_BYTES + countBytes) * 4 + parameters.transactions.reduce((sum, transaction) => sum + transaction.weight, 0),
  };
}

export type BlockHeader = { version: number; previousHash: string; merkleRoot: string; time: number; bits: number; nonce: number };

/** The hash of an 80-byte header: double SHA-256, shown reversed. */
export function headerHash(header: BlockHeader): string {
  const bytes = new Uint8Array(HEADER_BYTES);
  const view = new DataView(bytes.buffer);
  view.setInt32(0, header.version, true);
  bytes.set(internalFromDisplay(header.previousHash)!, 4);
  bytes.set(internalFromDisplay(header.merkleRoot)!, 36);
  view.setUint32(68, header.time, true);
  view.setUint32(72, header.bits, true);
  view.setUint32(76, header.nonce, true);
  return displayHex(sha256d(bytes));
}

/** The compact `bits` as the 256-bit target a block hash must not exceed. */
export function targetOf(bits: number): bigint {
  const exponent = bits >>> 24;
  const mantissa = BigInt(bits & 0x007fffff);
  return exponent <= 3 ? mantissa >> BigInt(8 * (3 - exponent)) : mantissa << BigInt(8 * (exponent - 3));
}

/** Bitcoin's merkle root over ids in display order (an odd level repeats its last hash). */
export function merkleRootOf(ids: string[]): string {
  let level = ids.map((id) => internalFromDisplay(id)!);
  if (level.length === 0) throw new Error('a block has at least its coinbase');
  while (level.length > 1) {
    const next: Uint8Array[] = [];
    for (let index = 0; index < level.length; index += 2) next.push(sha256d(level[index]!, level[index + 1] ?? level[index]!));
    level = next;
  }
  return displayHex(level[0]!);
}

const WITNESS_RESERVED_VALUE = new Uint8Array(32);
const WITNESS_COMMITMENT_HEADER = Uint8Array.of(0x6a, 0x24, 0xaa, 0x21, 0xa9, 0xed);

export type BuildCoinbaseParameters = {
  height: number;
  /** Subsidy plus the block's fees. */
  value: bigint;
  /** Who the block pays (the faucet). */
  script: Uint8Array;
  /** The block's other transactions: their wtxids make the witness commitment. */
  transactions: DecodedTransaction[];
};

export function buildCoinbase(parameters: BuildCoinbaseParameters): DecodedTransaction {
  const withWitness = parameters.transactions.some((transaction) => transaction.wtxid !== transaction.txid);
  const outputs = [{ value: parameters.value, script: parameters.script }];
  if (withWitness) {
    // BIP-141: the coinbase's own wtxid counts as zero; the reserved value sits in its witness.
    const root = merkleRootOf(['0'.repeat(64), ...parameters.transactions.map((transaction) => transaction.wtxid)]);
    const commitment = sha256d(internalFromDisplay(root)!, WITNESS_RESERVED_VALUE);
    outputs.push({ value: 0n, script: Uint8Array.from([...WITNESS_COMMITMENT_HEADER, ...commitment]) });
  }
  return buildTransaction({
    version: 2,
    lockTime: 0,
    inputs: [{ txid: '0'.repeat(64), vout: 0xffffffff, scriptSig: coinbaseScriptSig(parameters.height), sequence: 0xffffffff, witness: withWitness ? [WITNESS_RESERVED_VALUE] : [] }],
    outputs,
  });
}

/** BIP-34: the height as a script number push, then OP_0 (as Bitcoin Core's miner writes it). */
function coinbaseScriptSig(height: number): Uint8Array {
  if (height === 0) return Uint8Array.of(0x00, 0x00);
  if (height <= 16) return Uint8Array.of(0x50 + height, 0x00);
  const bytes: number[] = [];
  for (let rest = height; rest > 0; rest = Math.floor(rest / 256)) bytes.push(rest % 256);
  // A set top bit would read as negative: a zero byte keeps the number positive.
  if ((bytes[bytes.length - 1]! & 0x80) !== 0) bytes.push(0);
  return Uint8Array.of(bytes.length, ...bytes, 0x00);
}
