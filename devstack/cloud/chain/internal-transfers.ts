/**
 * The ETH a transaction moved inside contract calls, for the history index: a user operation's transfers are
 * calls the smart account makes while the EntryPoint runs the bundler's handleOps (the transaction itself is
 * the bundler's, to the EntryPoint, with no value), and an EIP-7702 batch's are calls the delegated EOA makes
 * while it runs a call to itself. Neither shows in a block or a log, so the transaction is traced (anvil's
 * debug_traceTransaction with the callTracer), its answer checked, and every successful value call kept, but
 * the EntryPoint's own: the account's gas deposit and the bundler's refund are gas, not the account's transfers.
 */
import { getAddress, hexToBigInt, isAddressEqual, type Address, type Hex, type Log, type PublicClient } from 'viem';
import { z } from 'zod';
import { ENTRY_POINT_08_ADDRESS } from '../../chains/account-abstraction.js';
import type { IndexedTransfer } from './history-indexer.js';

/** keccak256('UserOperationEvent(bytes32,address,address,uint256,bool,uint256,uint256)'): one per user operation run. */
export const USER_OPERATION_EVENT_TOPIC = '0x49628fd1471006c1482da88028e9ce4dbb080b815c9b0344d39e5a8e6ec1419f';

/** The EntryPoint whose logs mark a bundle (its address is where the history indexer reads logs too). */
export const ENTRY_POINT_ADDRESS: Address = ENTRY_POINT_08_ADDRESS;

/** True for the EntryPoint's log of a user operation it ran. */
export function isUserOperationLog(log: Pick<Log, 'address' | 'topics'>): boolean {
  return isAddressEqual(log.address, ENTRY_POINT_ADDRESS) && log.topics[0] === USER_OPERATION_EVENT_TOPIC;
}

/** A call frame of the callTracer, as far as the index reads it. */
type CallFrame = { type: string; from: string; to?: string | undefined; value?: string | undefined; error?: string | undefined; calls?: CallFrame[] | undefined };

const HEX = /^0x[0-9a-fA-F]*$/;
const callFrameSchema: z.ZodType<CallFrame> = z.lazy(() =>
  z.object({
    type: z.string(),
    from: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
    to: z.string().regex(/^0x[0-9a-fA-F]{40}$/).optional(),
    value: z.string().regex(HEX).optional(),
    error: z.string().optional(),
    calls: z.array(callFrameSchema).optional(),
  }),
);

export type InternalTransfersParameters = { client: PublicClient; hash: Hex };
export type InternalTransfersReturnType = Promise<IndexedTransfer[]>;
/** A chain that cannot trace, or an answer off the callTracer's shape, rejects (the indexer logs and goes on). */
export type InternalTransfersErrorType = Error;

export async function internalTransfers({ client, hash }: InternalTransfersParameters): InternalTransfersReturnType {
  // A debug method is outside the public client's typed schema: asked untyped, its answer parsed below.
  const request = client.request as unknown as (args: { method: string; params: unknown[] }) => Promise<unknown>;
  const answer = await request({ method: 'debug_traceTransaction', params: [hash, { tracer: 'callTracer' }] });
  const top = callFrameSchema.parse(answer);
  const transfers: IndexedTransfer[] = [];
  // The top frame's value is the transaction's own, already indexed from the block.
  for (const frame of top.error === undefined ? (top.calls ?? []) : []) collect(frame, transfers);
  return transfers;
}

function collect(frame: CallFrame, transfers: IndexedTransfer[]): void {
  // A reverted call moved nothing, nor did anything it called.
  if (frame.error !== undefined) return;
  const value = frame.value === undefined || frame.value === '0x' ? 0n : hexToBigInt(frame.value as Hex);
  const gas = isAddressEqual(frame.from as Address, ENTRY_POINT_ADDRESS) || (frame.to !== undefined && isAddressEqual(frame.to as Address, ENTRY_POINT_ADDRESS));
  if (frame.type === 'CALL' && frame.to !== undefined && value > 0n && !gas) {
    transfers.push({ kind: 'native', contract: undefined, from: getAddress(frame.from), to: getAddress(frame.to), amount: value, tokenId: undefined });
  }
  for (const child of frame.calls ?? []) collect(child, transfers);
}
