/**
 * Checks a signed CAIP-122 session on the client (createLocalSiwx), whatever its family: the text is a
 * message of the family (domain/entities/siwx/caip122-message.ts) that says what the session's data says, the
 * address belongs to the message's network when the family cares, it is within its validity window, and
 * the family's signature check holds over exactly that text.
 */
import { parseCaip122Message, type Caip122Family } from '../../domain/entities/siwx/caip122-message.js';
import type { SiwxSession } from '../../domain/entities/siwx/siwx-config.js';
import type { SessionRefusal } from './verify-siwx-session.js';

export type VerifyCaip122SessionParameters = {
  session: SiwxSession;
  now: number;
  family: Caip122Family;
  /** Whether the signed address belongs to the signed chain; every address of the family when omitted. */
  isAddressOnChain?: (address: string, chainId: string) => boolean;
  /** Whether `signature` is `address`'s signature of `message` on `chainId`. */
  verifySignature: (signed: { address: string; chainId: string; message: Uint8Array; signature: string }) => Promise<boolean>;
};
export type VerifyCaip122SessionReturnType = Promise<SessionRefusal | undefined>;
/** Rejects only when verifySignature does; callers treat that as a signature that does not hold. */
export type VerifyCaip122SessionErrorType = Error;

/** Why a session was refused, or undefined when it holds. */
export async function verifyCaip122Session(parameters: VerifyCaip122SessionParameters): VerifyCaip122SessionReturnType {
  const { session, now, family, isAddressOnChain, verifySignature } = parameters;
  const { data, message, signature } = session;
  const signed = parseCaip122Message({ family, text: message });
  if (!signed) return 'message';
  if (
    // Addresses compare as written: base58 and SS58 are case-sensitive, and a family refuses bech32 in upper case.
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
  if (isAddressOnChain && !isAddressOnChain(signed.accountAddress, signed.chainId)) return 'network';
  if (signed.expirationTime !== undefined && Date.parse(signed.expirationTime) <= now) return 'expired';
  if (signed.notBefore !== undefined && Date.parse(signed.notBefore) > now) return 'not-yet-valid';
  const valid = await verifySignature({ address: signed.accountAddress, chainId: signed.chainId, message: new TextEncoder().encode(message), signature });
  return valid ? undefined : 'signature';
}

/** A time in the signed text and the same field of the data: both absent, or the same instant. */
function sameTime(signed: string | undefined, claimed: string | undefined): boolean {
  if (signed === undefined || claimed === undefined) return signed === undefined && claimed === undefined;
  return Date.parse(signed) === Date.parse(claimed);
}
