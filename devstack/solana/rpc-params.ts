/**
 * The positional params of the RPC methods, checked as a node checks them: a missing argument, a wrong type,
 * an address or signature that is not base58 of the right length are each a -32602 with the node's wording.
 */
import { z } from 'zod';
import { fromBase58 } from './decode-transaction.js';
import { invalidParams } from './rpc-error.js';

/** Reads the params array: `at(index, schema)` checks one argument, `required` counts the mandatory ones. */
export function positional(params: unknown, required: number): <T>(index: number, schema: z.ZodType<T>) => T {
  if (params !== undefined && !Array.isArray(params)) throw invalidParams('Invalid params: invalid type: map, expected a sequence.');
  const list = (params ?? []) as unknown[];
  if (list.length < required) throw invalidParams(`\`params\` should have at least ${required} argument(s)`);
  return (index, schema) => {
    const parsed = schema.safeParse(list[index]);
    if (!parsed.success) throw invalidParams(`Invalid params: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`).join('; ')}.`);
    return parsed.data;
  };
}

function base58OfLength(length: number, what: string): z.ZodType<string> {
  return z.string().superRefine((text, context) => {
    const bytes = fromBase58(text);
    if (!bytes) context.addIssue({ code: 'custom', message: `Invalid param: Invalid ${what}` });
    else if (bytes.length !== length) context.addIssue({ code: 'custom', message: `Invalid param: WrongSize ${what}` });
  });
}

export const pubkeyParam = base58OfLength(32, 'pubkey');
export const signatureParam = base58OfLength(64, 'signature');

const commitment = z.enum(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max']).optional();

export const commitmentConfig = z.object({ commitment, minContextSlot: z.number().int().nonnegative().optional() }).loose().optional();

export const accountEncoding = z.enum(['base58', 'base64', 'base64+zstd', 'jsonParsed']);

export const accountConfig = z
  .object({
    commitment,
    encoding: accountEncoding.optional(),
    dataSlice: z.object({ offset: z.number().int().nonnegative(), length: z.number().int().nonnegative() }).optional(),
    minContextSlot: z.number().int().nonnegative().optional(),
  })
  .loose()
  .optional();

export const sendConfig = z
  .object({
    encoding: z.enum(['base58', 'base64']).optional(),
    skipPreflight: z.boolean().optional(),
    preflightCommitment: commitment,
    maxRetries: z.number().int().nonnegative().optional(),
    minContextSlot: z.number().int().nonnegative().optional(),
  })
  .loose()
  .optional();

export const simulateConfig = z
  .object({
    encoding: z.enum(['base58', 'base64']).optional(),
    sigVerify: z.boolean().optional(),
    replaceRecentBlockhash: z.boolean().optional(),
    commitment,
    accounts: z.object({ addresses: z.array(pubkeyParam), encoding: accountEncoding.optional() }).optional(),
    innerInstructions: z.boolean().optional(),
    minContextSlot: z.number().int().nonnegative().optional(),
  })
  .loose()
  .optional();

export const transactionConfig = z
  .object({
    encoding: z.enum(['json', 'jsonParsed', 'base58', 'base64']).optional(),
    commitment,
    maxSupportedTransactionVersion: z.number().int().nonnegative().optional(),
  })
  .loose()
  .optional();

export const signaturesForAddressConfig = z
  .object({
    limit: z.number().int().min(1).max(1000).optional(),
    before: signatureParam.optional(),
    until: signatureParam.optional(),
    commitment,
    minContextSlot: z.number().int().nonnegative().optional(),
  })
  .loose()
  .optional();

export const tokenAccountsFilter = z.union([z.object({ mint: pubkeyParam }).strict(), z.object({ programId: pubkeyParam }).strict()]);

/** The largest transaction a node takes: 1,232 bytes (one packet), and its encodings' lengths. */
const MAX_TRANSACTION_BYTES = 1232;
const MAX_ENCODED = { base58: 1683, base64: 1644 } as const;

/** The bytes of an encoded transaction or message, refused as a node refuses a bad or oversized one. */
export function decodeWire(text: string, encoding: 'base58' | 'base64', what = 'solana_transaction::versioned::VersionedTransaction'): Uint8Array {
  if (text.length > MAX_ENCODED[encoding]) {
    throw invalidParams(`${encoding} encoded ${what} too large: ${text.length} bytes (max: encoded/raw ${MAX_ENCODED[encoding]}/${MAX_TRANSACTION_BYTES})`);
  }
  if (encoding === 'base58') {
    const bytes = fromBase58(text);
    if (!bytes) throw invalidParams(`invalid base58 encoding: InvalidCharacter`);
    return bytes;
  }
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) throw invalidParams('invalid base64 encoding: InvalidByte');
  return Uint8Array.from(Buffer.from(text, 'base64'));
}
