/**
 * Sign-in messages: EIP-4361 for eip155 sign-ins, built with viem's siwe module (a maintained implementation,
 * not ours), and CAIP-122 for solana, polkadot, cosmos and bip122 ones (domain/entities/siwx/caip122-*.ts): the
 * message data the modal sends, and its exact text as the wallet signs it.
 */
import { getAddress } from 'viem';
import { createSiweMessage, generateSiweNonce } from 'viem/siwe';
import { caip122Family, caip122NamespaceOf } from '../../domain/entities/siwx/caip122-families.js';
import { formatCaip122Message } from '../../domain/entities/siwx/caip122-message.js';
import { formatSiwsMessage, isSolanaChainId } from '../../domain/entities/siwx/siws-message.js';
import type { SiwxMessage, SiwxMessageData, SiwxMessageInput } from '../../domain/entities/siwx/siwx-config.js';

export type MessageDefaults = {
  domain: string;
  uri: string;
  statement?: string | undefined;
  /** How long the sign-in stays valid, in ms. */
  expiresInMs: number;
  now: () => number;
};

/** A day: long enough not to ask on every visit, short enough that a stolen session does not last. */
export const DEFAULT_SIGN_IN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The message for an account on a chain, with `nonce` (a fresh one when omitted). */
export function buildSiwxMessage(input: SiwxMessageInput, defaults: MessageDefaults, nonce: string = generateSiweNonce()): SiwxMessage {
  const now = defaults.now();
  const data: SiwxMessageData = {
    accountAddress: input.accountAddress,
    chainId: input.chainId,
    domain: defaults.domain,
    uri: defaults.uri,
    version: '1',
    nonce,
    // An empty statement is none: the message then has no statement line.
    statement: defaults.statement === '' ? undefined : defaults.statement,
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + defaults.expiresInMs).toISOString(),
    notBefore: input.notBefore,
  };
  return { ...data, toString: () => formatSiwxMessage(data) };
}

/**
 * The text of message data: Sign-In-With-Solana on a solana chain, the family's CAIP-122 message on a
 * polkadot, cosmos or bip122 one, else EIP-4361 (eip155 only).
 */
export function formatSiwxMessage(data: SiwxMessageData): string {
  if (isSolanaChainId(data.chainId)) return formatSiwsMessage(data);
  const family = caip122NamespaceOf(data.chainId);
  if (family) return formatCaip122Message({ family: caip122Family(family), data });
  return createSiweMessage({
    address: getAddress(data.accountAddress),
    chainId: eip155ChainNumber(data.chainId),
    domain: data.domain,
    uri: data.uri,
    version: '1',
    nonce: data.nonce,
    statement: data.statement,
    resources: data.resources ? [...data.resources] : undefined,
    requestId: data.requestId,
    issuedAt: data.issuedAt ? new Date(data.issuedAt) : undefined,
    expirationTime: data.expirationTime ? new Date(data.expirationTime) : undefined,
    notBefore: data.notBefore ? new Date(data.notBefore) : undefined,
  });
}

/** `eip155:31337` -> 31337; anything else throws (only eip155 signs EIP-4361 messages). */
export function eip155ChainNumber(caipNetworkId: string): number {
  const match = /^eip155:(\d{1,20})$/.exec(caipNetworkId);
  if (!match?.[1]) throw new Error(`EIP-4361 sign-in messages are made for eip155 chains only, not ${caipNetworkId}`);
  return Number(match[1]);
}

/** The page's host and origin, read when asked (never at import). */
export function pageDefaults(): { domain: string; uri: string } {
  const location = (globalThis as { location?: { host?: string; origin?: string } }).location;
  return { domain: location?.host ?? 'localhost', uri: location?.origin ?? 'http://localhost' };
}
