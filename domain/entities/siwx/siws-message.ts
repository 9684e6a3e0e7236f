/**
 * Sign-In-With-Solana messages: the CAIP-122 layout (caip122-message.ts) with the solana namespace, a base58
 * address and "Solana" in the header. Pure: the modal, the sign-in implementations and the devstack's server
 * share it.
 */
import { isSolanaAddress } from '../address/isSolanaAddress.js';
import { caip122DataProblem, formatCaip122Message, parseCaip122Message, type Caip122Family } from './caip122-message.js';
import type { SiwxMessageData } from './siwx-config.js';

export type SiwsMessageData = SiwxMessageData;

/** CAIP-2 with the solana namespace: the reference is the genesis hash's first 32 base58 characters. */
const SOLANA_CHAIN_ID = /^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/;

/** True when `chainId` is a Solana CAIP-2 id (a sign-in on it is a SIWS message). */
export function isSolanaChainId(chainId: string): boolean {
  return SOLANA_CHAIN_ID.test(chainId);
}

/** The Solana family of CAIP-122 messages. */
export const SOLANA_SIGN_IN_FAMILY: Caip122Family = {
  blockchain: 'Solana',
  messageName: 'Sign-In-With-Solana',
  isChainId: isSolanaChainId,
  isAddress: isSolanaAddress,
};

export type FormatSiwsMessageParameters = SiwsMessageData;
export type FormatSiwsMessageReturnType = string;
/** An Error naming the field that cannot be written into a message. */
export type FormatSiwsMessageErrorType = Error;

/** The message text of `data`; throws for a field that cannot be written (caip122-message.ts). */
export function formatSiwsMessage(data: FormatSiwsMessageParameters): FormatSiwsMessageReturnType {
  return formatCaip122Message({ family: SOLANA_SIGN_IN_FAMILY, data });
}

export type ParseSiwsMessageParameters = string;
/** The message's data, or undefined for text this module would not have written. */
export type ParseSiwsMessageReturnType = SiwsMessageData | undefined;

/** Reads a message back: exactly the CAIP-122 layout, every field by the builder's rules, nothing more. */
export function parseSiwsMessage(text: ParseSiwsMessageParameters): ParseSiwsMessageReturnType {
  return parseCaip122Message({ family: SOLANA_SIGN_IN_FAMILY, text });
}

/** The first field of `data` a message cannot hold, or undefined when every one fits. */
export function siwsDataProblem(data: SiwsMessageData): string | undefined {
  return caip122DataProblem({ family: SOLANA_SIGN_IN_FAMILY, data });
}
