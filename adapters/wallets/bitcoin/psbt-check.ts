/**
 * The check of the PSBT a wallet returns from signPsbt, before anything is broadcast or reported (AppKit
 * reports success for an unsigned one, reown-com/appkit#5744):
 * 1. it is a PSBT at all (else INVALID_RESPONSE);
 * 2. its transaction is exactly the one built: version, lock time, every input's outpoint and sequence, every
 *    output's script and amount, so the recipient, the amount, the change and the fee the visitor saw (else
 *    BITCOIN_PSBT_ALTERED, 'The wallet changed the transaction');
 * 3. every input is signed by the key of the sender's address, validly for the built transaction's sighash
 *    (psbt-signatures.ts; else BITCOIN_PSBT_UNSIGNED, 'The wallet returned an unsigned transaction').
 * The verified signatures then go into a copy of the product's own transaction, which is finalized and
 * extracted: what is broadcast is what was built and checked, whatever else the wallet's PSBT holds.
 */
import { Transaction } from '@scure/btc-signer/transaction.js';
import type { WalletportError } from '../../../domain/entities/errors/base.error.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { decodeBase64 } from '../../../domain/entities/solana-wire/base64.js';
import type { BuiltPayment } from './psbt-build.js';
import { readInputSignature, type VerifiedSignature } from './psbt-signatures.js';

/** Far above any payment the product builds (a few hundred inputs' worth): the answer is bounded before decoding. */
const MAX_PSBT_BYTES = 400_000;

export type CheckSignedPsbtParameters = {
  readonly built: BuiltPayment;
  /** The wallet's PSBT, base64. */
  readonly answer: string;
};
export type CheckSignedPsbtReturnType = {
  /** The signed transaction, ready for broadcast (hex). */
  readonly hex: string;
  readonly txid: string;
};
export type CheckSignedPsbtErrorType = WalletportError<'INVALID_RESPONSE' | 'BITCOIN_PSBT_ALTERED' | 'BITCOIN_PSBT_UNSIGNED'>;

export function checkSignedPsbt({ built, answer }: CheckSignedPsbtParameters): CheckSignedPsbtReturnType {
  const returned = decodePsbt(answer);
  const change = firstDifference(built.transaction, returned);
  if (change) throw walletportError('BITCOIN_PSBT_ALTERED', [], { details: change });
  const signatures: VerifiedSignature[] = [];
  for (let index = 0; index < built.inputs.length; index += 1) {
    const read = readInputSignature({ built: built.transaction, inputs: built.inputs, index, returned: returned.getInput(index) });
    if (!read.ok) throw walletportError(read.problem === 'altered' ? 'BITCOIN_PSBT_ALTERED' : 'BITCOIN_PSBT_UNSIGNED', [], { details: read.reason });
    signatures.push(read.signature);
  }
  const signed = built.transaction.clone();
  signatures.forEach((signature, index) => {
    signed.updateInput(index, signature.kind === 'p2wpkh' ? { partialSig: [[signature.publicKey, signature.signature]] } : { tapKeySig: signature.signature });
  });
  signed.finalize();
  return { hex: signed.hex, txid: signed.id };
}

function decodePsbt(answer: string): Transaction {
  const bytes = decodeBase64(answer, MAX_PSBT_BYTES);
  if (!bytes) throw walletportError('INVALID_RESPONSE', ['signPsbt'], { details: 'the PSBT is not base64' });
  try {
    // Unknown output kinds are read, not refused here: step 2 names the change the wallet made.
    return Transaction.fromPSBT(bytes, { allowUnknownOutputs: true, allowUnknownInputs: true, disableScriptCheck: true });
  } catch (error) {
    throw walletportError('INVALID_RESPONSE', ['signPsbt'], { details: `not a PSBT: ${error instanceof Error ? error.message : String(error)}` });
  }
}

/** What differs between the built transaction and the returned one, in words; undefined when nothing does. */
function firstDifference(built: Transaction, returned: Transaction): string | undefined {
  if (returned.version !== built.version) return `the version is ${returned.version}, not ${built.version}`;
  if (returned.lockTime !== built.lockTime) return `the lock time is ${returned.lockTime}, not ${built.lockTime}`;
  if (returned.inputsLength !== built.inputsLength) return `${returned.inputsLength} inputs instead of ${built.inputsLength}`;
  if (returned.outputsLength !== built.outputsLength) return `${returned.outputsLength} outputs instead of ${built.outputsLength}`;
  for (let index = 0; index < built.inputsLength; index += 1) {
    const ours = built.getInput(index);
    const theirs = returned.getInput(index);
    if (!sameBytes(ours.txid, theirs.txid) || ours.index !== theirs.index || ours.sequence !== theirs.sequence) {
      return `input ${index} spends another output or sequence`;
    }
  }
  for (let index = 0; index < built.outputsLength; index += 1) {
    const ours = built.getOutput(index);
    const theirs = returned.getOutput(index);
    if (ours.amount !== theirs.amount) return `output ${index} carries ${String(theirs.amount)} sats, not ${String(ours.amount)}`;
    if (!sameBytes(ours.script, theirs.script)) return `output ${index} pays another script`;
  }
  // Belt and braces: the serialized unsigned transactions must be the same bytes (the txid the visitor's payment gets).
  return sameBytes(built.unsignedTx, returned.unsignedTx) ? undefined : 'the transaction differs';
}

function sameBytes(a: Uint8Array | undefined, b: Uint8Array | undefined): boolean {
  return a !== undefined && b !== undefined && a.length === b.length && a.every((byte, index) => byte === b[index]);
}
