/**
 * The relay policy checks a node applies before it looks at the inputs (Bitcoin Core's CheckTransaction and
 * IsStandardTx, the parts a wallet can meet): empty or oversized amounts, duplicate inputs, the version,
 * output scripts, one OP_RETURN at most, dust.
 */
import { DUST_RELAY_SATS_PER_VBYTE, MAX_MONEY } from './regtest.js';
import type { DecodedTransaction, TransactionOutput } from './raw-transaction.js';
import { isCoinbaseInput } from './raw-transaction.js';
import { isStandardOutputScript, scriptTypeOf } from './script-info.js';

/** A transaction's non-witness serialization below 65 bytes is refused (CVE-2017-12842's 64-byte case). */
const MIN_STANDARD_BASE_SIZE = 65;

/** The smallest amount an output with this script may carry: below it, spending it costs more than a third of it. */
export function dustThreshold(script: Uint8Array): bigint {
  const type = scriptTypeOf(script);
  if (type === 'op_return') return 0n;
  const outputSize = 8 + (script.length < 0xfd ? 1 : 3) + script.length;
  // An input spending it: outpoint 36, script length 1, sequence 4, plus a 107-byte signature and key,
  // a quarter of it when it sits in the witness.
  const witnessProgram = type === 'v0_p2wpkh' || type === 'v0_p2wsh' || type === 'v1_p2tr';
  const inputSize = 32 + 4 + 1 + (witnessProgram ? Math.floor(107 / 4) : 107) + 4;
  return BigInt(outputSize + inputSize) * DUST_RELAY_SATS_PER_VBYTE;
}

export function isDust(output: TransactionOutput): boolean {
  return output.value < dustThreshold(output.script);
}

/** The reject reason of the first structural or standardness rule the transaction breaks, if any. */
export function structuralRefusal(transaction: DecodedTransaction): string | undefined {
  if (transaction.inputs.length === 0) return 'bad-txns-vin-empty';
  if (transaction.outputs.length === 0) return 'bad-txns-vout-empty';
  let total = 0n;
  for (const output of transaction.outputs) {
    if (output.value > MAX_MONEY) return 'bad-txns-vout-toolarge';
    total += output.value;
    if (total > MAX_MONEY) return 'bad-txns-txouttotal-toolarge';
  }
  const outpoints = new Set(transaction.inputs.map((input) => `${input.txid}:${input.vout}`));
  if (outpoints.size !== transaction.inputs.length) return 'bad-txns-inputs-duplicate';
  if (transaction.inputs.length === 1 && isCoinbaseInput(transaction.inputs[0]!)) return 'coinbase';
  if (transaction.inputs.some(isCoinbaseInput)) return 'bad-txns-prevout-null';
  if (transaction.version < 1 || transaction.version > 3) return 'version';
  if (baseSize(transaction) < MIN_STANDARD_BASE_SIZE) return 'tx-size-small';
  if (transaction.outputs.some((output) => !isStandardOutputScript(output.script))) return 'scriptpubkey';
  if (transaction.outputs.filter((output) => scriptTypeOf(output.script) === 'op_return').length > 1) return 'multi-op-return';
  if (transaction.outputs.some(isDust)) return 'dust';
  return undefined;
}

/** The serialization's size without witnesses (weight = 3 × base size + total size). */
function baseSize(transaction: DecodedTransaction): number {
  return (transaction.weight - transaction.size) / 3;
}
