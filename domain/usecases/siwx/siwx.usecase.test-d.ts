/**
 * Type tests (checked by the typecheck, not run): which codes the sign-in's commands can throw, so a caller's
 * switch on the code is checked (as the names use case and wagmi's actions do).
 */
import { expectTypeOf } from 'vitest';
import type { OneClickSignInRequest } from '../../../ports/one-click-sign-in.port.js';
import type {
  CancelSignInErrorType,
  CompleteOneClickErrorType,
  PrepareOneClickErrorType,
  SignInErrorType,
  SignOutErrorType,
  SiwxSignInError,
  SiwxUseCase,
} from './index.js';

declare const useCase: SiwxUseCase;
declare const signInError: SignInErrorType;
declare const shown: SiwxSignInError;

// signIn throws only the first missing precondition, in the spec's order.
expectTypeOf(signInError.code).toEqualTypeOf<'SIWX_NOT_ENABLED' | 'NO_ACTIVE_CAIP_ADDRESS' | 'NO_ACTIVE_CAIP_NETWORK' | 'NO_CONNECTION_CLIENT'>();
expectTypeOf(useCase.signIn).returns.toEqualTypeOf<Promise<void>>();
// A failed signature is shown, not thrown: it is the state's error, with its own two codes.
expectTypeOf(shown.code).toEqualTypeOf<'SIGNATURE_DECLINED' | 'SMART_ACCOUNT_NOT_SUPPORTED'>();
expectTypeOf(useCase.snapshot.error).toEqualTypeOf<SiwxSignInError | undefined>();

// The other commands never reject.
expectTypeOf<CancelSignInErrorType>().toBeNever();
expectTypeOf<SignOutErrorType>().toBeNever();
expectTypeOf<PrepareOneClickErrorType>().toBeNever();
expectTypeOf<CompleteOneClickErrorType>().toBeNever();
expectTypeOf(useCase.prepareOneClick).returns.toEqualTypeOf<Promise<OneClickSignInRequest | undefined>>();

export function preconditionText(error: SignInErrorType): string {
  switch (error.code) {
    case 'SIWX_NOT_ENABLED':
      return 'off';
    case 'NO_ACTIVE_CAIP_ADDRESS':
    case 'NO_ACTIVE_CAIP_NETWORK':
    case 'NO_CONNECTION_CLIENT':
      return 'not connected';
    // @ts-expect-error a signature failure is shown in the view, never thrown by signIn
    case 'SIGNATURE_DECLINED':
      return 'never';
  }
}
