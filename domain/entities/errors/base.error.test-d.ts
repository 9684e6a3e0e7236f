/**
 * Type tests (checked by the typecheck of the test command, not run): the error's code is typed.
 */
import { expectTypeOf } from 'vitest';
import { isWalletportError, WalletportError } from './base.error.js';
import type { ErrorCode } from './catalogue.js';
import { UserRejectedRequestError } from './rpc-errors.js';

declare const caught: unknown;

// After `instanceof`, the code is one of the catalogue's, not `any`.
if (caught instanceof WalletportError) {
  expectTypeOf(caught.code).toEqualTypeOf<ErrorCode>();
}

// A subclass narrows to itself.
if (caught instanceof UserRejectedRequestError) {
  expectTypeOf(caught.code).toEqualTypeOf<'USER_REJECTED_REQUEST'>();
  expectTypeOf(caught.rpcCode).toEqualTypeOf<4001>();
}

// isWalletportError narrows to the code asked for, and only known codes compile.
if (isWalletportError(caught, 'CONNECTION_REJECTED')) {
  expectTypeOf(caught.code).toEqualTypeOf<'CONNECTION_REJECTED'>();
}
// @ts-expect-error a misspelt code is a compile error
isWalletportError(caught, 'USER_REJECTD');
