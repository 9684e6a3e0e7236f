/**
 * Type tests (checked by the typecheck, not run): what loading the embedded wallet's frame can reject with,
 * so a caller's switch on the code is checked.
 */
import { expectTypeOf } from 'vitest';
import type { WalletportError } from '../../../entities/errors/base.error.js';
import type { EmbeddedWalletUseCase, EnsureOriginAllowedErrorType, PrepareEmbeddedWalletErrorType } from './index.js';

declare const useCase: EmbeddedWalletUseCase;
declare const originError: EnsureOriginAllowedErrorType;
declare const prepareError: PrepareEmbeddedWalletErrorType;

expectTypeOf(useCase.ensureOriginAllowed).returns.toEqualTypeOf<Promise<void>>();
expectTypeOf(useCase.prepare).returns.toEqualTypeOf<Promise<void>>();

expectTypeOf(originError.code).toEqualTypeOf<'UNVERIFIED_DOMAIN' | 'RATE_LIMITED' | 'SERVER_ERROR'>();
expectTypeOf(prepareError.code).toEqualTypeOf<'UNVERIFIED_DOMAIN' | 'RATE_LIMITED' | 'SERVER_ERROR' | 'IFRAME_LOAD_FAILED' | 'REQUEST_ABORTED'>();
// The origin check's failures are among the frame's.
expectTypeOf<EnsureOriginAllowedErrorType>().toMatchTypeOf<PrepareEmbeddedWalletErrorType>();
// Each one is a WalletportError a caller can narrow.
expectTypeOf<PrepareEmbeddedWalletErrorType>().toMatchTypeOf<WalletportError>();

export function describeFailure(error: PrepareEmbeddedWalletErrorType): string {
  switch (error.code) {
    case 'IFRAME_LOAD_FAILED':
    case 'REQUEST_ABORTED':
      return 'frame';
    case 'UNVERIFIED_DOMAIN':
    case 'RATE_LIMITED':
    case 'SERVER_ERROR':
      return 'origin';
    // @ts-expect-error a code loading the frame never rejects with
    case 'CONNECTION_REJECTED':
      return 'never';
  }
}
