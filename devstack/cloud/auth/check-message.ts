/**
 * The signed text must be the sign-in message `data` describes, and valid now. viem's verifySiweMessage checks
 * some of this too, but only answers false; these checks name the failing field in the 401.
 */
import { isAddressEqual, type Hex } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import type { SiweMessage } from 'viem/siwe';
import { unauthorized } from './auth-error.js';
import type { SignInData } from './sign-in-body.schema.js';

export type CheckedMessage = SiweMessage;

/** Parses `message` and compares it with `data`; 401 'message' when it does not parse, else the field's name. */
export function messageMatchingData(message: string, data: SignInData): CheckedMessage {
  const parsed = parseSiweMessage(message);
  const { address, chainId, domain, nonce, uri, version } = parsed;
  if (!address || chainId === undefined || !domain || !nonce || !uri || version !== '1') {
    throw unauthorized('message', 'The message is not an EIP-4361 sign-in message');
  }
  if (!sameAddress(address, data.accountAddress)) throw unauthorized('accountAddress', 'The message is signed for another address than data.accountAddress');
  if (`eip155:${chainId}` !== data.chainId) throw unauthorized('chainId', `The message names chain ${chainId}, data ${data.chainId}`);
  if (nonce !== data.nonce) throw unauthorized('nonce', 'The message nonce differs from data.nonce');
  if (domain !== data.domain) throw unauthorized('domain', 'The message domain differs from data.domain');
  if (uri !== data.uri) throw unauthorized('uri', 'The message uri differs from data.uri');
  return { ...parsed, address, chainId, domain, nonce, uri, version };
}

/** isAddressEqual throws on a malformed address instead of answering false. */
function sameAddress(a: string, b: string): boolean {
  try {
    return isAddressEqual(a as Hex, b as Hex);
  } catch {
    return false;
  }
}

/**
 * How far a message's `issuedAt` may lie ahead of the cloud's clock: the wallet's page and the server keep
 * their own clocks, so a few seconds ahead is drift, not a lie. A message dated later than this was made for
 * use later (or by a page whose clock cannot be trusted), and a real sign-in server refuses it.
 */
export const ISSUED_AT_SKEW_MS = 60_000;

/**
 * 401 'issuedAt' when the message claims to be issued later than now (beyond ISSUED_AT_SKEW_MS),
 * 'expirationTime' once it expired, 'notBefore' before it becomes valid.
 */
export function checkMessageTime(message: Pick<CheckedMessage, 'issuedAt' | 'expirationTime' | 'notBefore'>, now: Date): void {
  const { issuedAt, expirationTime, notBefore } = message;
  if (issuedAt !== undefined && (Number.isNaN(issuedAt.getTime()) || issuedAt.getTime() > now.getTime() + ISSUED_AT_SKEW_MS)) {
    throw unauthorized('issuedAt', 'The message is issued in the future');
  }
  if (expirationTime !== undefined && (Number.isNaN(expirationTime.getTime()) || now >= expirationTime)) {
    throw unauthorized('expirationTime', 'The message has expired');
  }
  if (notBefore !== undefined && (Number.isNaN(notBefore.getTime()) || now < notBefore)) {
    throw unauthorized('notBefore', 'The message is not valid yet');
  }
}
