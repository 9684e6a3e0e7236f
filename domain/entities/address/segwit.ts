/**
 * Segwit address decoding (BIP-173 for witness version 0, BIP-350 for versions 1 to 16).
 */
import { convertBits, decodeBech32, encodeBech32 } from './bech32.js';

export type WitnessProgram = {
  version: number;
  program: Uint8Array;
};

const MAX_WITNESS_VERSION = 16;

/** The witness version and program of a segwit address under `hrp`, or undefined when it is not one. */
export function decodeSegwitAddress(value: string, hrp: string): WitnessProgram | undefined {
  const decoded = decodeBech32(value);
  if (!decoded || decoded.hrp !== hrp) return undefined;
  const [version, ...programWords] = decoded.words;
  if (version === undefined || version > MAX_WITNESS_VERSION) return undefined;
  // BIP-350: version 0 keeps the original bech32 checksum, later versions must use bech32m.
  if (decoded.encoding !== (version === 0 ? 'bech32' : 'bech32m')) return undefined;

  const program = convertBits(programWords, 5, 8, false);
  if (!program || program.length < 2 || program.length > 40) return undefined;
  if (version === 0 && program.length !== 20 && program.length !== 32) return undefined;
  return { version, program: Uint8Array.from(program) };
}

/**
 * Encodes a witness program under `hrp`. Throws a RangeError when the result could not be a valid
 * address, because only a programming mistake can get there.
 */
export function encodeSegwitAddress(hrp: string, version: number, program: Uint8Array): string {
  const programWords = convertBits(program, 8, 5, true) ?? [];
  const address = encodeBech32(hrp, [version, ...programWords], version === 0 ? 'bech32' : 'bech32m');
  if (!decodeSegwitAddress(address, hrp.toLowerCase())) {
    throw new RangeError(`Invalid witness program: version ${version}, ${program.length} bytes`);
  }
  return address;
}
