/**
 * How big a payment will be once signed, in weight units (BIP-141), before any wallet has signed it: the fee is
 * set from this, so every figure is the largest a signature can make it (a 72-byte DER signature plus its hash
 * type byte; a Schnorr signature with its hash type written out). The fee paid is then never below the rate
 * chosen, and never below the node's 1 sat/vB relay minimum. Also the dust thresholds a node applies to an
 * output (Bitcoin Core's GetDustThreshold at its 3 sat/vB dust relay fee): an output below them is refused.
 */

/** The two single-key segwit kinds payment and ordinals addresses use; the only ones the product spends. */
export type SpendableKind = 'p2wpkh' | 'p2tr';

/** version (4) + input and output counts (1 each, up to 252 of them) + lock time (4), times 4. */
const BASE_WEIGHT = 10 * 4;
/** The segwit marker and flag bytes count one weight unit each. */
const SEGWIT_MARKER_WEIGHT = 2;
/** outpoint (36) + empty scriptSig length (1) + sequence (4), times 4. */
const INPUT_BASE_WEIGHT = 41 * 4;
/** item count (1) + signature length (1) + DER signature with hash type (at most 73) + key length (1) + key (33). */
const P2WPKH_WITNESS_WEIGHT = 1 + 1 + 73 + 1 + 33;
/** item count (1) + signature length (1) + Schnorr signature with an explicit hash type (65). */
const P2TR_WITNESS_WEIGHT = 1 + 1 + 65;
/** value (8) + script length (1), times 4; the script's bytes come on top. */
const OUTPUT_BASE_WEIGHT = 9 * 4;

const INPUT_WEIGHT: Readonly<Record<SpendableKind, number>> = {
  p2wpkh: INPUT_BASE_WEIGHT + P2WPKH_WITNESS_WEIGHT,
  p2tr: INPUT_BASE_WEIGHT + P2TR_WITNESS_WEIGHT,
};

/** Bitcoin Core's dust relay fee (sat/kvB) and the bytes it assumes a later spend of the output takes. */
const DUST_RELAY_FEE_PER_KVB = 3_000n;
const OUTPUT_SERIALIZED_BASE = 8n + 1n;
const WITNESS_SPEND_BYTES = 32n + 4n + 1n + 107n / 4n + 4n;
const LEGACY_SPEND_BYTES = 32n + 4n + 1n + 107n + 4n;

export type PaymentVsizeParameters = {
  /** The kind of each input (all the sender's, so all one kind in practice). */
  readonly inputs: readonly SpendableKind[];
  /** The script length of each output, in bytes. */
  readonly outputScriptLengths: readonly number[];
};
export type PaymentVsizeReturnType = number;
export type PaymentVsizeErrorType = never;

/** The virtual size (vbytes, rounded up) of the signed payment at most. */
export function paymentVsize({ inputs, outputScriptLengths }: PaymentVsizeParameters): PaymentVsizeReturnType {
  const inputWeight = inputs.reduce((sum, kind) => sum + INPUT_WEIGHT[kind], 0);
  const outputWeight = outputScriptLengths.reduce((sum, length) => sum + OUTPUT_BASE_WEIGHT + length * 4, 0);
  return Math.ceil((BASE_WEIGHT + SEGWIT_MARKER_WEIGHT + inputWeight + outputWeight) / 4);
}

export type DustThresholdParameters = Uint8Array;
export type DustThresholdReturnType = bigint;
export type DustThresholdErrorType = never;

/**
 * The least an output paying `script` may carry, in satoshis: 294 for P2WPKH, 330 for P2TR, 546 for P2PKH, as
 * Bitcoin Core computes it (the output's size plus a later spend's, at 3 sat/vB).
 */
export function dustThreshold(script: DustThresholdParameters): DustThresholdReturnType {
  // A witness program: OP_0..OP_16 then one push of 2 to 40 bytes.
  const isWitness = script.length >= 4 && script.length <= 42 && (script[0] === 0 || (script[0]! >= 0x51 && script[0]! <= 0x60)) && script[1] === script.length - 2;
  const size = OUTPUT_SERIALIZED_BASE + BigInt(script.length) + (isWitness ? WITNESS_SPEND_BYTES : LEGACY_SPEND_BYTES);
  return (size * DUST_RELAY_FEE_PER_KVB) / 1_000n;
}
