/**
 * The wallet's answer to `wallet_getCallsStatus` (EIP-5792), checked at the edge and turned into CallsStatus.
 * Receipts carry hex quantities on the wire (EIP-1474); the page gets bigints, as from viem.
 */
import { z } from 'zod/mini';
import { walletportError } from '../errors/catalogue.js';
import type { WalletportError } from '../errors/base.error.js';
import { lazySchema } from '../validation/lazySchema.js';
import { callsStatusCodeOf, callsStatusKindOf, type CallsReceipt, type CallsStatus } from './callsStatus.js';

const HEX_QUANTITY = /^0x[0-9a-fA-F]+$/;
const hash = lazySchema(() => z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)));
const quantity = lazySchema(() => z.optional(z.union([z.string().check(z.regex(HEX_QUANTITY)), z.number(), z.bigint()])));
const log = lazySchema(() => z.looseObject({ address: z.string(), data: z.string(), topics: z.array(z.string()) }));

/** A receipt as wallets and bundlers send it (EIP-1474 transaction receipt, the fields a page reads). */
export const wireReceiptSchema = lazySchema(() => z.looseObject({
  transactionHash: hash,
  blockHash: z.optional(hash),
  blockNumber: quantity,
  gasUsed: quantity,
  // '0x1' / '0x0' on the wire; some wallets answer viem's words.
  status: z.optional(z.union([z.string(), z.number()])),
  logs: z.optional(z.array(log)),
}));
export type WireReceipt = z.infer<typeof wireReceiptSchema>;

const callsStatusAnswerSchema = lazySchema(() => z.looseObject({
  id: z.optional(z.string()),
  chainId: quantity,
  status: z.union([z.number(), z.string()]),
  atomic: z.optional(z.boolean()),
  receipts: z.optional(z.array(wireReceiptSchema)),
  capabilities: z.optional(z.record(z.string(), z.unknown())),
}));

export type ParseCallsStatusParameters = { id: string; answer: unknown };
export type ParseCallsStatusReturnType = CallsStatus;
/** The answer is not a calls status (INVALID_RESPONSE names the method). */
export type ParseCallsStatusErrorType = WalletportError<'INVALID_RESPONSE'>;

export function parseCallsStatus({ id, answer }: ParseCallsStatusParameters): ParseCallsStatusReturnType {
  const parsed = callsStatusAnswerSchema.safeParse(answer);
  const statusCode = parsed.success ? callsStatusCodeOf({ status: parsed.data.status }) : undefined;
  if (!parsed.success || statusCode === undefined) {
    throw walletportError('INVALID_RESPONSE', ['wallet_getCallsStatus'], parsed.success ? {} : { cause: parsed.error });
  }
  const { chainId, atomic, receipts = [], capabilities } = parsed.data;
  return {
    id: parsed.data.id ?? id,
    statusCode,
    status: callsStatusKindOf({ statusCode }),
    // Version 1 answers had no `atomic`; one receipt for several calls is the only sign, so say so only then.
    atomic: atomic ?? false,
    chainId: chainId === undefined ? undefined : Number(BigInt(chainId)),
    receipts: receipts.map((receipt) => toCallsReceipt({ receipt })),
    capabilities,
  };
}

export type ToCallsReceiptParameters = {
  receipt: WireReceipt;
  /** The outcome when something else decides it (a user operation's own `success`), else the receipt's status. */
  succeeded?: boolean | undefined;
};
export type ToCallsReceiptReturnType = CallsReceipt;
export type ToCallsReceiptErrorType = never;

/** A checked wire receipt with bigint quantities and viem's status words. */
export function toCallsReceipt({ receipt, succeeded }: ToCallsReceiptParameters): ToCallsReceiptReturnType {
  const big = (value: string | number | bigint | undefined) => (value === undefined ? undefined : BigInt(value));
  const reverted = succeeded === undefined ? receipt.status === '0x0' || receipt.status === 0 || receipt.status === 'reverted' : !succeeded;
  return {
    transactionHash: receipt.transactionHash as `0x${string}`,
    blockHash: receipt.blockHash as `0x${string}` | undefined,
    blockNumber: big(receipt.blockNumber),
    gasUsed: big(receipt.gasUsed),
    status: reverted ? 'reverted' : 'success',
    logs: (receipt.logs ?? []).map(({ address, data, topics }) => ({ address, data, topics })),
  };
}
