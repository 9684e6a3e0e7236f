/**
 * The sign-in server's own signature checks for Polkadot and Cosmos, with the ecosystems' reference
 * libraries (@polkadot/util-crypto's wasm sr25519, cosmjs's ADR-036 pieces) rather than the pure-JS
 * verifiers the product ships (adapters/siwx/*-signature.ts), so each checks the other. Bitcoin has no such
 * second library here (@scure/btc-signer signs BIP-322 but does not verify it): the product's BIP-322
 * verifier serves both, and its tests check it against the BIP's vectors and btc-signer's signatures.
 */
import { makeSignDoc, pubkeyToAddress, serializeSignDoc } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { cryptoWaitReady, decodeAddress, signatureVerify } from '@polkadot/util-crypto';
import { z } from 'zod';
import type { BitcoinNetwork } from '../../../domain/entities/address/bitcoinAddress.js';
import { verifyBip322Signature } from '../../../adapters/siwx/bip322-signature.js';

/** 0x and 64 bytes of hex, or 65 with the sr25519 MultiSignature tag. */
const SR25519_SIGNATURE = /^0x(?:01)?[0-9a-fA-F]{128}$/;

/** Whether `signature` is `address`'s sr25519 signature of `text`, wrapped in `<Bytes>` or not (signatureVerify tries both). */
export async function isPolkadotSignature(address: string, text: string, signature: string): Promise<boolean> {
  if (!SR25519_SIGNATURE.test(signature)) return false;
  await cryptoWaitReady();
  const bytes = signature.length === 130 ? signature : `0x${signature.slice(4)}`;
  try {
    const verified = signatureVerify(text, bytes, decodeAddress(address));
    return verified.isValid && verified.crypto === 'sr25519';
  } catch {
    return false;
  }
}

const stdSignatureSchema = z.object({
  pub_key: z.object({ type: z.literal('tendermint/PubKeySecp256k1'), value: z.string().max(64) }),
  signature: z.string().max(128),
});

/** Whether `signature` (an amino StdSignature as JSON) is `address`'s ADR-036 signature of `text`. */
export async function isCosmosSignature(address: string, text: string, signature: string): Promise<boolean> {
  let parsed: z.infer<typeof stdSignatureSchema>;
  try {
    parsed = stdSignatureSchema.parse(JSON.parse(signature));
  } catch {
    return false;
  }
  const prefix = address.slice(0, address.lastIndexOf('1'));
  try {
    // The key must be the address's, or anyone could sign for it with their own.
    if (pubkeyToAddress(parsed.pub_key, prefix) !== address) return false;
    const message = { type: 'sign/MsgSignData', value: { signer: address, data: toBase64(new TextEncoder().encode(text)) } };
    const digest = sha256(serializeSignDoc(makeSignDoc([message], { gas: '0', amount: [] }, '', '', 0, 0)));
    return await Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(fromBase64(parsed.signature)), digest, fromBase64(parsed.pub_key.value));
  } catch {
    return false;
  }
}

/** Whether `signature` is `address`'s BIP-322 simple signature of `text` on `network` (the product's verifier). */
export function isBitcoinSignature(address: string, network: BitcoinNetwork, text: string, signature: string): Promise<boolean> {
  return verifyBip322Signature({ address, network, message: new TextEncoder().encode(text), signature });
}
