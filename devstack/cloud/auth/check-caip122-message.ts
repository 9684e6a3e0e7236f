/**
 * A CAIP-122 sign-in's text against its data, for every non-EVM family (Solana, Polkadot, Cosmos, Bitcoin):
 * the text must be the family's message (domain/entities/siwx/caip122-message.ts) and say what `data` says.
 * Each failure is a 401 naming the field, as for eip155.
 */
import { parseCaip122Message, type Caip122Family } from '../../../domain/entities/siwx/caip122-message.js';
import { unauthorized } from './auth-error.js';
import type { SignInData } from './sign-in-body.schema.js';

/** What a checked CAIP-122 message says, in the session token's terms. */
export type CheckedCaip122Message = {
  address: string;
  /** The CAIP-2 id (`solana:<reference>`, `polkadot:<genesis>`...). */
  caip2Network: string;
  domain: string;
  uri: string;
  nonce: string;
  issuedAt: Date | undefined;
  expirationTime: Date | undefined;
  notBefore: Date | undefined;
};

/** Parses `message` as `family`'s and compares it with `data`; 401 'message' when it is none, else the field's name. */
export function caip122MessageMatchingData(family: Caip122Family, message: string, data: SignInData): CheckedCaip122Message {
  const signed = parseCaip122Message({ family, text: message });
  if (!signed) throw unauthorized('message', `The message is not a ${family.messageName} message`);
  // Addresses compare as written: base58 and SS58 are case-sensitive; the families refuse upper-case bech32.
  if (signed.accountAddress !== data.accountAddress) throw unauthorized('accountAddress', 'The message is signed for another address than data.accountAddress');
  if (signed.chainId !== data.chainId) throw unauthorized('chainId', `The message names chain ${signed.chainId}, data ${data.chainId}`);
  if (signed.nonce !== data.nonce) throw unauthorized('nonce', 'The message nonce differs from data.nonce');
  if (signed.domain !== data.domain) throw unauthorized('domain', 'The message domain differs from data.domain');
  if (signed.uri !== data.uri) throw unauthorized('uri', 'The message uri differs from data.uri');
  return {
    address: signed.accountAddress,
    caip2Network: signed.chainId,
    domain: signed.domain,
    uri: signed.uri,
    nonce: signed.nonce,
    issuedAt: toDate(signed.issuedAt),
    expirationTime: toDate(signed.expirationTime),
    notBefore: toDate(signed.notBefore),
  };
}

function toDate(value: string | undefined): Date | undefined {
  return value === undefined ? undefined : new Date(value);
}
