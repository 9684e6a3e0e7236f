/**
 * Checks a signed Sign-In-With-Solana session on the client (createLocalSiwx): the text is a SIWS message
 * (domain/entities/siwx/siws-message.ts) that says what the session's data says, it is within its validity
 * window, and the signature is the account's ed25519 signature of exactly that text.
 */
import { parseSiwsMessage } from '../../domain/entities/siwx/siws-message.js';
import type { SiwxSession } from '../../domain/entities/siwx/siwx-config.js';
import { verifyEd25519Signature } from './ed25519-signature.js';
import type { SessionRefusal } from './verify-siwx-session.js';

export type VerifySiwsSessionParameters = { session: SiwxSession; now: number };
export type VerifySiwsSessionReturnType = Promise<SessionRefusal | undefined>;
export type VerifySiwsSessionErrorType = never;

/** Why a Solana session was refused, or undefined when it holds. */
export async function verifySiwsSession({ session, now }: VerifySiwsSessionParameters): VerifySiwsSessionReturnType {
  const { data, message, signature } = session;
  const signed = parseSiwsMessage(message);
  if (!signed) return 'message';
  if (
    // base58 is case-sensitive: another case is another key.
    signed.accountAddress !== data.accountAddress ||
    signed.chainId !== data.chainId ||
    signed.nonce !== data.nonce ||
    signed.domain !== data.domain ||
    signed.uri !== data.uri ||
    !sameTime(signed.expirationTime, data.expirationTime) ||
    !sameTime(signed.notBefore, data.notBefore)
  ) {
    return 'mismatch';
  }
  if (signed.expirationTime !== undefined && Date.parse(signed.expirationTime) <= now) return 'expired';
  if (signed.notBefore !== undefined && Date.parse(signed.notBefore) > now) return 'not-yet-valid';
  const valid = await verifyEd25519Signature({ address: signed.accountAddress, message: new TextEncoder().encode(message), signature });
  return valid ? undefined : 'signature';
}

/** A time in the signed text and the same field of the data: both absent, or the same instant. */
function sameTime(signed: string | undefined, claimed: string | undefined): boolean {
  if (signed === undefined || claimed === undefined) return signed === undefined && claimed === undefined;
  return Date.parse(signed) === Date.parse(claimed);
}
