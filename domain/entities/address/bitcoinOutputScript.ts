/**
 * The output script (scriptPubKey) an address stands for: what a transaction output paying it carries, and
 * what a BIP-322 signed message commits to. Standard templates only (BIP-16, BIP-141, BIP-341).
 */
import type { BitcoinAddress } from './bitcoinAddress.js';

const OP_0 = 0x00;
const OP_1 = 0x51;
const OP_DUP = 0x76;
const OP_HASH160 = 0xa9;
const OP_EQUAL = 0x87;
const OP_EQUALVERIFY = 0x88;
const OP_CHECKSIG = 0xac;

export type BitcoinOutputScriptParameters = BitcoinAddress;
export type BitcoinOutputScriptReturnType = Uint8Array;
export type BitcoinOutputScriptErrorType = never;

/** The scriptPubKey of a decoded address (decodeBitcoinAddress). */
export function bitcoinOutputScript(address: BitcoinOutputScriptParameters): BitcoinOutputScriptReturnType {
  switch (address.type) {
    case 'p2pkh':
      return Uint8Array.of(OP_DUP, OP_HASH160, address.hash.length, ...address.hash, OP_EQUALVERIFY, OP_CHECKSIG);
    case 'p2sh':
      return Uint8Array.of(OP_HASH160, address.hash.length, ...address.hash, OP_EQUAL);
    default: {
      // Witness version 0 is OP_0; versions 1 to 16 are OP_1 to OP_16. The program is one direct push (2 to 40 bytes).
      const versionOpcode = address.version === 0 ? OP_0 : OP_1 + address.version - 1;
      return Uint8Array.of(versionOpcode, address.program.length, ...address.program);
    }
  }
}
