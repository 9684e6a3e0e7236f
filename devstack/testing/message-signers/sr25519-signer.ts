/**
 * A Polkadot account that signs messages as an extension's signRaw does (sr25519, the text wrapped in
 * `<Bytes>…</Bytes>` unless asked not to), with @polkadot/util-crypto's wasm signer: not the pure-JS library
 * walletport verifies with, so the tests check one against the other. Call `await sr25519Ready()` first.
 */
import { bytesToHex } from '@noble/hashes/utils.js';
import { cryptoWaitReady, encodeAddress, randomAsU8a, sr25519PairFromSeed, sr25519Sign } from '@polkadot/util-crypto';

export type Sr25519Signer = {
  publicKey: Uint8Array;
  /** The SS58 address on the network `prefix` (0 Polkadot, 2 Kusama, 42 generic Substrate). */
  addressOn(prefix: number): string;
  /** 0x-prefixed hex of the 64-byte signature of the UTF-8 `text`. */
  sign(text: string, options?: { wrap?: boolean }): string;
};

/** Loads the wasm signer once. */
export function sr25519Ready(): Promise<boolean> {
  return cryptoWaitReady();
}

export function sr25519Signer(seed: Uint8Array = randomAsU8a(32)): Sr25519Signer {
  const pair = sr25519PairFromSeed(seed);
  return {
    publicKey: pair.publicKey,
    addressOn: (prefix) => encodeAddress(pair.publicKey, prefix),
    sign(text, options = {}) {
      const signed = options.wrap === false ? text : `<Bytes>${text}</Bytes>`;
      // No Buffer: the devstack's wallet page signs with this in a browser.
      return `0x${bytesToHex(sr25519Sign(new TextEncoder().encode(signed), pair))}`;
    },
  };
}
