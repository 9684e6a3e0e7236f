/**
 * The encodings between WalletConnect's Solana JSON-RPC shapes (ports/solana-wallet.port.ts: base58 messages
 * and signatures, base64 wire-format transactions) and the bytes Wallet Standard features take and give.
 */
import { decodeBase58, encodeBase58 } from '../../../domain/entities/address/base58.js';
import { decodeBase64, encodeBase64 } from '../../../domain/entities/solana-wire/base64.js';
import { feePayerSignature, MAX_SOLANA_WIRE_BYTES } from '../../../domain/entities/solana-wire/solanaWire.js';

/** Base58 decoding is quadratic: longer text than a bounded message is refused before decoding. */
const MAX_BASE58_LENGTH = Math.ceil(MAX_SOLANA_WIRE_BYTES * 1.37) + 1;

/** The bytes of base64 text, or undefined when it is not base64 or too long. */
export function base64ToBytes(text: string): Uint8Array | undefined {
  return decodeBase64(text, MAX_SOLANA_WIRE_BYTES);
}

/** The bytes of base58 text, or undefined when it is not base58 or too long. */
export function base58ToBytes(text: string): Uint8Array | undefined {
  if (text.length > MAX_BASE58_LENGTH) return undefined;
  return decodeBase58(text);
}

export { encodeBase58 as bytesToBase58, encodeBase64 as bytesToBase64, feePayerSignature as firstSignature };
