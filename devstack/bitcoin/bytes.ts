/**
 * Byte helpers of the Bitcoin ledger: strict hex (Buffer.from would silently drop a bad tail, and a node
 * refuses such a body), Bitcoin's double SHA-256, and the reversed byte order txids and block hashes are
 * shown in.
 */
import { createHash } from 'node:crypto';

const HEX = /^(?:[0-9a-fA-F]{2})*$/;

/** The bytes of an even-length hex string, or undefined when it is not one. */
export function bytesFromHex(text: string): Uint8Array | undefined {
  if (!HEX.test(text)) return undefined;
  return new Uint8Array(Buffer.from(text, 'hex'));
}

export function hexOf(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}

export function sha256d(...parts: Uint8Array[]): Uint8Array {
  const first = createHash('sha256');
  for (const part of parts) first.update(part);
  return new Uint8Array(createHash('sha256').update(first.digest()).digest());
}

/** A hash in display order (txids, block hashes: the internal bytes reversed). */
export function displayHex(internal: Uint8Array): string {
  return hexOf(Uint8Array.from(internal).reverse());
}

/** The internal bytes of a hash given in display order; undefined unless it is 64 hex characters. */
export function internalFromDisplay(display: string): Uint8Array | undefined {
  if (display.length !== 64) return undefined;
  return bytesFromHex(display)?.reverse();
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}
