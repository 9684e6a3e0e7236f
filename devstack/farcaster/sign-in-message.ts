/**
 * The Sign In With Farcaster message: an EIP-4361 (SIWE) message with Farcaster's fixed parts (statement
 * 'Farcaster Auth', chain id 10, one `farcaster://fid/<fid>` resource) and the channel's fields (domain,
 * siweUri, nonce, optional times and request id). The verifier (@farcaster/auth-client) refuses anything else.
 */
import type { Address } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import type { SignatureParams } from './relay/channels.js';

/** Farcaster's constants for the message; chain 10 is part of the format, not the chain that is read. */
export const SIWF_STATEMENT = 'Farcaster Auth';
export const SIWF_CHAIN_ID = 10;

export function fidResource(fid: number): string {
  return `farcaster://fid/${fid}`;
}

export function signInMessage(params: SignatureParams, signer: { fid: number; custody: Address }, issuedAt: Date): string {
  return createSiweMessage({
    domain: params.domain,
    address: signer.custody,
    statement: SIWF_STATEMENT,
    uri: params.siweUri,
    version: '1',
    chainId: SIWF_CHAIN_ID,
    nonce: params.nonce,
    issuedAt,
    ...(params.notBefore === undefined ? {} : { notBefore: new Date(params.notBefore) }),
    ...(params.expirationTime === undefined ? {} : { expirationTime: new Date(params.expirationTime) }),
    ...(params.requestId === undefined ? {} : { requestId: params.requestId }),
    resources: [fidResource(signer.fid)],
  });
}
