/**
 * The two virtual transactions of a BIP-322 signed message and the hashes a signature commits to. The shape
 * is fixed by BIP-322: `to_spend` (version 0, one input spending nothing whose scriptSig carries the message
 * hash, one 0-value output paying the address's script) and `to_sign` (version 0, one input spending
 * to_spend's output with sequence 0, one 0-value OP_RETURN output, lock time 0). So the sighashes are written
 * for that shape only, SIGHASH_ALL / SIGHASH_DEFAULT: BIP-143 for segwit v0 and BIP-341 (key path) for taproot.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';

const OP_0 = 0x00;
const OP_RETURN = 0x6a;
const PUSH_32 = 0x20;
const SIGHASH_ALL = 1;

const u32le = (value: number): Uint8Array => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value, true);
  return bytes;
};
const ZERO_U32 = u32le(0);
const ZERO_AMOUNT = new Uint8Array(8);
const doubleSha256 = (bytes: Uint8Array): Uint8Array => sha256(sha256(bytes));

/** Bitcoin's CompactSize length prefix; a script here is at most a few dozen bytes. */
function withLength(bytes: Uint8Array): Uint8Array {
  if (bytes.length >= 0xfd) throw new RangeError('Scripts of 253 bytes or more are not expected in BIP-322 simple');
  return concatBytes(Uint8Array.of(bytes.length), bytes);
}

/** The hashes below never throw: every input is bytes of a size the fixed shape allows. */
export type Bip322HashErrorType = never;

export type TaggedHashReturnType = Uint8Array;

/** BIP-340's tagged hash: sha256(sha256(tag) ++ sha256(tag) ++ data). */
export function taggedHash(tag: string, ...data: Uint8Array[]): TaggedHashReturnType {
  const tagHash = sha256(utf8ToBytes(tag));
  return sha256(concatBytes(tagHash, tagHash, ...data));
}

export type Bip322MessageHashParameters = Uint8Array;
export type Bip322MessageHashReturnType = Uint8Array;

/** The BIP-322 message hash of the message bytes. */
export function bip322MessageHash(message: Bip322MessageHashParameters): Bip322MessageHashReturnType {
  return taggedHash('BIP0322-signed-message', message);
}

export type ToSpendTxidReturnType = Uint8Array;
/** A RangeError for a script of 253 bytes or more, which no address of BIP-322 simple has. */
export type ToSpendTxidErrorType = RangeError;

/** to_spend's txid (internal byte order, as an outpoint carries it) for `scriptPubKey` and `message`. */
export function toSpendTxid(scriptPubKey: Uint8Array, message: Uint8Array): ToSpendTxidReturnType {
  const scriptSig = concatBytes(Uint8Array.of(OP_0, PUSH_32), bip322MessageHash(message));
  const transaction = concatBytes(
    ZERO_U32, // version
    Uint8Array.of(1), // one input
    new Uint8Array(32), // prevout hash: none
    u32le(0xffffffff), // prevout index
    withLength(scriptSig),
    ZERO_U32, // sequence
    Uint8Array.of(1), // one output
    ZERO_AMOUNT,
    withLength(scriptPubKey),
    ZERO_U32, // lock time
  );
  return doubleSha256(transaction);
}

/** The outputs part of to_sign: one 0-value OP_RETURN output. */
const TO_SIGN_OUTPUTS = concatBytes(ZERO_AMOUNT, withLength(Uint8Array.of(OP_RETURN)));

/** to_sign's one outpoint: to_spend's output 0. */
const outpointOf = (toSpend: Uint8Array): Uint8Array => concatBytes(toSpend, ZERO_U32);

/** The 32-byte digest a to_sign signature signs. */
export type SighashReturnType = Uint8Array;

/**
 * BIP-143's SIGHASH_ALL digest of to_sign's input for a segwit v0 `scriptCode` (for P2WPKH:
 * OP_DUP OP_HASH160 <key hash> OP_EQUALVERIFY OP_CHECKSIG). The spent amount is 0.
 */
export function segwitV0Sighash(toSpend: Uint8Array, scriptCode: Uint8Array): SighashReturnType {
  const outpoint = outpointOf(toSpend);
  return doubleSha256(
    concatBytes(
      ZERO_U32, // version
      doubleSha256(outpoint), // hashPrevouts
      doubleSha256(ZERO_U32), // hashSequence
      outpoint,
      withLength(scriptCode),
      ZERO_AMOUNT,
      ZERO_U32, // sequence
      doubleSha256(TO_SIGN_OUTPUTS), // hashOutputs
      ZERO_U32, // lock time
      u32le(SIGHASH_ALL),
    ),
  );
}

/**
 * BIP-341's key-path digest of to_sign's input spending `scriptPubKey` (amount 0, no annex), for hash type
 * 0 (SIGHASH_DEFAULT) or 1 (SIGHASH_ALL): the two commit to the same fields and differ only in that byte.
 */
export function taprootSighash(toSpend: Uint8Array, scriptPubKey: Uint8Array, hashType: 0 | 1): SighashReturnType {
  return taggedHash(
    'TapSighash',
    Uint8Array.of(0), // epoch
    Uint8Array.of(hashType),
    ZERO_U32, // version
    ZERO_U32, // lock time
    sha256(outpointOf(toSpend)), // sha_prevouts
    sha256(ZERO_AMOUNT), // sha_amounts
    sha256(withLength(scriptPubKey)), // sha_scriptpubkeys
    sha256(ZERO_U32), // sha_sequences
    sha256(TO_SIGN_OUTPUTS), // sha_outputs
    Uint8Array.of(0), // spend type: key path, no annex
    ZERO_U32, // input index
  );
}
