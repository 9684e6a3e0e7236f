/**
 * The one door to an EIP-1193 provider: every request goes through here, so every rejection comes out as a
 * typed WalletportError (`parseWalletError`: 4001 becomes UserRejectedRequestError, and so on), and every
 * answer can be checked against a zod schema before anything else reads it.
 */
import type { z } from 'zod/mini';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { parseWalletError } from '../../../domain/entities/errors/rpc-errors.js';
import { ensureZodMessages } from '../../../domain/entities/validation/zod-messages.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';

/** Sends one request; a rejection (or a synchronous throw) becomes a typed wallet error. */
export async function requestWallet(
  provider: Eip1193Provider,
  method: string,
  params?: readonly unknown[],
): Promise<unknown> {
  try {
    return await provider.request(params === undefined ? { method } : { method, params });
  } catch (error) {
    throw parseWalletError(error);
  }
}

/**
 * Checks a wallet's answer to `method`; a malformed one becomes INVALID_RESPONSE ('Invalid response from
 * <method>'), never a crash further in.
 */
export function parseWalletAnswer<TOutput>(schema: z.ZodMiniType<TOutput>, answer: unknown, method: string): TOutput {
  ensureZodMessages();
  let result: ReturnType<typeof schema.safeParse>;
  try {
    result = schema.safeParse(answer);
  } catch {
    // A hostile answer (a Proxy whose traps throw) lands here.
    throw walletportError('INVALID_RESPONSE', [method], { details: 'The answer could not be read' });
  }
  if (!result.success) {
    throw walletportError('INVALID_RESPONSE', [method], { details: result.error.issues[0]?.message });
  }
  return result.data;
}
