import { apiErrorResponseSchema } from '../../../domain/entities/api/blockchain-api.schema.js';

/** Asserts the CONTRACTS.md error body and answers the reason names. */
export function reasonNames(body: unknown): string[] {
  const parsed = apiErrorResponseSchema.parse(body);
  if (parsed.status !== 'ERROR') throw new Error(`Expected status ERROR, got ${String(parsed.status)}`);
  return parsed.reasons.map((reason) => reason.name);
}
