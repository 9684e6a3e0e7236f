/**
 * Checks a signed sign-in on the client. A Solana session (a `solana:` chain) is a Sign-In-With-Solana message
 * with an ed25519 signature (verify-siws-session.ts); a Polkadot, Cosmos or Bitcoin one a CAIP-122 message
 * with its family's signature (verify-family-session.ts, loaded only when such a session comes). Otherwise
 * the text is an EIP-4361 message that says what the session's data says, it is within its validity window,
 * and the signature is the account's. With an RPC for the chain the
 * signature is checked against the chain (viem's verifySiweMessage: EOA, ERC-1271 deployed contract accounts
 * and ERC-6492 counterfactual ones); without one only an EOA signature can be recovered.
 */
import { createPublicClient, http, isHex, verifyMessage, type Hex } from 'viem';
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe';
import type { SiwxSession } from '../../domain/entities/siwx/siwx-config.js';
import { isSolanaChainId } from '../../domain/entities/siwx/siws-message.js';
import { eip155ChainNumber } from './siwx-message.js';
import { verifySiwsSession } from './verify-siws-session.js';

export type VerifySiwxSessionParameters = {
  session: SiwxSession;
  /** The chain's RPC URL, if known. */
  rpcUrl: string | undefined;
  now: number;
};

/** Why a session was refused, or undefined when it holds. */
export type SessionRefusal = 'message' | 'mismatch' | 'network' | 'expired' | 'not-yet-valid' | 'signature';

/** Polkadot, Cosmos and Bitcoin chains: their sign-ins load with the first such session (verify-family-session.ts). */
const FAMILY_CHAIN = /^(?:polkadot|cosmos|bip122):/;

export async function verifySiwxSession({ session, rpcUrl, now }: VerifySiwxSessionParameters): Promise<SessionRefusal | undefined> {
  if (isSolanaChainId(session.data.chainId)) return verifySiwsSession({ session, now });
  if (FAMILY_CHAIN.test(session.data.chainId)) return (await import('./verify-family-session.js')).verifyFamilySession({ session, now });
  const { data, message, signature } = session;
  let parsed: ReturnType<typeof parseSiweMessage>;
  try {
    parsed = parseSiweMessage(message);
  } catch {
    return 'message';
  }
  if (!parsed.address || parsed.chainId === undefined || !parsed.nonce || !parsed.domain) return 'message';
  const chainNumber = eip155ChainNumber(data.chainId);
  if (
    parsed.address.toLowerCase() !== data.accountAddress.toLowerCase() ||
    parsed.chainId !== chainNumber ||
    parsed.nonce !== data.nonce ||
    parsed.domain !== data.domain ||
    parsed.uri !== data.uri ||
    !sameTime(parsed.expirationTime, data.expirationTime) ||
    !sameTime(parsed.notBefore, data.notBefore)
  ) {
    return 'mismatch';
  }
  if (parsed.expirationTime && parsed.expirationTime.getTime() <= now) return 'expired';
  if (parsed.notBefore && parsed.notBefore.getTime() > now) return 'not-yet-valid';
  if (!isHex(signature)) return 'signature';
  const valid = rpcUrl
    ? await verifySiweMessage(createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) }), {
        message,
        signature: signature as Hex,
        address: parsed.address,
        time: new Date(now),
      })
    : await verifyMessage({ address: parsed.address, message, signature: signature as Hex }).catch(() => false);
  return valid ? undefined : 'signature';
}

/** A time in the signed text and the same field of the data: both absent, or the same instant. */
function sameTime(signed: Date | undefined, claimed: string | undefined): boolean {
  if (signed === undefined || claimed === undefined) return signed === undefined && claimed === undefined;
  return signed.getTime() === Date.parse(claimed);
}
