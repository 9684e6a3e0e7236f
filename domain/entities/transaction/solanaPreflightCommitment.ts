import { z } from 'zod/mini';
import { SOLANA_PREFLIGHT_COMMITMENTS } from '../constants.js';
import { lazySchema } from '../validation/lazySchema.js';

/** The commitment levels a Solana signAndSend preflight accepts. */
export const solanaPreflightCommitmentSchema = lazySchema(() => z.enum(SOLANA_PREFLIGHT_COMMITMENTS));
export type SolanaPreflightCommitment = z.infer<typeof solanaPreflightCommitmentSchema>;

const commitments: ReadonlySet<string> = new Set(SOLANA_PREFLIGHT_COMMITMENTS);

/** True when `value` is one of SOLANA_PREFLIGHT_COMMITMENTS (case-sensitive). */
export function isSolanaPreflightCommitment(value: unknown): value is SolanaPreflightCommitment {
  return typeof value === 'string' && commitments.has(value);
}
