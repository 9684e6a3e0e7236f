/**
 * The signature check of each CAIP-122 sign-in family (Polkadot, Cosmos, Bitcoin), each loaded on its first use: sr25519 for
 * Polkadot, ADR-036 for Cosmos, BIP-322 for Bitcoin. A page that signs in on one family downloads that
 * family's curve code only, and an EVM-only page none of it.
 */
import type { Caip122Namespace } from '../../domain/entities/siwx/caip122-families.js';
import { chainAddressFormat } from '../../domain/entities/address/chainAddressFormat.js';

export type VerifyFamilySignatureParameters = {
  namespace: Caip122Namespace;
  /** The signed chain (for Bitcoin, it says which network the address is read on). */
  chainId: string;
  address: string;
  message: Uint8Array;
  signature: string;
};
export type VerifyFamilySignatureReturnType = Promise<boolean>;
/** Rejects only when a verifier's chunk cannot be loaded. */
export type VerifyFamilySignatureErrorType = Error;

/** Whether `signature` is `address`'s signature of `message` by the rules of its family. */
export async function verifyFamilySignature({ namespace, chainId, address, message, signature }: VerifyFamilySignatureParameters): VerifyFamilySignatureReturnType {
  switch (namespace) {
    case 'polkadot':
      return (await import('./sr25519-signature.js')).verifySr25519Signature({ address, message, signature });
    case 'cosmos':
      return (await import('./adr036-signature.js')).verifyAdr036Signature({ address, message, signature });
    case 'bip122': {
      const format = chainAddressFormat(chainId);
      if (format?.namespace !== 'bip122') return false;
      return (await import('./bip322-signature.js')).verifyBip322Signature({ address, network: format.bitcoinNetwork, message, signature });
    }
  }
}
