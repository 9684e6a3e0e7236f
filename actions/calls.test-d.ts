/**
 * Type tests (checked by the typecheck, not run): the batch actions take and answer wagmi's shapes, and their
 * error types name the codes a page can narrow on.
 */
import { expectTypeOf } from 'vitest';
import type { WalletportClient } from '../client/walletport-client.js';
import type { ErrorCode } from '../domain/entities/errors/catalogue.js';
import { getCallsStatus, type GetCallsStatusErrorType } from './getCallsStatus.js';
import { getCapabilities } from './getCapabilities.js';
import { sendCalls, type SendCallsErrorType, type SendCallsParameters } from './sendCalls.js';
import { waitForCallsStatus } from './waitForCallsStatus.js';

declare const client: WalletportClient;

export async function shapes(): Promise<void> {
  const { id, capabilities } = await sendCalls(client, {
    calls: [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n, data: '0x' }],
    capabilities: { paymasterService: { url: 'https://paymaster.example' } },
    forceAtomic: true,
    chainId: 1,
  });
  expectTypeOf(id).toEqualTypeOf<string>();
  expectTypeOf(capabilities).toEqualTypeOf<Record<string, unknown> | undefined>();

  const status = await getCallsStatus(client, { id });
  expectTypeOf(status.status).toEqualTypeOf<'pending' | 'success' | 'failure'>();
  expectTypeOf(status.statusCode).toEqualTypeOf<number>();
  expectTypeOf(status.atomic).toEqualTypeOf<boolean>();
  expectTypeOf(status.receipts[0]!.blockNumber).toEqualTypeOf<bigint | undefined>();
  expectTypeOf(status.receipts[0]!.status).toEqualTypeOf<'success' | 'reverted'>();

  const final = await waitForCallsStatus(client, { id, pollingInterval: 500, onStatus: (read) => expectTypeOf(read).toEqualTypeOf(status) });
  expectTypeOf(final).toEqualTypeOf(status);

  const everyChain = await getCapabilities(client);
  expectTypeOf(everyChain).toEqualTypeOf<Record<number, Record<string, Record<string, unknown>>>>();
  const oneChain = await getCapabilities(client, { account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1 });
  expectTypeOf(oneChain).toEqualTypeOf<Record<string, Record<string, unknown>>>();
}

export function calls(): void {
  // @ts-expect-error a call needs a 0x `to`
  const noTo: SendCallsParameters = { calls: [{ data: '0x' }] };
  // @ts-expect-error values are bigints, as in viem
  const numberValue: SendCallsParameters = { calls: [{ to: '0x01', value: 1 }] };
  void noTo;
  void numberValue;
}

export function errors(error: SendCallsErrorType, statusError: GetCallsStatusErrorType): void {
  expectTypeOf(error.code).toMatchTypeOf<ErrorCode>();
  if (statusError.code === 'CALL_STATUS_NOT_APPROVED') expectTypeOf(statusError.shortMessage).toEqualTypeOf<string>();
}
