/** The body of POST /auth/v1/authenticate (CONTRACTS.md "Sign-in server", data as SPEC.md §3 "Sign-in session"). */
import { z } from 'zod';
import { caip122Family } from '../../../domain/entities/siwx/caip122-families.js';
import { caipNetworkIdSchema, evmAddressSchema } from '../http/common-schemas.js';

const isoTime = z.iso.datetime({ offset: true, error: 'Expected an ISO 8601 date-time' });
const shortText = (max: number) => z.string().min(1).max(max);
const solanaAddressSchema = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Expected a base58 Solana address');
/** A Polkadot (SS58), Cosmos (bech32) or Bitcoin address: whichever family's rule the text meets. */
const familyAddressSchema = z
  .string()
  .max(128)
  .refine((address) => (['polkadot', 'cosmos', 'bip122'] as const).some((namespace) => caip122Family(namespace).isAddress(address)), 'Expected a Polkadot, Cosmos or Bitcoin address');

export const signInDataSchema = z.object({
  // An eip155 address, a solana one (32 to 44 base58 characters), or a polkadot, cosmos or bip122 one; which
  // one the chain needs is checked against the signed message.
  accountAddress: z.union([evmAddressSchema, solanaAddressSchema, familyAddressSchema]),
  chainId: caipNetworkIdSchema,
  uri: shortText(2048),
  version: z.literal('1', { error: 'Only message version 1 exists' }),
  domain: shortText(256),
  nonce: shortText(256),
  issuedAt: isoTime.optional(),
  expirationTime: isoTime.optional(),
  notBefore: isoTime.optional(),
  requestId: z.string().max(256).optional(),
  resources: z.array(z.string().max(2048)).max(64).optional(),
  statement: z.string().max(4096).optional(),
});
export type SignInData = z.infer<typeof signInDataSchema>;

/** Who signed: kept loose past `type`, since the product forwards what the wallet reports. */
const walletInfoSchema = z.union([
  z.looseObject({ type: z.enum(['walletconnect', 'extension', 'unknown']), name: z.string().max(256).optional(), icon: z.string().max(100_000).optional() }),
  z.looseObject({ type: z.literal('social'), social: z.string().max(64), identifier: z.string().max(256) }),
]);

export const authenticateBodySchema = z.object({
  data: signInDataSchema,
  message: z.string().min(1).max(16_384),
  // ERC-6492 signatures wrap factory calldata, so they can be far longer than 65 bytes. A solana signature is
  // 64 bytes in base58 (at most 88 characters); a polkadot one hex like eip155's; a bip122 one the base64
  // BIP-322 witness (optionally behind `smp`); a cosmos one an amino StdSignature as JSON.
  signature: z.union([
    z.string().regex(/^0x(?:[0-9a-fA-F]{2})+$/, 'Expected a 0x-prefixed hex signature').max(200_000),
    z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/, 'Expected a base58 ed25519 signature'),
    // Padded base64 of at least 64 bytes: a witness holds a 64-byte Schnorr or a DER signature and a key.
    z.string().regex(/^(?:smp)?(?:[A-Za-z0-9+/]{4}){16,}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, 'Expected a base64 BIP-322 signature').max(1_400),
    z.string().regex(/^\{[^\n]*\}$/, 'Expected an ADR-036 StdSignature as JSON').max(1_000),
  ]),
  clientId: z.string().max(256).nullable().optional(),
  walletInfo: walletInfoSchema.optional(),
});
export type AuthenticateBody = z.infer<typeof authenticateBodySchema>;
