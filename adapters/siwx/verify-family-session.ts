/**
 * Checks a signed Polkadot, Cosmos or Bitcoin session on the client (createLocalSiwx): a CAIP-122 session
 * (verify-caip122-session.ts) of the chain's family, on a chain whose address rule is known, whose address
 * belongs to that chain's network (a Kusama address on Polkadot is refused as 'network'), signed by the
 * family's rules (family-signature.ts).
 */
import { checkChainAddress } from '../../domain/entities/address/checkChainAddress.js';
import { caip122Family, caip122NamespaceOf } from '../../domain/entities/siwx/caip122-families.js';
import type { SiwxSession } from '../../domain/entities/siwx/siwx-config.js';
import { verifyFamilySignature } from './family-signature.js';
import { verifyCaip122Session } from './verify-caip122-session.js';
import type { SessionRefusal } from './verify-siwx-session.js';

export type VerifyFamilySessionParameters = { session: SiwxSession; now: number };
export type VerifyFamilySessionReturnType = Promise<SessionRefusal | undefined>;
export type VerifyFamilySessionErrorType = Error;

/** Why the session was refused, or undefined when it holds. */
export async function verifyFamilySession({ session, now }: VerifyFamilySessionParameters): VerifyFamilySessionReturnType {
  const namespace = caip122NamespaceOf(session.data.chainId);
  if (!namespace) return 'message';
  return verifyCaip122Session({
    session,
    now,
    family: caip122Family(namespace),
    isAddressOnChain: (address, chainId) => checkChainAddress({ chainId, address }).ok,
    verifySignature: (signed) => verifyFamilySignature({ namespace, ...signed }),
  });
}
