/**
 * What goes to the chain after solana_signTransaction: the transaction we built, with the fee payer's signature
 * the wallet gave, and nothing else. A wallet that hands back a transaction must hand back exactly the message
 * the visitor was shown (a wallet that added an instruction, changed an amount or a receiver is refused), and
 * the signature must verify against that message: nothing reaches the chain the visitor did not see.
 */
import { getBase64EncodedWireTransaction, getBase64Encoder, getTransactionDecoder, type Address, type SignatureBytes } from '@solana/kit';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import type { WalletportError } from '../../../domain/entities/errors/base.error.js';
import { decodeSignature, verifyEd25519 } from './solana-signature.js';
import type { BuiltTransfer } from './solana-transfer.js';

function sameBytes(left: Uint8Array, right: Uint8Array): boolean {
  return left.length === right.length && left.every((byte, index) => byte === right[index]);
}

/** The message bytes of a base64 wire transaction, or undefined when it does not decode. */
function messageOf(wireTransaction: string): Uint8Array | undefined {
  try {
    return new Uint8Array(getTransactionDecoder().decode(getBase64Encoder().encode(wireTransaction)).messageBytes);
  } catch {
    return undefined;
  }
}

export type SignedWireTransactionParameters = {
  built: BuiltTransfer;
  signer: Address;
  answer: { signature: string; transaction?: string | undefined };
};
export type SignedWireTransactionReturnType = Promise<string>;
export type SignedWireTransactionErrorType = WalletportError<'INVALID_TRANSACTION' | 'INVALID_SIGNATURE'>;

/** The signed wire transaction (base64) to send, or INVALID_TRANSACTION / INVALID_SIGNATURE when the wallet's answer does not fit. */
export async function signedWireTransaction({ built, signer, answer }: SignedWireTransactionParameters): SignedWireTransactionReturnType {
  if (answer.transaction !== undefined) {
    const message = messageOf(answer.transaction);
    if (!message || !sameBytes(message, built.messageBytes)) {
      throw walletportError('INVALID_TRANSACTION', ['the wallet signed a transaction other than the one shown']);
    }
  }
  const signature = decodeSignature(answer.signature);
  if (!signature || !(await verifyEd25519({ signer, message: built.messageBytes, signature }))) {
    throw walletportError('INVALID_SIGNATURE', [], { details: 'the wallet signature does not verify against the transaction' });
  }
  return getBase64EncodedWireTransaction({
    ...built.transaction,
    signatures: { ...built.transaction.signatures, [signer]: signature as SignatureBytes },
  });
}
