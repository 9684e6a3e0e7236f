/**
 * The signatures of a wire-format Solana transaction (legacy or v0 alike): a compact-u16 count, then that many
 * 64-byte ed25519 signatures, the fee payer's first. The fee payer's signature is the transaction's id.
 */
export const SOLANA_SIGNATURE_BYTES = 64;
/** A Solana transaction packet is at most 1232 bytes; wallets' answers are bounded well above that. */
export const MAX_SOLANA_WIRE_BYTES = 64 * 1024;

/** Where the signatures start and how many there are, or undefined when the count cannot be read. */
function signatureSection(wire: Uint8Array): { offset: number; count: number } | undefined {
  let count = 0;
  let offset = 0;
  // compact-u16: 7 bits per byte, at most 3 bytes.
  for (let shift = 0; shift <= 14; shift += 7) {
    const byte = wire[offset++];
    if (byte === undefined) return undefined;
    count |= (byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) return { offset, count };
  }
  return undefined;
}

/** The fee payer's signature, or undefined when the bytes hold none. */
export function feePayerSignature(wire: Uint8Array): Uint8Array | undefined {
  const section = signatureSection(wire);
  if (section === undefined || section.count === 0 || wire.length < section.offset + SOLANA_SIGNATURE_BYTES) return undefined;
  return wire.slice(section.offset, section.offset + SOLANA_SIGNATURE_BYTES);
}

/**
 * The transaction with `signature` in the fee payer's slot (a wallet that answers signTransaction with the
 * signature only), or undefined when the transaction has no such slot.
 */
export function withFeePayerSignature(wire: Uint8Array, signature: Uint8Array): Uint8Array | undefined {
  const section = signatureSection(wire);
  if (section === undefined || section.count === 0 || signature.length !== SOLANA_SIGNATURE_BYTES) return undefined;
  if (wire.length < section.offset + SOLANA_SIGNATURE_BYTES) return undefined;
  const signed = wire.slice();
  signed.set(signature, section.offset);
  return signed;
}
