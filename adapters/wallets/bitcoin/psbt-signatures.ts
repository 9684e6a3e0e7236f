/**
 * One input's signature as a wallet returned it in a PSBT, read and verified the way a node will verify it:
 * - P2WPKH: a partial signature (or a finalized witness) whose public key hashes to the address's program, a
 *   low-S DER ECDSA signature over the BIP-143 sighash with SIGHASH_ALL;
 * - P2TR key path: a key-path signature (or a finalized witness) that is a Schnorr signature by the address's
 *   output key over the BIP-341 sighash, SIGHASH_DEFAULT or SIGHASH_ALL.
 * The sighash is computed over the transaction the product built, never over the one returned, so a signature
 * made for anything else does not verify. A hash type that leaves outputs or inputs uncommitted (NONE, SINGLE,
 * ANYONECANPAY) lets anyone change the payment after signing: it counts as the wallet changing the transaction.
 */
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { OutScript } from '@scure/btc-signer/payment.js';
import type { TransactionInput } from '@scure/btc-signer/psbt.js';
import type { Transaction } from '@scure/btc-signer/transaction.js';
import { hash160 } from '@scure/btc-signer/utils.js';
import type { BuiltInput } from './psbt-build.js';

const SIGHASH_DEFAULT = 0x00;
const SIGHASH_ALL = 0x01;
const COMPRESSED_KEY_BYTES = 33;
const SCHNORR_SIGNATURE_BYTES = 64;

/** What goes back into the product's own transaction for the input: the verified signature. */
export type VerifiedSignature =
  | { readonly kind: 'p2wpkh'; readonly publicKey: Uint8Array; readonly signature: Uint8Array }
  | { readonly kind: 'p2tr'; readonly signature: Uint8Array };

export type ReadInputSignatureParameters = {
  /** The unsigned transaction the product built. */
  readonly built: Transaction;
  readonly inputs: readonly BuiltInput[];
  readonly index: number;
  /** The input as the wallet returned it. */
  readonly returned: TransactionInput;
};

export type ReadInputSignatureReturnType =
  | { readonly ok: true; readonly signature: VerifiedSignature }
  /** unsigned: no signature, another key's, or one that does not verify; altered: a hash type that commits to less. */
  | { readonly ok: false; readonly problem: 'unsigned' | 'altered'; readonly reason: string };
export type ReadInputSignatureErrorType = never;

export function readInputSignature(parameters: ReadInputSignatureParameters): ReadInputSignatureReturnType {
  try {
    return parameters.inputs[parameters.index]!.kind === 'p2wpkh' ? readP2wpkh(parameters) : readP2tr(parameters);
  } catch {
    // A malformed DER signature or a key off the curve: nothing verifies against it.
    return unsigned(`the signature of input ${parameters.index} is malformed`);
  }
}

function readP2wpkh({ built, inputs, index, returned }: ReadInputSignatureParameters): ReadInputSignatureReturnType {
  const { script, amount } = inputs[index]!;
  const program = script.subarray(2);
  const candidates = returned.finalScriptWitness
    ? returned.finalScriptWitness.length === 2
      ? [[returned.finalScriptWitness[1]!, returned.finalScriptWitness[0]!] as const]
      : []
    : (returned.partialSig ?? []);
  if (candidates.length === 0) return unsigned(`input ${index} carries no signature`);
  const own = candidates.find(([publicKey]) => publicKey.length === COMPRESSED_KEY_BYTES && sameBytes(hash160(publicKey), program));
  if (!own) return unsigned(`input ${index} is signed by a key that is not the address's`);
  const [publicKey, signature] = own;
  const hashType = signature[signature.length - 1];
  if (hashType !== SIGHASH_ALL) return altered(`input ${index} is signed with hash type ${String(hashType)}, not SIGHASH_ALL`);
  const scriptCode = OutScript.encode({ type: 'pkh', hash: program });
  const digest = built.preimageWitnessV0(index, scriptCode, SIGHASH_ALL, amount);
  // Low-S as a node's standardness rules require: a high-S signature would not be relayed.
  const valid = secp256k1.verify(signature.subarray(0, -1), digest, publicKey, { prehash: false, format: 'der', lowS: true });
  if (!valid) return unsigned(`the signature of input ${index} does not verify for this transaction`);
  return { ok: true, signature: { kind: 'p2wpkh', publicKey, signature } };
}

function readP2tr({ built, inputs, index, returned }: ReadInputSignatureParameters): ReadInputSignatureReturnType {
  const signature = returned.finalScriptWitness
    ? returned.finalScriptWitness.length === 1
      ? returned.finalScriptWitness[0]
      : undefined
    : returned.tapKeySig;
  if (!signature) return unsigned(`input ${index} carries no key-path signature`);
  let hashType: number;
  if (signature.length === SCHNORR_SIGNATURE_BYTES) hashType = SIGHASH_DEFAULT;
  else if (signature.length === SCHNORR_SIGNATURE_BYTES + 1 && signature[SCHNORR_SIGNATURE_BYTES] === SIGHASH_ALL) hashType = SIGHASH_ALL;
  else if (signature.length === SCHNORR_SIGNATURE_BYTES + 1) return altered(`input ${index} is signed with hash type ${signature[SCHNORR_SIGNATURE_BYTES]}, not SIGHASH_DEFAULT or SIGHASH_ALL`);
  else return unsigned(`the signature of input ${index} is not a Schnorr signature`);
  // BIP-341 commits every input's spent script and amount.
  const digest = built.preimageWitnessV1(
    index,
    inputs.map((input) => input.script),
    hashType,
    inputs.map((input) => input.amount),
  );
  const outputKey = inputs[index]!.script.subarray(2);
  if (!schnorr.verify(signature.subarray(0, SCHNORR_SIGNATURE_BYTES), digest, outputKey)) {
    return unsigned(`the signature of input ${index} does not verify for this transaction and address`);
  }
  return { ok: true, signature: { kind: 'p2tr', signature } };
}

function unsigned(reason: string): ReadInputSignatureReturnType {
  return { ok: false, problem: 'unsigned', reason };
}

function altered(reason: string): ReadInputSignatureReturnType {
  return { ok: false, problem: 'altered', reason };
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}
