/**
 * Sign-in while connecting (docs/EMBEDDED-WALLET.md, "Sign-in while connecting"): the host page sends the
 * EIP-4361 fields without the account (GET_USER's or CONNECT_SOCIAL's `siwxMessage`); the secure site writes
 * the text for the user's own address and signs it (EIP-191, the key RPC requests are signed with), inside
 * the server, so the key never leaves it.
 *
 * The domain must be the host page's: the frame knows its parent's origin for certain, the page's fields are
 * only claims. Otherwise a phishing page could have the user sign a sign-in for the site it imitates.
 */
import { BaseError } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { FRAME_ERROR_MESSAGES } from '../../../domain/entities/frame/frame-error.js';
import type { FrameSiwxMessage } from '../../../domain/entities/frame/frame-sign-in.schema.js';
import { PublicError } from '../../mail/http-server.js';

/** Word for word what the page reads (it then connects without the sign-in, and the sign view asks). */
export const SIWX_MESSAGES = {
  otherSite: FRAME_ERROR_MESSAGES.signInForAnotherSite,
  invalid: FRAME_ERROR_MESSAGES.invalidSignIn,
} as const;

export type SignedSiwx = { message: string; signature: `0x${string}` };

const date = (value: string | undefined): Date | undefined => {
  if (value === undefined) return undefined;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) throw new PublicError(400, SIWX_MESSAGES.invalid);
  return parsed;
};

/** The EIP-4361 text for `address`, or a PublicError when the message is for another site or malformed. */
export function formatSiwx(address: `0x${string}`, siwx: FrameSiwxMessage, hostOrigin: string): string {
  if (siwx.domain !== new URL(hostOrigin).host) throw new PublicError(400, SIWX_MESSAGES.otherSite);
  const { chainId, issuedAt, expirationTime, notBefore, version, ...fields } = siwx;
  if (version !== '1') throw new PublicError(400, SIWX_MESSAGES.invalid);
  try {
    return createSiweMessage({
      ...fields,
      version,
      address,
      chainId: Number(chainId.slice('eip155:'.length)),
      issuedAt: date(issuedAt),
      expirationTime: date(expirationTime),
      notBefore: date(notBefore),
    });
  } catch (error) {
    // viem refuses a domain or URI that is not one, a statement with a line break: the page's exact words.
    if (error instanceof BaseError) throw new PublicError(400, SIWX_MESSAGES.invalid);
    throw error;
  }
}

export async function signSiwx(account: PrivateKeyAccount, siwx: FrameSiwxMessage, hostOrigin: string): Promise<SignedSiwx> {
  const message = formatSiwx(account.address, siwx, hostOrigin);
  return { message, signature: await account.signMessage({ message }) };
}
