/**
 * The script check of one input, as a node runs it before relaying: P2WPKH with its BIP-143 sighash and ECDSA,
 * P2TR key path with its BIP-341 sighash and Schnorr. The sighashes come from @scure/btc-signer's
 * `preimageWitnessV0` / `preimageWitnessV1` over the transaction as received.
 *
 * Bitcoin Core checks with the relay policy's flags first, and when that fails checks again with consensus
 * flags only: a failure that survives is "mandatory-script-verify-flag-failed", one that goes away
 * "non-mandatory-script-verify-flag"; both name the error of the first check.
 */
import { OutScript, type Transaction } from '@scure/btc-signer';
import { hash160 } from '@scure/btc-signer/utils.js';
import { schnorr } from '@noble/curves/secp256k1';
import { equalBytes } from './bytes.js';
import { hasDefinedHashType, hasLowS, isCompressedPublicKey, isStrictDer, verifiesEcdsa } from './ecdsa-signature.js';
import type { DecodedTransaction, TransactionOutput } from './raw-transaction.js';
import { scriptTypeOf } from './script-info.js';

/** Bitcoin Core's script error strings (script_error.cpp) this ledger can meet. */
export const SCRIPT_ERROR = {
  evalFalse: 'Script evaluated without error but finished with a false/empty top stack element',
  equalVerify: 'Script failed an OP_EQUALVERIFY operation',
  sigDer: 'Non-canonical DER signature',
  sigHighS: 'Non-canonical signature: S value is unnecessarily high',
  sigHashType: 'Signature hash type missing or not understood',
  pubkeyType: 'Public key is neither compressed or uncompressed',
  witnessPubkeyType: 'Using non-compressed keys in segwit',
  nullFail: 'Signature must be zero for failed CHECK(MULTI)SIG operation',
  witnessMalleated: 'Witness requires empty scriptSig',
  witnessMismatch: 'Witness program hash mismatch',
  witnessEmpty: 'Witness program was passed an empty witness',
  schnorrSig: 'Invalid Schnorr signature',
  schnorrSigSize: 'Invalid Schnorr signature size',
  schnorrSigHashType: 'Invalid Schnorr signature hash type',
} as const;

/** The message a node refuses the input with, or undefined when its script passes. */
export type InputScriptCheck = string | undefined;

export type CheckInputScriptParameters = {
  /** The transaction as @scure/btc-signer reads it (Transaction.fromRaw), for the sighashes. */
  signer: Transaction;
  transaction: DecodedTransaction;
  index: number;
  /** Every input's spent output, in input order (BIP-341 commits to all of them). */
  spent: TransactionOutput[];
};

const mandatory = (error: string): string => `mandatory-script-verify-flag-failed (${error})`;
const nonMandatory = (error: string): string => `non-mandatory-script-verify-flag (${error})`;
/** What this ledger does not verify is refused, never waved through. */
export const UNSUPPORTED_INPUT = 'bad-txns-nonstandard-inputs (the walletport ledger verifies P2WPKH and P2TR key-path spends only)';

export function checkInputScript(parameters: CheckInputScriptParameters): InputScriptCheck {
  const spent = parameters.spent[parameters.index]!;
  switch (scriptTypeOf(spent.script)) {
    case 'v0_p2wpkh':
      return checkP2wpkh(parameters, spent);
    case 'v1_p2tr':
      return checkP2trKeyPath(parameters, spent);
    default:
      return UNSUPPORTED_INPUT;
  }
}

