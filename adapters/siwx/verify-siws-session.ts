/**
 * Checks a signed Sign-In-With-Solana session on the client (createLocalSiwx): a CAIP-122 session
 * (verify-caip122-session.ts) of the Solana family whose signature is the account's ed25519 signature.
 */
import { SOLANA_SIGN_IN_FAMILY } from '../../domain/entities/siwx/siws-message.js';
import type { SiwxSession } from '../../domain/entities/siwx/siwx-config.js';
import { verifyEd25519Signature } from './ed25519-signature.js';
import { verifyCaip122Session } from './verify-caip122-session.js';
import type { SessionRefusal } from './verify-siwx-session.js';

export type VerifySiwsSessionParameters = { session: SiwxSession; now: number };
export type VerifySiwsSessionReturnType = Promise<SessionRefusal | undefined>;
export type VerifySiwsSessionErrorType = never;

/** Why a Solana session was refused, or undefined when it holds. */
export async function verifySiwsSession({ session, now }: VerifySiwsSessionParameters): VerifySiwsSessionReturnType {
  return verifyCaip122Session({ session, now, family: SOLANA_SIGN_IN_FAMILY, verifySignature: verifyEd25519Signature });
}
