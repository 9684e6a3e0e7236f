/**
 * Waits for a wallet_sendCalls batch (EIP-5792) whose id is not a transaction hash: asks the wallet for
 * wallet_getCallsStatus every RETRY_INTERVAL_MS until the batch is final, at most the confirmation timeout
 * (SPEC.md section 9). Resolves true when the batch landed on chain (receipts or a confirmed status: the
 * balances moved, even for a reverted call), false when it failed off chain or no final status came in time.
 * The wallet's answer is checked with zod; a malformed or failing answer counts as "not final yet".
 */
import { z } from 'zod/mini';
import type { Scheduler } from '../../../ports/scheduler.port.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import { RETRY_INTERVAL_MS, TRANSACTION_CONFIRMATION_TIMEOUT_MS } from '../../entities/constants.js';
import { lazySchema } from '../../entities/validation/lazySchema.js';

const callsStatusSchema = lazySchema(() => z.looseObject({
  // EIP-5792: 100 pending, 200 confirmed, 400 failed off chain, 500 reverted, 600 partly reverted. Early
  // drafts answered 'PENDING' or 'CONFIRMED'.
  status: z.union([z.number(), z.string()]),
  receipts: z.optional(z.array(z.looseObject({ transactionHash: z.optional(z.string()) }))),
}));

export type WaitForCallsBatchParameters = {
  provider: Eip1193Provider;
  id: string;
  scheduler: Pick<Scheduler, 'schedule'>;
};

export async function waitForCallsBatch({ provider, id, scheduler }: WaitForCallsBatchParameters): Promise<boolean> {
  for (let waited = RETRY_INTERVAL_MS; waited <= TRANSACTION_CONFIRMATION_TIMEOUT_MS; waited += RETRY_INTERVAL_MS) {
    await new Promise<void>((resolve) => scheduler.schedule(resolve, RETRY_INTERVAL_MS));
    const answer = callsStatusSchema.safeParse(await provider.request({ method: 'wallet_getCallsStatus', params: [id] }).catch(() => undefined));
    if (!answer.success) continue;
    const { status, receipts = [] } = answer.data;
    if (receipts.length > 0 || status === 200 || status === 500 || status === 600 || status === 'CONFIRMED') return true;
    if (typeof status === 'number' && status >= 400) return false;
  }
  return false;
}
