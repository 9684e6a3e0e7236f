/**
 * The parameters of sats-connect's methods as the wallet accepts them: every byte comes from the page, so each
 * is checked with zod before the wallet acts on it (a failure answers -32602).
 */
import { z } from 'zod';

const address = z.string().min(1).max(100);
const purposes = z.array(z.string().max(20)).min(1).max(5);

export const accountsParams = z.object({ purposes, message: z.string().max(1_000).optional() }).passthrough();
export const connectParams = z.object({ addresses: purposes.optional(), message: z.string().max(1_000).optional() }).passthrough().nullish();

export const signMessageParams = z.object({
  address,
  message: z.string().max(100_000),
  protocol: z.enum(['BIP322', 'ECDSA']).optional(),
});

export const signPsbtParams = z.object({
  psbt: z.string().min(1).max(1_000_000),
  signInputs: z.record(address, z.array(z.number().int().min(0).max(10_000)).max(10_000)).optional(),
  broadcast: z.boolean().optional(),
});

export const sendTransferParams = z.object({
  recipients: z
    .array(z.object({ address, amount: z.union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^[1-9][0-9]{0,15}$/)]) }))
    .min(1)
    .max(100),
});
