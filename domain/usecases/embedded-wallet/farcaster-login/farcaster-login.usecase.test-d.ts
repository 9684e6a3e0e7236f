/**
 * Type tests (checked by the typecheck, not run): the Farcaster login's commands never throw, and the failure
 * its state shows is always the one code.
 */
import { expectTypeOf } from 'vitest';
import type { FarcasterLoginState, FarcasterLoginUseCase, OpenFarcasterErrorType, RetryFarcasterLoginErrorType } from './index.js';

declare const useCase: FarcasterLoginUseCase;
declare const state: FarcasterLoginState;

expectTypeOf<RetryFarcasterLoginErrorType>().toBeNever();
expectTypeOf<OpenFarcasterErrorType>().toBeNever();
expectTypeOf(useCase.retry).returns.toBeVoid();
expectTypeOf(useCase.openFarcaster).returns.toBeBoolean();

if (state.error) {
  expectTypeOf(state.error.code).toEqualTypeOf<'FARCASTER_CONNECT_FAILED'>();
  // @ts-expect-error the Farcaster login shows no other code
  if (state.error.code === 'CONNECT_FAILED') throw state.error;
}