function checkP2wpkh({ signer, transaction, index }: CheckInputScriptParameters, spent: TransactionOutput): InputScriptCheck {
  const input = transaction.inputs[index]!;
  if (input.scriptSig.length > 0) return mandatory(SCRIPT_ERROR.witnessMalleated);
  if (input.witness.length !== 2) return mandatory(SCRIPT_ERROR.witnessMismatch);
  const [signature, publicKey] = input.witness as [Uint8Array, Uint8Array];
  const program = spent.script.subarray(2);
  if (!equalBytes(hash160(publicKey), program)) return mandatory(SCRIPT_ERROR.equalVerify);
  // OP_CHECKSIG: an empty signature is a plain false, anything else must be strict DER (BIP-66, consensus).
  if (signature.length === 0) return mandatory(SCRIPT_ERROR.evalFalse);
  if (!isStrictDer(signature)) return mandatory(SCRIPT_ERROR.sigDer);
  const hashType = signature[signature.length - 1]!;
  const der = signature.subarray(0, -1);
  const policyError = policyErrorOf(signature, hashType, publicKey);
  const scriptCode = OutScript.encode({ type: 'pkh', hash: program });
  const valid = verifiesSighash(() => signer.preimageWitnessV0(index, scriptCode, hashType, spent.value), (digest) => verifiesEcdsa(der, digest, publicKey));
  if (policyError !== undefined) return valid ? nonMandatory(policyError) : mandatory(policyError);
  return valid ? undefined : mandatory(SCRIPT_ERROR.nullFail);
}

/** The first relay-policy rule (not consensus) the signature or key breaks, in OP_CHECKSIG's order. */
function policyErrorOf(signature: Uint8Array, hashType: number, publicKey: Uint8Array): string | undefined {
  if (!hasLowS(signature)) return SCRIPT_ERROR.sigHighS;
  if (!hasDefinedHashType(hashType)) return SCRIPT_ERROR.sigHashType;
  const uncompressed = publicKey.length === 65 && publicKey[0] === 0x04;
  if (!isCompressedPublicKey(publicKey) && !uncompressed) return SCRIPT_ERROR.pubkeyType;
  return uncompressed ? SCRIPT_ERROR.witnessPubkeyType : undefined;
}

const SIGHASH_SINGLE = 3;
const TAPROOT_HASH_TYPES = new Set([0x00, 0x01, 0x02, 0x03, 0x81, 0x82, 0x83]);
const ANNEX_TAG = 0x50;

function checkP2trKeyPath({ signer, transaction, index, spent }: CheckInputScriptParameters, output: TransactionOutput): InputScriptCheck {
  const input = transaction.inputs[index]!;
  if (input.scriptSig.length > 0) return mandatory(SCRIPT_ERROR.witnessMalleated);
  const stack = input.witness;
  if (stack.length === 0) return mandatory(SCRIPT_ERROR.witnessEmpty);
  // An annex is reserved for future soft forks: the relay policy refuses it.
  if (stack.length >= 2 && stack[stack.length - 1]![0] === ANNEX_TAG) return 'bad-witness-nonstandard';
  if (stack.length > 1) return UNSUPPORTED_INPUT;
  const signature = stack[0]!;
  if (signature.length !== 64 && signature.length !== 65) return mandatory(SCRIPT_ERROR.schnorrSigSize);
  // A 65-byte signature names its hash type; 0x00 (DEFAULT) may only be said by leaving the byte out.
  const hashType = signature.length === 65 ? signature[64]! : 0x00;
  if (signature.length === 65 && hashType === 0x00) return mandatory(SCRIPT_ERROR.schnorrSigHashType);
  if (!TAPROOT_HASH_TYPES.has(hashType)) return mandatory(SCRIPT_ERROR.schnorrSigHashType);
  if ((hashType & 0x03) === SIGHASH_SINGLE && index >= transaction.outputs.length) return mandatory(SCRIPT_ERROR.schnorrSigHashType);
  const scripts = spent.map(({ script }) => script);
  const values = spent.map(({ value }) => value);
  const outputKey = output.script.subarray(2);
  const valid = verifiesSighash(
    () => signer.preimageWitnessV1(index, scripts, hashType, values),
    (digest) => schnorr.verify(signature.subarray(0, 64), digest, outputKey),
  );
  return valid ? undefined : mandatory(SCRIPT_ERROR.schnorrSig);
}

/** A sighash that cannot be made, or a key that is no point, fails the check like a wrong signature. */
function verifiesSighash(sighash: () => Uint8Array, verify: (digest: Uint8Array) => boolean): boolean {
  try {
    return verify(sighash());
  } catch {
    return false;
  }
}
