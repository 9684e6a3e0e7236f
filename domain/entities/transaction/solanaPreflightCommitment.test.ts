import { describe, expect, it } from 'vitest';
import { SOLANA_PREFLIGHT_COMMITMENTS } from '../constants.js';
import { isSolanaPreflightCommitment, solanaPreflightCommitmentSchema } from './solanaPreflightCommitment.js';

describe('Solana preflight commitment', () => {
  it.each(SOLANA_PREFLIGHT_COMMITMENTS)('accepts %s', (commitment) => {
    expect(isSolanaPreflightCommitment(commitment)).toBe(true);
    expect(solanaPreflightCommitmentSchema.parse(commitment)).toBe(commitment);
  });

  it.each(['Finalized', 'final', '', 'toString', undefined, 1])('rejects %s', (value) => {
    expect(isSolanaPreflightCommitment(value)).toBe(false);
    expect(solanaPreflightCommitmentSchema.safeParse(value).success).toBe(false);
  });
});
