/**
 * ADR-036 signatures of Cosmos sign-ins (adr036-sign-doc.ts), checked with @noble/curves' secp256k1. A wallet
 * answers with an amino StdSignature, `{pub_key: {type: 'tendermint/PubKeySecp256k1', value}, signature}`
 * (both base64); the sign-in carries it as JSON text. The public key must hash to the address that claims
 * it, else anyone could sign for any address with their own key.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { z } from 'zod/mini';
import { cosmosAddressOfPublicKey, decodeCosmosAddress } from '../../domain/entities/address/cosmosAddress.js';
import { decodeBase64 } from '../../domain/entities/solana-wire/base64.js';
import { lazySchema } from '../../domain/entities/validation/lazySchema.js';
import { adr036SignDocBytes } from './adr036-sign-doc.js';

const MAX_SIGNATURE_TEXT = 1_000;
const SIGNATURE_BYTES = 64;
const PUBLIC_KEY_BYTES = 33;

const stdSignatureSchema = lazySchema(() =>
  z.object({
    pub_key: z.object({ type: z.literal('tendermint/PubKeySecp256k1'), value: z.string().check(z.maxLength(64)) }),
    signature: z.string().check(z.maxLength(128)),
  }),
);

export type VerifyAdr036SignatureParameters = {
  /** The signer's bech32 address (which chain's prefix it must carry is the caller's question). */
  address: string;
  /** The exact bytes signed (a sign-in message's UTF-8 text). */
  message: Uint8Array;
  /** The StdSignature as JSON text. */
  signature: string;
};
export type VerifyAdr036SignatureReturnType = Promise<boolean>;
/** Never rejects: malformed JSON, keys or signatures are signatures that do not hold. */
export type VerifyAdr036SignatureErrorType = never;

/** Whether `signature` is `address`'s ADR-036 signature of `message`. */
export async function verifyAdr036Signature({ address, message, signature }: VerifyAdr036SignatureParameters): VerifyAdr036SignatureReturnType {
  const decodedAddress = decodeCosmosAddress(address);
  const parsed = typeof signature === 'string' && signature.length <= MAX_SIGNATURE_TEXT ? parseStdSignature(signature) : undefined;
  if (!decodedAddress || !parsed) return false;
  const publicKey = decodeBase64(parsed.pub_key.value, PUBLIC_KEY_BYTES);
  const signatureBytes = decodeBase64(parsed.signature, SIGNATURE_BYTES);
  if (publicKey?.length !== PUBLIC_KEY_BYTES || signatureBytes?.length !== SIGNATURE_BYTES) return false;
  try {
    if (cosmosAddressOfPublicKey({ publicKey, prefix: decodedAddress.prefix }) !== address.toLowerCase()) return false;
    const digest = sha256(adr036SignDocBytes({ signer: address, data: message }));
    // The Cosmos SDK accepts low-S signatures only; so does this check.
    return secp256k1.verify(signatureBytes, digest, publicKey, { prehash: false, format: 'compact', lowS: true });
  } catch {
    // A key off the curve: nothing verifies against it.
    return false;
  }
}

function parseStdSignature(text: string): z.infer<typeof stdSignatureSchema> | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const result = stdSignatureSchema.safeParse(json);
  return result.success ? result.data : undefined;
}
