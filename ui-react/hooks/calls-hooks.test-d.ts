/**
 * Type tests (checked by the typecheck, not run): the batch hooks hand out the actions' shapes and typed errors.
 */
import { expectTypeOf } from 'vitest';
import type { CallsStatus } from '../../actions/getCallsStatus.js';
import type { GetCapabilitiesReturnType } from '../../actions/getCapabilities.js';
import type { SendCallsErrorType, SendCallsReturnType } from '../../actions/sendCalls.js';
import { useWalletportCallsStatus } from './useWalletportCallsStatus.js';
import { useWalletportCapabilities } from './useWalletportCapabilities.js';
import { useWalletportSendCalls } from './useWalletportSendCalls.js';

export function BatchTypeChecks() {
  const send = useWalletportSendCalls();
  expectTypeOf(send.data).toEqualTypeOf<SendCallsReturnType | undefined>();
  expectTypeOf(send.error).toEqualTypeOf<SendCallsErrorType | undefined>();
  expectTypeOf(send.status).toEqualTypeOf<'idle' | 'pending' | 'success' | 'error'>();
  void send.sendCalls({ calls: [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n }], forceAtomic: true });

  const status = useWalletportCallsStatus({ id: send.data?.id });
  expectTypeOf(status.data).toEqualTypeOf<CallsStatus | undefined>();
  if (status.data?.status === 'success') expectTypeOf(status.data.statusCode).toBeNumber();
  // @ts-expect-error a status EIP-5792 has no word for
  if (status.data?.status === 'confirmed') return null;

  const capabilities = useWalletportCapabilities({ chainId: 1 });
  expectTypeOf(capabilities.data).toEqualTypeOf<GetCapabilitiesReturnType | undefined>();
  return null;
}
