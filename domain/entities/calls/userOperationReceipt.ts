/**
 * A bundler's answer to `eth_getUserOperationReceipt` (ERC-4337), checked at the edge and read as a calls
 * status: null while the operation is not in a block (pending, 100); once included, one atomic user operation
 * with the bundle transaction's receipt, 200 when the operation succeeded and 500 when its execution reverted
 * (the bundle transaction itself succeeds either way, so the operation's own `success` decides).
 */
import { z } from 'zod/mini';
import { walletportError } from '../errors/catalogue.js';
import type { WalletportError } from '../errors/base.error.js';
import { lazySchema } from '../validation/lazySchema.js';
import type { CallsStatus } from './callsStatus.js';
import { toCallsReceipt, wireReceiptSchema } from './callsStatus.schema.js';

const userOperationReceiptSchema = lazySchema(() => z.nullable(
  z.looseObject({
    userOpHash: z.optional(z.string()),
    success: z.boolean(),
    receipt: wireReceiptSchema,
  }),
));

export type CallsStatusFromUserOperationReceiptParameters = {
  /** The user operation hash the wallet answered as the batch id. */
  id: string;
  /** The bundler's JSON-RPC result, unchecked. */
  answer: unknown;
  /** Decimal chain id the bundler serves. */
  chainId: number | undefined;
};
export type CallsStatusFromUserOperationReceiptReturnType = CallsStatus;
/** The answer is neither null nor a user operation receipt. */
export type CallsStatusFromUserOperationReceiptErrorType = WalletportError<'INVALID_RESPONSE'>;

export function callsStatusFromUserOperationReceipt({
  id,
  answer,
  chainId,
}: CallsStatusFromUserOperationReceiptParameters): CallsStatusFromUserOperationReceiptReturnType {
  const parsed = userOperationReceiptSchema.safeParse(answer);
  if (!parsed.success) throw walletportError('INVALID_RESPONSE', ['eth_getUserOperationReceipt'], { cause: parsed.error });
  const base = { id, atomic: true, chainId, capabilities: undefined };
  if (parsed.data === null) return { ...base, statusCode: 100, status: 'pending', receipts: [] };
  const { success, receipt } = parsed.data;
  return {
    ...base,
    statusCode: success ? 200 : 500,
    status: success ? 'success' : 'failure',
    receipts: [toCallsReceipt({ receipt, succeeded: success })],
  };
}
